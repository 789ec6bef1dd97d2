import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gratuity } from "@/lib/calculators/gratuity";

export default function GratuityCalculatorPage() {
  return <CalculatorPage calculator={gratuity} />;
}
