import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ExchangeRatesPanel } from "@/components/calculators/lookups/live-rates";
import { currencyConverter } from "@/lib/calculators/currency-converter";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/currency-converter"));

function CurrencyConverterPageIn({ calculator }: { calculator: typeof currencyConverter }) {
  return <CalculatorPage calculator={calculator}>{(_input, controls) => <ExchangeRatesPanel controls={controls} />}</CalculatorPage>;
}

export default function CurrencyConverterPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <CurrencyConverterPageIn calculator={calculator} />} /> : <CurrencyConverterPageIn calculator={currencyConverter} />;
}
