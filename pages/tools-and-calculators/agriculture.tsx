import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { agriculture, agricultureIn } from "@/lib/calculators/agriculture";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/agriculture"));

function AgriculturalIncomeTaxCalculatorPageIn({ calculator }: { calculator: typeof agriculture }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function AgriculturalIncomeTaxCalculatorPage() {
  if (useLocale() !== "hi") return <AgriculturalIncomeTaxCalculatorPageIn calculator={agriculture} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("agriculture") ? <AgriculturalIncomeTaxCalculatorPageIn calculator={agricultureIn("hi")} /> : <InHindi render={(calculator) => <AgriculturalIncomeTaxCalculatorPageIn calculator={calculator} />} />;
}
