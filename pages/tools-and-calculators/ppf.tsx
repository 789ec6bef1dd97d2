import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ppf, ppfIn } from "@/lib/calculators/ppf";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: ppf, hi: ppfIn("hi") };

export default function PpfCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
