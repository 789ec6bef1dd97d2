// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The compound-interest calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/compound-interest/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { compoundInterestCalculatorIn } from "@/lib/calculators/compound-interest";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("compound-interest");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof compoundInterestCalculatorIn>) => ReactNode }) {
  return <>{render(compoundInterestCalculatorIn("hi"))}</>;
}
