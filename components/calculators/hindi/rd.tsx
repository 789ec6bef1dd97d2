// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The rd calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/rd/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { rdIn } from "@/lib/calculators/rd";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("rd");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof rdIn>) => ReactNode }) {
  return <>{render(rdIn("hi"))}</>;
}
