// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of the page /business/merge-form16, beyond the frame's: loaded under /hi only (hindi-page-words.tsx).
import "../../content/content-text-hi";
import "../../forms/form16-text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/format/words-hi";
import "../../../lib/forms/contact-text-hi";
import type { ReactNode } from "react";

export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
