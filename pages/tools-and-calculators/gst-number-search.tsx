import { CalculatorPage } from "@/components/calculators/calculator-page";
import { GstinRegistration } from "@/components/calculators/lookups/gstin-registration";
import { gstNumberSearch, gstNumberSearchIn } from "@/lib/calculators/gst-number-search";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: gstNumberSearch, hi: gstNumberSearchIn("hi") };

export default function GstNumberSearchPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]}>{(input) => <GstinRegistration gstin={input?.gstin || null} />}</CalculatorPage>;
}
