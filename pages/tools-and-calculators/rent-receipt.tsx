import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { RentReceipts } from "@/components/calculators/rent-receipt/rent-receipts";
import { rentReceipt, rentReceiptIn } from "@/lib/calculators/rent-receipt";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
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
  if (useLocale() !== "hi") return <RentReceiptGeneratorPageIn calculator={rentReceipt} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("rent-receipt") ? <RentReceiptGeneratorPageIn calculator={rentReceiptIn("hi")} /> : <InHindi render={(calculator) => <RentReceiptGeneratorPageIn calculator={calculator} />} />;
}
