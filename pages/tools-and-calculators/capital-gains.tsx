import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { capitalGains } from "@/lib/calculators/capital-gains";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/capital-gains"));

function CapitalGainsCalculatorPageIn({ calculator }: { calculator: typeof capitalGains }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function CapitalGainsCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <CapitalGainsCalculatorPageIn calculator={calculator} />} /> : <CapitalGainsCalculatorPageIn calculator={capitalGains} />;
}
