// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The crypto calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/crypto/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/shared-field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/income-tax-steps-text-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { cryptoTaxIn } from "@/lib/calculators/crypto";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("crypto");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof cryptoTaxIn>) => ReactNode }) {
  return <>{render(cryptoTaxIn("hi"))}</>;
}
