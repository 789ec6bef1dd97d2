import { CalculatorPage } from "@/components/calculators/calculator-page";
import { pension } from "@/lib/calculators/pension";

export default function PensionCalculatorPage() {
  return <CalculatorPage calculator={pension} />;
}
