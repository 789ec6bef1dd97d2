import { CalculatorPage } from "@/components/calculators/calculator-page";
import { pension, pensionIn } from "@/lib/calculators/pension";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: pension, hi: pensionIn("hi") };

export default function PensionCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
