import { CalculatorPage } from "@/components/calculators/calculator-page";
import { agriculture } from "@/lib/calculators/agriculture";

export default function AgriculturalIncomeTaxCalculatorPage() {
  return <CalculatorPage calculator={agriculture} />;
}
