import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTax } from "@/lib/calculators/income-tax";

export default function IncomeTaxCalculatorPage() {
  return <CalculatorPage calculator={incomeTax} />;
}
