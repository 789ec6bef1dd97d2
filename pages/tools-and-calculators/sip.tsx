import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { sip } from "@/lib/calculators/sip";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/sip"));

function SipCalculatorPageIn({ calculator }: { calculator: typeof sip }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SipCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <SipCalculatorPageIn calculator={calculator} />} /> : <SipCalculatorPageIn calculator={sip} />;
}
