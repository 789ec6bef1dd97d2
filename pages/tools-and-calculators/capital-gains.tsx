import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { capitalGains, capitalGainsIn } from "@/lib/calculators/capital-gains";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/capital-gains"));

function CapitalGainsCalculatorPageIn({ calculator }: { calculator: typeof capitalGains }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function CapitalGainsCalculatorPage() {
  if (useLocale() !== "hi") return <CapitalGainsCalculatorPageIn calculator={capitalGains} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("capital-gains") ? <CapitalGainsCalculatorPageIn calculator={capitalGainsIn("hi")} /> : <InHindi render={(calculator) => <CapitalGainsCalculatorPageIn calculator={calculator} />} />;
}
