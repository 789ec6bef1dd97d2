import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ssy, ssyIn } from "@/lib/calculators/ssy";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/ssy"));

function SsyCalculatorPageIn({ calculator }: { calculator: typeof ssy }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SsyCalculatorPage() {
  if (useLocale() !== "hi") return <SsyCalculatorPageIn calculator={ssy} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("ssy") ? <SsyCalculatorPageIn calculator={ssyIn("hi")} /> : <InHindi render={(calculator) => <SsyCalculatorPageIn calculator={calculator} />} />;
}
