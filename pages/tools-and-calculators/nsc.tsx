import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nsc } from "@/lib/calculators/nsc";

export default function NscCalculatorPage() {
  return <CalculatorPage calculator={nsc} />;
}
