import "./hindi-pages";
import type { ReactNode } from "react";

/**
 * The Hindi words of the pages that are not calculators (hindi-pages.ts: home, catalogue, content,
 * forms). pages/_app.tsx loads this with next/dynamic for those pages under /hi only, so a Hindi
 * calculator page carries only the frame's Hindi and its own (components/calculators/hindi).
 */
export default function HindiPageWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
