// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The 80dd calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../../../lib/calculators/80d/shared-text-hi";
import "../../../lib/calculators/80dd/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import "../../../lib/tax/sections-hi";
import type { ReactNode } from "react";
import { section80ddIn } from "@/lib/calculators/80dd";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("80dd");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof section80ddIn>) => ReactNode }) {
  return <>{render(section80ddIn("hi"))}</>;
}
