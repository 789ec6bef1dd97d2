import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { transportAllowance } from "@/lib/calculators/transport-allowance";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/transport-allowance"));

function TransportAllowanceCalculatorPageIn({ calculator }: { calculator: typeof transportAllowance }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function TransportAllowanceCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <TransportAllowanceCalculatorPageIn calculator={calculator} />} /> : <TransportAllowanceCalculatorPageIn calculator={transportAllowance} />;
}
