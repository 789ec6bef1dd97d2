import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gstCalculator, gstCalculatorIn } from "@/lib/calculators/gst-calculator";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/gst-calculator"));

function GstCalculatorPageIn({ calculator }: { calculator: typeof gstCalculator }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function GstCalculatorPage() {
  if (useLocale() !== "hi") return <GstCalculatorPageIn calculator={gstCalculator} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("gst-calculator") ? <GstCalculatorPageIn calculator={gstCalculatorIn("hi")} /> : <InHindi render={(calculator) => <GstCalculatorPageIn calculator={calculator} />} />;
}
