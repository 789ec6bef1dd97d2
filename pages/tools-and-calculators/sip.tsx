import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { sip, sipIn } from "@/lib/calculators/sip";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/sip"));

function SipCalculatorPageIn({ calculator }: { calculator: typeof sip }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SipCalculatorPage() {
  if (useLocale() !== "hi") return <SipCalculatorPageIn calculator={sip} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("sip") ? <SipCalculatorPageIn calculator={sipIn("hi")} /> : <InHindi render={(calculator) => <SipCalculatorPageIn calculator={calculator} />} />;
}
