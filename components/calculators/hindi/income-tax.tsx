// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The income-tax calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/income-tax/text-hi";
import "../../../lib/calculators/shared-field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/income-tax-steps-text-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { incomeTaxIn } from "@/lib/calculators/income-tax";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("income-tax");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof incomeTaxIn>) => ReactNode }) {
  return <>{render(incomeTaxIn("hi"))}</>;
}
