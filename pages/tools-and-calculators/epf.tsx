import { CalculatorPage } from "@/components/calculators/calculator-page";
import { epf, epfIn } from "@/lib/calculators/epf";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: epf, hi: epfIn("hi") };

export default function EpfCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
