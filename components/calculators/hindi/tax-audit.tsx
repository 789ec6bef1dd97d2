// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The tax-audit calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/section-234f/text-hi";
import "../../../lib/calculators/shared-field-text-hi";
import "../../../lib/calculators/tax-audit/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/income-tax-steps-text-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { taxAuditIn } from "@/lib/calculators/tax-audit";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("tax-audit");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof taxAuditIn>) => ReactNode }) {
  return <>{render(taxAuditIn("hi"))}</>;
}
