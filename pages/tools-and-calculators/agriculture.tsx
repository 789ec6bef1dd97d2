import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { agriculture } from "@/lib/calculators/agriculture";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/agriculture"));

function AgriculturalIncomeTaxCalculatorPageIn({ calculator }: { calculator: typeof agriculture }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function AgriculturalIncomeTaxCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <AgriculturalIncomeTaxCalculatorPageIn calculator={calculator} />} /> : <AgriculturalIncomeTaxCalculatorPageIn calculator={agriculture} />;
}
