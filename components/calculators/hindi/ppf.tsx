// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The ppf calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/ppf/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { ppfIn } from "@/lib/calculators/ppf";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("ppf");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof ppfIn>) => ReactNode }) {
  return <>{render(ppfIn("hi"))}</>;
}
