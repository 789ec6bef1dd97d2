import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { TdsRateTable } from "@/components/calculators/tds-rate-table";
import { tds, tdsIn } from "@/lib/calculators/tds";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/tds"));

/** The rate chart follows the year chosen in the form (its default while a field is invalid), in the page's language. */
function TdsCalculatorPageIn({ calculator }: { calculator: typeof tds }) {
  const locale = useLocale();
  return <CalculatorPage calculator={calculator}>{(input) => <TdsRateTable fy={input?.fy} locale={locale} />}</CalculatorPage>;
}

export default function TdsCalculatorPage() {
  if (useLocale() !== "hi") return <TdsCalculatorPageIn calculator={tds} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("tds") ? <TdsCalculatorPageIn calculator={tdsIn("hi")} /> : <InHindi render={(calculator) => <TdsCalculatorPageIn calculator={calculator} />} />;
}
