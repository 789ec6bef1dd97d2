import { CalculatorPage } from "@/components/calculators/calculator-page";
import { GoldRatesPanel } from "@/components/calculators/lookups/live-rates";
import { goldRate } from "@/lib/calculators/gold-rate";

export default function GoldRatePage() {
  return <CalculatorPage calculator={goldRate}>{(_input, controls) => <GoldRatesPanel controls={controls} />}</CalculatorPage>;
}
