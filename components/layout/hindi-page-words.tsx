// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of the pages that are not calculators (content), beyond the frame's and those of the components that load their own: loaded under /hi only (pages/_app.tsx).
import "../content/content-text-hi";
import "../../lib/format/date-hi";
import type { ReactNode } from "react";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("pages");

export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
