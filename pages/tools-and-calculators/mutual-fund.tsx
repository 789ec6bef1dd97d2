import { CalculatorPage } from "@/components/calculators/calculator-page";
import { mutualFund } from "@/lib/calculators/mutual-fund";

export default function MutualFundCalculatorPage() {
  return <CalculatorPage calculator={mutualFund} />;
}
