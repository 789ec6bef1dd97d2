import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTax } from "@/lib/calculators/income-tax";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/income-tax"));

function IncomeTaxCalculatorPageIn({ calculator }: { calculator: typeof incomeTax }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function IncomeTaxCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <IncomeTaxCalculatorPageIn calculator={calculator} />} /> : <IncomeTaxCalculatorPageIn calculator={incomeTax} />;
}
