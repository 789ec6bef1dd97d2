import { CalculatorPage } from "@/components/calculators/calculator-page";
import { mutualFund, mutualFundIn } from "@/lib/calculators/mutual-fund";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: mutualFund, hi: mutualFundIn("hi") };

export default function MutualFundCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
