// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of components/forms/form16-merge-form.tsx ("form:form16-merge-form"): loaded under /hi only, before the page hydrates (withHindiWords, next/dynamic).
import "../form16-text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/forms/contact-text-hi";
import type { ReactNode } from "react";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("form:form16-merge-form");

export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
