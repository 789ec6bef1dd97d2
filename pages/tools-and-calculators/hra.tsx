import { CalculatorPage } from "@/components/calculators/calculator-page";
import { hra } from "@/lib/calculators/hra";

export default function HraCalculatorPage() {
  return <CalculatorPage calculator={hra} />;
}
