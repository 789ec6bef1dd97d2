import { CalculatorPage } from "@/components/calculators/calculator-page";
import { fixedDeposit } from "@/lib/calculators/fixed-deposit";

export default function FixedDepositCalculatorPage() {
  return <CalculatorPage calculator={fixedDeposit} />;
}
