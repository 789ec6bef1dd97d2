import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { GstinRegistration } from "@/components/calculators/lookups/gstin-registration";
import { gstNumberSearch, gstNumberSearchIn } from "@/lib/calculators/gst-number-search";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/gst-number-search"));

function GstNumberSearchPageIn({ calculator }: { calculator: typeof gstNumberSearch }) {
  return <CalculatorPage calculator={calculator}>{(input) => <GstinRegistration gstin={input?.gstin || null} />}</CalculatorPage>;
}

export default function GstNumberSearchPage() {
  if (useLocale() !== "hi") return <GstNumberSearchPageIn calculator={gstNumberSearch} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("gst-number-search") ? <GstNumberSearchPageIn calculator={gstNumberSearchIn("hi")} /> : <InHindi render={(calculator) => <GstNumberSearchPageIn calculator={calculator} />} />;
}
