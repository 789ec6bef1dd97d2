import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTaxEligibility } from "@/lib/calculators/income-tax-eligibility";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/income-tax-eligibility"));

function IncomeTaxEligibilityPageIn({ calculator }: { calculator: typeof incomeTaxEligibility }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function IncomeTaxEligibilityPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <IncomeTaxEligibilityPageIn calculator={calculator} />} /> : <IncomeTaxEligibilityPageIn calculator={incomeTaxEligibility} />;
}
