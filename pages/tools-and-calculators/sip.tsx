import { CalculatorPage } from "@/components/calculators/calculator-page";
import { sip } from "@/lib/calculators/sip";

export default function SipCalculatorPage() {
  return <CalculatorPage calculator={sip} />;
}
