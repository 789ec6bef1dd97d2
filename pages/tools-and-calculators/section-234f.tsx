import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section234f, section234fIn } from "@/lib/calculators/section-234f";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/section-234f"));

function Section234fCalculatorPageIn({ calculator }: { calculator: typeof section234f }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function Section234fCalculatorPage() {
  if (useLocale() !== "hi") return <Section234fCalculatorPageIn calculator={section234f} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("section-234f") ? <Section234fCalculatorPageIn calculator={section234fIn("hi")} /> : <InHindi render={(calculator) => <Section234fCalculatorPageIn calculator={calculator} />} />;
}
