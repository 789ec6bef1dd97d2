// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The tds calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/tds/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/income-tax-steps-text-hi";
import "../../../lib/tax/sections-hi";
import "../../../lib/tax/tds-compute-hi";
import type { ReactNode } from "react";
import { tdsIn } from "@/lib/calculators/tds";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("tds");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof tdsIn>) => ReactNode }) {
  return <>{render(tdsIn("hi"))}</>;
}
