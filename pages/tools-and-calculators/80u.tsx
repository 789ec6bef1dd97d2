import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80u, section80uIn } from "@/lib/calculators/80u";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: section80u, hi: section80uIn("hi") };

export default function Section80uCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
