import { CalculatorPage } from "@/components/calculators/calculator-page";
import { RentReceipts } from "@/components/calculators/rent-receipt/rent-receipts";
import { rentReceipt, rentReceiptIn } from "@/lib/calculators/rent-receipt";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: rentReceipt, hi: rentReceiptIn("hi") };

export default function RentReceiptGeneratorPage() {
  return (
    <CalculatorPage calculator={BY_LOCALE[useLocale()]}>
      {(input) => <RentReceipts input={input} />}
    </CalculatorPage>
  );
}
