import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { emi } from "@/lib/calculators/emi";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/emi"));

function EmiCalculatorPageIn({ calculator }: { calculator: typeof emi }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function EmiCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <EmiCalculatorPageIn calculator={calculator} />} /> : <EmiCalculatorPageIn calculator={emi} />;
}
