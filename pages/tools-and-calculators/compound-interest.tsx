import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { compoundInterestCalculator } from "@/lib/calculators/compound-interest";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/compound-interest"));

function CompoundInterestCalculatorPageIn({ calculator }: { calculator: typeof compoundInterestCalculator }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function CompoundInterestCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <CompoundInterestCalculatorPageIn calculator={calculator} />} /> : <CompoundInterestCalculatorPageIn calculator={compoundInterestCalculator} />;
}
