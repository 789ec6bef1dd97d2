import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ppf } from "@/lib/calculators/ppf";

export default function PpfCalculatorPage() {
  return <CalculatorPage calculator={ppf} />;
}
