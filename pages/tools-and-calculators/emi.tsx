import { CalculatorPage } from "@/components/calculators/calculator-page";
import { emi, emiIn } from "@/lib/calculators/emi";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: emi, hi: emiIn("hi") };

export default function EmiCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
