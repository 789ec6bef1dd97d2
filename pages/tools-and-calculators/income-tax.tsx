import { CalculatorPage } from "@/components/calculators/calculator-page";
import { incomeTax, incomeTaxIn } from "@/lib/calculators/income-tax";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: incomeTax, hi: incomeTaxIn("hi") };

export default function IncomeTaxCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
