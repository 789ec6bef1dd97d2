// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The budget-changes calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/budget-changes/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/shared-field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/income-tax-steps-text-hi";
import "../../../lib/tax/sections-hi";
import "../../../lib/tax/year-differences-text-hi";
import type { ReactNode } from "react";
import { budgetChangesIn } from "@/lib/calculators/budget-changes";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("budget-changes");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof budgetChangesIn>) => ReactNode }) {
  return <>{render(budgetChangesIn("hi"))}</>;
}
