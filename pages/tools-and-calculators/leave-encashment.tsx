import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { leaveEncashment, leaveEncashmentIn } from "@/lib/calculators/leave-encashment";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/leave-encashment"));

function LeaveEncashmentCalculatorPageIn({ calculator }: { calculator: typeof leaveEncashment }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function LeaveEncashmentCalculatorPage() {
  if (useLocale() !== "hi") return <LeaveEncashmentCalculatorPageIn calculator={leaveEncashment} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("leave-encashment") ? <LeaveEncashmentCalculatorPageIn calculator={leaveEncashmentIn("hi")} /> : <InHindi render={(calculator) => <LeaveEncashmentCalculatorPageIn calculator={calculator} />} />;
}
