// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The gst-number-search calculator in Hindi: its page loads this only under /hi (next/dynamic), before it hydrates.
import "../lookups/text-hi";
import "../../../lib/calculators/field-text-hi";
import "../../../lib/calculators/gst-number-search/text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/date-hi";
import "../../../lib/format/words-hi";
import type { ReactNode } from "react";
import { gstNumberSearchIn } from "@/lib/calculators/gst-number-search";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("gst-number-search");

export default function InHindi({ render }: { render: (calculator: ReturnType<typeof gstNumberSearchIn>) => ReactNode }) {
  return <>{render(gstNumberSearchIn("hi"))}</>;
}
