import { CalculatorPage } from "@/components/calculators/calculator-page";
import { advanceTax } from "@/lib/calculators/advance-tax";

export default function AdvanceTaxCalculatorPage() {
  return <CalculatorPage calculator={advanceTax} />;
}
