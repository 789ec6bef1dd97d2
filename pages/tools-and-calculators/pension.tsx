import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { pension, pensionIn } from "@/lib/calculators/pension";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/pension"));

function PensionCalculatorPageIn({ calculator }: { calculator: typeof pension }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function PensionCalculatorPage() {
  if (useLocale() !== "hi") return <PensionCalculatorPageIn calculator={pension} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("pension") ? <PensionCalculatorPageIn calculator={pensionIn("hi")} /> : <InHindi render={(calculator) => <PensionCalculatorPageIn calculator={calculator} />} />;
}
