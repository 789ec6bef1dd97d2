import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { HsnLiveResults } from "@/components/calculators/lookups/hsn-live-results";
import { HsnOfficialTitles } from "@/components/calculators/lookups/hsn-official-titles";
import { hsnFinder, hsnFinderIn } from "@/lib/calculators/hsn-finder";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/hsn-finder"));

function HsnFinderPageIn({ calculator }: { calculator: typeof hsnFinder }) {
  const locale = useLocale();
  return (
    <CalculatorPage calculator={calculator}>
      {(input) => (
        <>
          {locale !== "en" && <HsnOfficialTitles query={input?.q ?? null} />}
          <HsnLiveResults query={input?.q ?? null} />
        </>
      )}
    </CalculatorPage>
  );
}

export default function HsnFinderPage() {
  if (useLocale() !== "hi") return <HsnFinderPageIn calculator={hsnFinder} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("hsn-finder") ? <HsnFinderPageIn calculator={hsnFinderIn("hi")} /> : <InHindi render={(calculator) => <HsnFinderPageIn calculator={calculator} />} />;
}
