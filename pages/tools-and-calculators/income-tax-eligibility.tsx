import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTaxEligibility, incomeTaxEligibilityIn } from "@/lib/calculators/income-tax-eligibility";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/income-tax-eligibility"));

function IncomeTaxEligibilityPageIn({ calculator }: { calculator: typeof incomeTaxEligibility }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function IncomeTaxEligibilityPage() {
  if (useLocale() !== "hi") return <IncomeTaxEligibilityPageIn calculator={incomeTaxEligibility} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("income-tax-eligibility") ? <IncomeTaxEligibilityPageIn calculator={incomeTaxEligibilityIn("hi")} /> : <InHindi render={(calculator) => <IncomeTaxEligibilityPageIn calculator={calculator} />} />;
}
