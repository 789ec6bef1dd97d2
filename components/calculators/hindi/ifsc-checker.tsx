// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The ifsc-checker calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../lookups/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/ifsc-checker/text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { ifscCheckerIn } from "@/lib/calculators/ifsc-checker";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("ifsc-checker");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof ifscCheckerIn>) => ReactNode }) {
  return <>{render(ifscCheckerIn("hi"))}</>;
}
