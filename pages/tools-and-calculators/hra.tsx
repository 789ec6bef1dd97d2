import { CalculatorPage } from "@/components/calculators/calculator-page";
import { hra, hraIn } from "@/lib/calculators/hra";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: hra, hi: hraIn("hi") };

export default function HraCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
