import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gstCalculator, gstCalculatorIn } from "@/lib/calculators/gst-calculator";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: gstCalculator, hi: gstCalculatorIn("hi") };

export default function GstCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
