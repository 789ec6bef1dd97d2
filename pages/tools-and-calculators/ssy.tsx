import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ssy } from "@/lib/calculators/ssy";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/ssy"));

function SsyCalculatorPageIn({ calculator }: { calculator: typeof ssy }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SsyCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <SsyCalculatorPageIn calculator={calculator} />} /> : <SsyCalculatorPageIn calculator={ssy} />;
}
