import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { RentReceipts } from "@/components/calculators/rent-receipt/rent-receipts";
import { rentReceipt } from "@/lib/calculators/rent-receipt";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/rent-receipt"));

function RentReceiptGeneratorPageIn({ calculator }: { calculator: typeof rentReceipt }) {
  return (
    <CalculatorPage calculator={calculator}>
      {(input) => <RentReceipts input={input} />}
    </CalculatorPage>
  );
}

export default function RentReceiptGeneratorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <RentReceiptGeneratorPageIn calculator={calculator} />} /> : <RentReceiptGeneratorPageIn calculator={rentReceipt} />;
}
