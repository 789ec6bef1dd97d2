import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80d, section80dIn } from "@/lib/calculators/80d";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: section80d, hi: section80dIn("hi") };

export default function Section80dCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
