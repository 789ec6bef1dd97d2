import { CalculatorPage } from "@/components/calculators/calculator-page";
import { homeLoan, homeLoanIn } from "@/lib/calculators/home-loan";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: homeLoan, hi: homeLoanIn("hi") };

export default function HomeLoanCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
