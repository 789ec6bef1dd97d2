import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { leaveEncashment } from "@/lib/calculators/leave-encashment";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/leave-encashment"));

function LeaveEncashmentCalculatorPageIn({ calculator }: { calculator: typeof leaveEncashment }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function LeaveEncashmentCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <LeaveEncashmentCalculatorPageIn calculator={calculator} />} /> : <LeaveEncashmentCalculatorPageIn calculator={leaveEncashment} />;
}
