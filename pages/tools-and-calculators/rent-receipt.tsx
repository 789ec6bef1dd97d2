import { CalculatorPage } from "@/components/calculators/calculator-page";
import { RentReceipts } from "@/components/calculators/rent-receipt/rent-receipts";
import { rentReceipt } from "@/lib/calculators/rent-receipt";

export default function RentReceiptGeneratorPage() {
  return (
    <CalculatorPage calculator={rentReceipt}>
      {(input) => <RentReceipts input={input} />}
    </CalculatorPage>
  );
}
