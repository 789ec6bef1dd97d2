import { CalculatorPage } from "@/components/calculators/calculator-page";
import { HsnLiveResults } from "@/components/calculators/lookups/hsn-live-results";
import { hsnFinder } from "@/lib/calculators/hsn-finder";

export default function HsnFinderPage() {
  return <CalculatorPage calculator={hsnFinder}>{(input) => <HsnLiveResults query={input?.q ?? null} />}</CalculatorPage>;
}
