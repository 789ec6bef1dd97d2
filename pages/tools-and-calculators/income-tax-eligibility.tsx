import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTaxEligibility } from "@/lib/calculators/income-tax-eligibility";

export default function IncomeTaxEligibilityPage() {
  return <CalculatorPage calculator={incomeTaxEligibility} />;
}
