import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salary, salaryIn } from "@/lib/calculators/salary";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: salary, hi: salaryIn("hi") };

export default function SalaryCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
