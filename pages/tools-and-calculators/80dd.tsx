import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80dd, section80ddIn } from "@/lib/calculators/80dd";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/80dd"));

function Section80ddCalculatorPageIn({ calculator }: { calculator: typeof section80dd }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function Section80ddCalculatorPage() {
  if (useLocale() !== "hi") return <Section80ddCalculatorPageIn calculator={section80dd} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("80dd") ? <Section80ddCalculatorPageIn calculator={section80ddIn("hi")} /> : <InHindi render={(calculator) => <Section80ddCalculatorPageIn calculator={calculator} />} />;
}
