import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { pension } from "@/lib/calculators/pension";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/pension"));

function PensionCalculatorPageIn({ calculator }: { calculator: typeof pension }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function PensionCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <PensionCalculatorPageIn calculator={calculator} />} /> : <PensionCalculatorPageIn calculator={pension} />;
}
