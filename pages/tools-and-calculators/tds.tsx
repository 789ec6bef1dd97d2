import { CalculatorPage } from "@/components/calculators/calculator-page";
import { TdsRateTable } from "@/components/calculators/tds-rate-table";
import { tds, tdsIn } from "@/lib/calculators/tds";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: tds, hi: tdsIn("hi") };

/** The rate chart follows the year chosen in the form (its default while a field is invalid), in the page's language. */
export default function TdsCalculatorPage() {
  const locale = useLocale();
  return <CalculatorPage calculator={BY_LOCALE[locale]}>{(input) => <TdsRateTable fy={input?.fy} locale={locale} />}</CalculatorPage>;
}
