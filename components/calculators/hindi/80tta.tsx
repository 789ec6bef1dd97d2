// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The 80tta calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/80d/shared-text-hi";
import "../../../lib/calculators/80tta/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/shared-field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/income-tax-steps-text-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { section80ttaIn } from "@/lib/calculators/80tta";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("80tta");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof section80ttaIn>) => ReactNode }) {
  return <>{render(section80ttaIn("hi"))}</>;
}
