import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rd, rdIn } from "@/lib/calculators/rd";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: rd, hi: rdIn("hi") };

export default function RdCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
