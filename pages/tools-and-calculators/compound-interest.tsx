import { CalculatorPage } from "@/components/calculators/calculator-page";
import { compoundInterestCalculator, compoundInterestCalculatorIn } from "@/lib/calculators/compound-interest";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: compoundInterestCalculator, hi: compoundInterestCalculatorIn("hi") };

export default function CompoundInterestCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
