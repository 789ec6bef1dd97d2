import { CalculatorPage } from "@/components/calculators/calculator-page";
import { agriculture, agricultureIn } from "@/lib/calculators/agriculture";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: agriculture, hi: agricultureIn("hi") };

export default function AgriculturalIncomeTaxCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
