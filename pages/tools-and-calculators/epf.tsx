import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { epf } from "@/lib/calculators/epf";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/epf"));

function EpfCalculatorPageIn({ calculator }: { calculator: typeof epf }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function EpfCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <EpfCalculatorPageIn calculator={calculator} />} /> : <EpfCalculatorPageIn calculator={epf} />;
}
