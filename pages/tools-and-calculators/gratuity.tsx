import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gratuity, gratuityIn } from "@/lib/calculators/gratuity";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/gratuity"));

function GratuityCalculatorPageIn({ calculator }: { calculator: typeof gratuity }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function GratuityCalculatorPage() {
  if (useLocale() !== "hi") return <GratuityCalculatorPageIn calculator={gratuity} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("gratuity") ? <GratuityCalculatorPageIn calculator={gratuityIn("hi")} /> : <InHindi render={(calculator) => <GratuityCalculatorPageIn calculator={calculator} />} />;
}
