// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The mutual-fund calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/mutual-fund/text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { mutualFundIn } from "@/lib/calculators/mutual-fund";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("mutual-fund");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof mutualFundIn>) => ReactNode }) {
  return <>{render(mutualFundIn("hi"))}</>;
}
