// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The fixed-deposit calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/fixed-deposit/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { fixedDepositIn } from "@/lib/calculators/fixed-deposit";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("fixed-deposit");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof fixedDepositIn>) => ReactNode }) {
  return <>{render(fixedDepositIn("hi"))}</>;
}
