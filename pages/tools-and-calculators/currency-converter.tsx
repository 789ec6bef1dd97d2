import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ExchangeRatesPanel } from "@/components/calculators/lookups/live-rates";
import { currencyConverter, currencyConverterIn } from "@/lib/calculators/currency-converter";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: currencyConverter, hi: currencyConverterIn("hi") };

export default function CurrencyConverterPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]}>{(_input, controls) => <ExchangeRatesPanel controls={controls} />}</CalculatorPage>;
}
