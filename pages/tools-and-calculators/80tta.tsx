import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80tta, section80ttaIn } from "@/lib/calculators/80tta";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: section80tta, hi: section80ttaIn("hi") };

export default function Section80ttaCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
