import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80tta } from "@/lib/calculators/80tta";

export default function Section80ttaCalculatorPage() {
  return <CalculatorPage calculator={section80tta} />;
}
