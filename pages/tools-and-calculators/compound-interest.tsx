import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { compoundInterestCalculator, compoundInterestCalculatorIn } from "@/lib/calculators/compound-interest";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/compound-interest"));

function CompoundInterestCalculatorPageIn({ calculator }: { calculator: typeof compoundInterestCalculator }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function CompoundInterestCalculatorPage() {
  if (useLocale() !== "hi") return <CompoundInterestCalculatorPageIn calculator={compoundInterestCalculator} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("compound-interest") ? <CompoundInterestCalculatorPageIn calculator={compoundInterestCalculatorIn("hi")} /> : <InHindi render={(calculator) => <CompoundInterestCalculatorPageIn calculator={calculator} />} />;
}
