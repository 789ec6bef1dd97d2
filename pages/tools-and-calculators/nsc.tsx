import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nsc, nscIn } from "@/lib/calculators/nsc";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: nsc, hi: nscIn("hi") };

export default function NscCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
