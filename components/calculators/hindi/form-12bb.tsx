// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The form-12bb calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../form-12bb/text-hi";
import "../pdf-font-warning-hi";
import "../rent-receipt/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/form-12bb/text-hi";
import "../../../lib/calculators/hra/text-hi";
import "../../../lib/calculators/rent-receipt/text-hi";
import "../../../lib/calculators/shared-field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/form-12bb-tax-hi";
import "../../../lib/tax/income-tax-steps-text-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { form12bbIn } from "@/lib/calculators/form-12bb";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("form-12bb");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof form12bbIn>) => ReactNode }) {
  return <>{render(form12bbIn("hi"))}</>;
}
