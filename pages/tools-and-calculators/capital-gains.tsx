import { CalculatorPage } from "@/components/calculators/calculator-page";
import { capitalGains, capitalGainsIn } from "@/lib/calculators/capital-gains";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: capitalGains, hi: capitalGainsIn("hi") };

export default function CapitalGainsCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
