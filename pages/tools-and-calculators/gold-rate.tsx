import { CalculatorPage } from "@/components/calculators/calculator-page";
import { GoldRatesPanel } from "@/components/calculators/lookups/live-rates";
import { goldRate, goldRateIn } from "@/lib/calculators/gold-rate";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: goldRate, hi: goldRateIn("hi") };

export default function GoldRatePage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]}>{(_input, controls) => <GoldRatesPanel controls={controls} />}</CalculatorPage>;
}
