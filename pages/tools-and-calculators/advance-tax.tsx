import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { advanceTax, advanceTaxIn } from "@/lib/calculators/advance-tax";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/advance-tax"));

function AdvanceTaxCalculatorPageIn({ calculator }: { calculator: typeof advanceTax }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function AdvanceTaxCalculatorPage() {
  if (useLocale() !== "hi") return <AdvanceTaxCalculatorPageIn calculator={advanceTax} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("advance-tax") ? <AdvanceTaxCalculatorPageIn calculator={advanceTaxIn("hi")} /> : <InHindi render={(calculator) => <AdvanceTaxCalculatorPageIn calculator={calculator} />} />;
}
