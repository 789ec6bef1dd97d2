import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ExchangeRatesPanel } from "@/components/calculators/lookups/live-rates";
import { currencyConverter } from "@/lib/calculators/currency-converter";

export default function CurrencyConverterPage() {
  return <CalculatorPage calculator={currencyConverter}>{(_input, controls) => <ExchangeRatesPanel controls={controls} />}</CalculatorPage>;
}
