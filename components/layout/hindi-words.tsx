import "./hindi-frame";
import type { ReactNode } from "react";

/**
 * The frame's Hindi words (hindi-frame.ts). pages/_app.tsx loads this with next/dynamic
 * for Hindi pages only: the server names its chunk in the page, and the browser loads it before
 * hydrating, so an English page carries no Hindi and a Hindi page never shows English first.
 */
export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
