// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The rent-receipt calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../pdf-font-warning-hi";
import "../rent-receipt/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/rent-receipt/receipt-text-hi";
import "../../../lib/calculators/rent-receipt/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { rentReceiptIn } from "@/lib/calculators/rent-receipt";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("rent-receipt");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof rentReceiptIn>) => ReactNode }) {
  return <>{render(rentReceiptIn("hi"))}</>;
}
