import { CalculatorPage } from "@/components/calculators/calculator-page";
import { transportAllowance, transportAllowanceIn } from "@/lib/calculators/transport-allowance";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: transportAllowance, hi: transportAllowanceIn("hi") };

export default function TransportAllowanceCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
