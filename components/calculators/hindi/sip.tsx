// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The sip calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/sip/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { sipIn } from "@/lib/calculators/sip";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("sip");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof sipIn>) => ReactNode }) {
  return <>{render(sipIn("hi"))}</>;
}
