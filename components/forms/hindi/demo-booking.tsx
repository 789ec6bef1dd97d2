// Written by scripts/hindi-modules.mjs from the page's imports: run it again rather than edit.
// The Hindi words of components/forms/demo-booking.tsx ("form:demo-booking"): loaded under /hi only, before the page hydrates (withHindiWords, next/dynamic).
import "../booking-text-hi";
import "../../../lib/errors/error-text-hi";
import "../../../lib/forms/contact-text-hi";
import type { ReactNode } from "react";
import { markHindiLoaded } from "@/lib/i18n/hindi-loaded";

markHindiLoaded("form:demo-booking");

export default function HindiWords({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
