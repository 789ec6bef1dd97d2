import { CalculatorPage } from "@/components/calculators/calculator-page";
import { emi } from "@/lib/calculators/emi";

export default function EmiCalculatorPage() {
  return <CalculatorPage calculator={emi} />;
}
