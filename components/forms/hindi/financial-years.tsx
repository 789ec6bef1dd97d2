// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of components/forms/financial-years.tsx ("form:financial-years"): loaded under /hi only, before the page hydrates (withHindiWords, next/dynamic).
import "../financial-years-text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("form:financial-years");

export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
