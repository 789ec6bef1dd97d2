// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of the pages /business, /business-and-professionals, /business/b_file-tax and 35 more, beyond the frame's: loaded under /hi only (hindi-page-words.tsx).
import "../../content/content-text-hi";
import type { ReactNode } from "react";

export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
