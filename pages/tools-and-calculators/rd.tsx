import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rd } from "@/lib/calculators/rd";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/rd"));

function RdCalculatorPageIn({ calculator }: { calculator: typeof rd }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function RdCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <RdCalculatorPageIn calculator={calculator} />} /> : <RdCalculatorPageIn calculator={rd} />;
}
