import { CalculatorPage } from "@/components/calculators/calculator-page";
import { advanceTax, advanceTaxIn } from "@/lib/calculators/advance-tax";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: advanceTax, hi: advanceTaxIn("hi") };

export default function AdvanceTaxCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
