import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section234f } from "@/lib/calculators/section-234f";

export default function Section234fCalculatorPage() {
  return <CalculatorPage calculator={section234f} />;
}
