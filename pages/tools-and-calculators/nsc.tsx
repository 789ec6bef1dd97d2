import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nsc } from "@/lib/calculators/nsc";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/nsc"));

function NscCalculatorPageIn({ calculator }: { calculator: typeof nsc }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function NscCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <NscCalculatorPageIn calculator={calculator} />} /> : <NscCalculatorPageIn calculator={nsc} />;
}
