import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nsc, nscIn } from "@/lib/calculators/nsc";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/nsc"));

function NscCalculatorPageIn({ calculator }: { calculator: typeof nsc }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function NscCalculatorPage() {
  if (useLocale() !== "hi") return <NscCalculatorPageIn calculator={nsc} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("nsc") ? <NscCalculatorPageIn calculator={nscIn("hi")} /> : <InHindi render={(calculator) => <NscCalculatorPageIn calculator={calculator} />} />;
}
