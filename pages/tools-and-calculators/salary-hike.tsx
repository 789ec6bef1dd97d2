import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salaryHike, salaryHikeIn } from "@/lib/calculators/salary-hike";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: salaryHike, hi: salaryHikeIn("hi") };

export default function SalaryHikeCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
