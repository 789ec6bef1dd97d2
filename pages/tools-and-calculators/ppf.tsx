import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ppf } from "@/lib/calculators/ppf";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/ppf"));

function PpfCalculatorPageIn({ calculator }: { calculator: typeof ppf }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function PpfCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <PpfCalculatorPageIn calculator={calculator} />} /> : <PpfCalculatorPageIn calculator={ppf} />;
}
