import { CalculatorPage } from "@/components/calculators/calculator-page";
import { compoundInterestCalculator } from "@/lib/calculators/compound-interest";

export default function CompoundInterestCalculatorPage() {
  return <CalculatorPage calculator={compoundInterestCalculator} />;
}
