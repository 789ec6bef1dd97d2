import { CalculatorPage } from "@/components/calculators/calculator-page";
import { sip, sipIn } from "@/lib/calculators/sip";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: sip, hi: sipIn("hi") };

export default function SipCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
