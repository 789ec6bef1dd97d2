// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of pages/index.tsx ("page:home"): loaded under /hi only, before the page hydrates (withHindiWords, next/dynamic).
import "../home-text-hi";
import type { ReactNode } from "react";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("page:home");

export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
