import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ppf, ppfIn } from "@/lib/calculators/ppf";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/ppf"));

function PpfCalculatorPageIn({ calculator }: { calculator: typeof ppf }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function PpfCalculatorPage() {
  if (useLocale() !== "hi") return <PpfCalculatorPageIn calculator={ppf} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("ppf") ? <PpfCalculatorPageIn calculator={ppfIn("hi")} /> : <InHindi render={(calculator) => <PpfCalculatorPageIn calculator={calculator} />} />;
}
