// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The emi calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/emi/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { emiIn } from "@/lib/calculators/emi";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("emi");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof emiIn>) => ReactNode }) {
  return <>{render(emiIn("hi"))}</>;
}
