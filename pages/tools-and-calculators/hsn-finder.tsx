import { CalculatorPage } from "@/components/calculators/calculator-page";
import { HsnLiveResults } from "@/components/calculators/lookups/hsn-live-results";
import { HsnOfficialTitles } from "@/components/calculators/lookups/hsn-official-titles";
import { hsnFinder, hsnFinderIn } from "@/lib/calculators/hsn-finder";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: hsnFinder, hi: hsnFinderIn("hi") };

export default function HsnFinderPage() {
  const locale = useLocale();
  return (
    <CalculatorPage calculator={BY_LOCALE[locale]}>
      {(input) => (
        <>
          {locale !== "en" && <HsnOfficialTitles query={input?.q ?? null} />}
          <HsnLiveResults query={input?.q ?? null} />
        </>
      )}
    </CalculatorPage>
  );
}
