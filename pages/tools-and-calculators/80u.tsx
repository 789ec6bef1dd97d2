import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80u } from "@/lib/calculators/80u";

export default function Section80uCalculatorPage() {
  return <CalculatorPage calculator={section80u} />;
}
