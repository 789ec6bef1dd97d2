import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80dd, section80ddIn } from "@/lib/calculators/80dd";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: section80dd, hi: section80ddIn("hi") };

export default function Section80ddCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
