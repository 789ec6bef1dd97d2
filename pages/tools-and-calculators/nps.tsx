import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nps, npsIn } from "@/lib/calculators/nps";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/nps"));

function NpsCalculatorPageIn({ calculator }: { calculator: typeof nps }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function NpsCalculatorPage() {
  if (useLocale() !== "hi") return <NpsCalculatorPageIn calculator={nps} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("nps") ? <NpsCalculatorPageIn calculator={npsIn("hi")} /> : <InHindi render={(calculator) => <NpsCalculatorPageIn calculator={calculator} />} />;
}
