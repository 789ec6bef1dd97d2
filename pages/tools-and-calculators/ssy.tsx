import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ssy } from "@/lib/calculators/ssy";

export default function SsyCalculatorPage() {
  return <CalculatorPage calculator={ssy} />;
}
