// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The epf calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/epf/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/ppf/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { epfIn } from "@/lib/calculators/epf";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("epf");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof epfIn>) => ReactNode }) {
  return <>{render(epfIn("hi"))}</>;
}
