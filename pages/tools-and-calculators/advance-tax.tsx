import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { advanceTax } from "@/lib/calculators/advance-tax";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/advance-tax"));

function AdvanceTaxCalculatorPageIn({ calculator }: { calculator: typeof advanceTax }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function AdvanceTaxCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <AdvanceTaxCalculatorPageIn calculator={calculator} />} /> : <AdvanceTaxCalculatorPageIn calculator={advanceTax} />;
}
