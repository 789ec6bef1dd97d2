import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { epf, epfIn } from "@/lib/calculators/epf";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/epf"));

function EpfCalculatorPageIn({ calculator }: { calculator: typeof epf }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function EpfCalculatorPage() {
  if (useLocale() !== "hi") return <EpfCalculatorPageIn calculator={epf} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("epf") ? <EpfCalculatorPageIn calculator={epfIn("hi")} /> : <InHindi render={(calculator) => <EpfCalculatorPageIn calculator={calculator} />} />;
}
