import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ExchangeRatesPanel } from "@/components/calculators/lookups/live-rates";
import { currencyConverter, currencyConverterIn } from "@/lib/calculators/currency-converter";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/currency-converter"));

function CurrencyConverterPageIn({ calculator }: { calculator: typeof currencyConverter }) {
  return <CalculatorPage calculator={calculator}>{(_input, controls) => <ExchangeRatesPanel controls={controls} />}</CalculatorPage>;
}

export default function CurrencyConverterPage() {
  if (useLocale() !== "hi") return <CurrencyConverterPageIn calculator={currencyConverter} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("currency-converter") ? <CurrencyConverterPageIn calculator={currencyConverterIn("hi")} /> : <InHindi render={(calculator) => <CurrencyConverterPageIn calculator={calculator} />} />;
}
