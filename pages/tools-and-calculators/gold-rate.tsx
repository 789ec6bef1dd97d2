import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { GoldRatesPanel } from "@/components/calculators/lookups/live-rates";
import { goldRate, goldRateIn } from "@/lib/calculators/gold-rate";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/gold-rate"));

function GoldRatePageIn({ calculator }: { calculator: typeof goldRate }) {
  return <CalculatorPage calculator={calculator}>{(_input, controls) => <GoldRatesPanel controls={controls} />}</CalculatorPage>;
}

export default function GoldRatePage() {
  if (useLocale() !== "hi") return <GoldRatePageIn calculator={goldRate} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("gold-rate") ? <GoldRatePageIn calculator={goldRateIn("hi")} /> : <InHindi render={(calculator) => <GoldRatePageIn calculator={calculator} />} />;
}
