import { CalculatorPage } from "@/components/calculators/calculator-page";
import { epf } from "@/lib/calculators/epf";

export default function EpfCalculatorPage() {
  return <CalculatorPage calculator={epf} />;
}
