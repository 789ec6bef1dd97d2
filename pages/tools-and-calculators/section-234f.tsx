import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section234f, section234fIn } from "@/lib/calculators/section-234f";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: section234f, hi: section234fIn("hi") };

export default function Section234fCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
