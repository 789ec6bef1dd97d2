import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rd } from "@/lib/calculators/rd";

export default function RdCalculatorPage() {
  return <CalculatorPage calculator={rd} />;
}
