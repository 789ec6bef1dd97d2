import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { homeLoan, homeLoanIn } from "@/lib/calculators/home-loan";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/home-loan"));

function HomeLoanCalculatorPageIn({ calculator }: { calculator: typeof homeLoan }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function HomeLoanCalculatorPage() {
  if (useLocale() !== "hi") return <HomeLoanCalculatorPageIn calculator={homeLoan} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("home-loan") ? <HomeLoanCalculatorPageIn calculator={homeLoanIn("hi")} /> : <InHindi render={(calculator) => <HomeLoanCalculatorPageIn calculator={calculator} />} />;
}
