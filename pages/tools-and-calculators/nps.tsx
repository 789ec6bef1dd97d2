import { CalculatorPage } from "@/components/calculators/calculator-page";
import { nps, npsIn } from "@/lib/calculators/nps";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: nps, hi: npsIn("hi") };

export default function NpsCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
