import { CalculatorPage } from "@/components/calculators/calculator-page";
import { ssy, ssyIn } from "@/lib/calculators/ssy";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: ssy, hi: ssyIn("hi") };

export default function SsyCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
