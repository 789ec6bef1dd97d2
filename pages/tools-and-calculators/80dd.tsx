import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80dd } from "@/lib/calculators/80dd";

export default function Section80ddCalculatorPage() {
  return <CalculatorPage calculator={section80dd} />;
}
