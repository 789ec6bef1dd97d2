import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80d } from "@/lib/calculators/80d";

export default function Section80dCalculatorPage() {
  return <CalculatorPage calculator={section80d} />;
}
