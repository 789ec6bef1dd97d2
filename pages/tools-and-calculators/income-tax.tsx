import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTax, incomeTaxIn } from "@/lib/calculators/income-tax";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/income-tax"));

function IncomeTaxCalculatorPageIn({ calculator }: { calculator: typeof incomeTax }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function IncomeTaxCalculatorPage() {
  if (useLocale() !== "hi") return <IncomeTaxCalculatorPageIn calculator={incomeTax} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("income-tax") ? <IncomeTaxCalculatorPageIn calculator={incomeTaxIn("hi")} /> : <InHindi render={(calculator) => <IncomeTaxCalculatorPageIn calculator={calculator} />} />;
}
