import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80d, section80dIn } from "@/lib/calculators/80d";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/80d"));

function Section80dCalculatorPageIn({ calculator }: { calculator: typeof section80d }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function Section80dCalculatorPage() {
  if (useLocale() !== "hi") return <Section80dCalculatorPageIn calculator={section80d} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("80d") ? <Section80dCalculatorPageIn calculator={section80dIn("hi")} /> : <InHindi render={(calculator) => <Section80dCalculatorPageIn calculator={calculator} />} />;
}
