// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The gst-calculator calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/gst-calculator/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { gstCalculatorIn } from "@/lib/calculators/gst-calculator";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("gst-calculator");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof gstCalculatorIn>) => ReactNode }) {
  return <>{render(gstCalculatorIn("hi"))}</>;
}
