import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { emi, emiIn } from "@/lib/calculators/emi";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/emi"));

function EmiCalculatorPageIn({ calculator }: { calculator: typeof emi }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function EmiCalculatorPage() {
  if (useLocale() !== "hi") return <EmiCalculatorPageIn calculator={emi} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("emi") ? <EmiCalculatorPageIn calculator={emiIn("hi")} /> : <InHindi render={(calculator) => <EmiCalculatorPageIn calculator={calculator} />} />;
}
