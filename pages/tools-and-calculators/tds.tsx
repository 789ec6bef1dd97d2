import { CalculatorPage } from "@/components/calculators/calculator-page";
import { TdsRateTable } from "@/components/calculators/tds-rate-table";
import { tds } from "@/lib/calculators/tds";

/** The rate chart follows the year chosen in the form (its default while a field is invalid). */
export default function TdsCalculatorPage() {
  return <CalculatorPage calculator={tds}>{(input) => <TdsRateTable fy={input?.fy} />}</CalculatorPage>;
}
