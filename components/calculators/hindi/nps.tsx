// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The nps calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/nps/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { npsIn } from "@/lib/calculators/nps";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("nps");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof npsIn>) => ReactNode }) {
  return <>{render(npsIn("hi"))}</>;
}
