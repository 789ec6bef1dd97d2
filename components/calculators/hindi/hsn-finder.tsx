// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The hsn-finder calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../lookups/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/hsn-finder/text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { hsnFinderIn } from "@/lib/calculators/hsn-finder";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("hsn-finder");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof hsnFinderIn>) => ReactNode }) {
  return <>{render(hsnFinderIn("hi"))}</>;
}
