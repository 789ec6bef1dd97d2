// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The gold-rate calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../lookups/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/gold-rate/text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { goldRateIn } from "@/lib/calculators/gold-rate";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("gold-rate");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof goldRateIn>) => ReactNode }) {
  return <>{render(goldRateIn("hi"))}</>;
}
