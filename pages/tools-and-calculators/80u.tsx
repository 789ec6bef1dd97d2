import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80u, section80uIn } from "@/lib/calculators/80u";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/80u"));

function Section80uCalculatorPageIn({ calculator }: { calculator: typeof section80u }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function Section80uCalculatorPage() {
  if (useLocale() !== "hi") return <Section80uCalculatorPageIn calculator={section80u} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("80u") ? <Section80uCalculatorPageIn calculator={section80uIn("hi")} /> : <InHindi render={(calculator) => <Section80uCalculatorPageIn calculator={calculator} />} />;
}
