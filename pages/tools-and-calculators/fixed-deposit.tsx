import { CalculatorPage } from "@/components/calculators/calculator-page";
import { fixedDeposit, fixedDepositIn } from "@/lib/calculators/fixed-deposit";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: fixedDeposit, hi: fixedDepositIn("hi") };

export default function FixedDepositCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
