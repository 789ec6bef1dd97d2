import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTaxEligibility, incomeTaxEligibilityIn } from "@/lib/calculators/income-tax-eligibility";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: incomeTaxEligibility, hi: incomeTaxEligibilityIn("hi") };

export default function IncomeTaxEligibilityPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
