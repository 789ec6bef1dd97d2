import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gstCalculator } from "@/lib/calculators/gst-calculator";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/gst-calculator"));

function GstCalculatorPageIn({ calculator }: { calculator: typeof gstCalculator }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function GstCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <GstCalculatorPageIn calculator={calculator} />} /> : <GstCalculatorPageIn calculator={gstCalculator} />;
}
