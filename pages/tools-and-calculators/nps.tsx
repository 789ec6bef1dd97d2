import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nps } from "@/lib/calculators/nps";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/nps"));

function NpsCalculatorPageIn({ calculator }: { calculator: typeof nps }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function NpsCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <NpsCalculatorPageIn calculator={calculator} />} /> : <NpsCalculatorPageIn calculator={nps} />;
}
