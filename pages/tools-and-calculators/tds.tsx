import { CalculatorPage } from "@/components/calculators/calculator-page";
import { TdsRateTable } from "@/components/calculators/tds-rate-table";
import { tds } from "@/lib/calculators/tds";

export default function TdsCalculatorPage() {
  return (
    <CalculatorPage calculator={tds}>
      <TdsRateTable />
    </CalculatorPage>
  );
}
