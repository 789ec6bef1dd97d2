import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gratuity, gratuityIn } from "@/lib/calculators/gratuity";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: gratuity, hi: gratuityIn("hi") };

export default function GratuityCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
