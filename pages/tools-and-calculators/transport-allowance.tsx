import { CalculatorPage } from "@/components/calculators/calculator-page";
import { transportAllowance } from "@/lib/calculators/transport-allowance";

export default function TransportAllowanceCalculatorPage() {
  return <CalculatorPage calculator={transportAllowance} />;
}
