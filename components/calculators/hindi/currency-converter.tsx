// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The currency-converter calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../lookups/text-hi";
import "../../../lib/calculators/currency-converter/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { currencyConverterIn } from "@/lib/calculators/currency-converter";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("currency-converter");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof currencyConverterIn>) => ReactNode }) {
  return <>{render(currencyConverterIn("hi"))}</>;
}
