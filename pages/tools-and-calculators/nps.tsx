import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nps } from "@/lib/calculators/nps";

export default function NpsCalculatorPage() {
  return <CalculatorPage calculator={nps} />;
}
