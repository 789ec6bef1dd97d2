import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rd, rdIn } from "@/lib/calculators/rd";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/rd"));

function RdCalculatorPageIn({ calculator }: { calculator: typeof rd }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function RdCalculatorPage() {
  if (useLocale() !== "hi") return <RdCalculatorPageIn calculator={rd} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("rd") ? <RdCalculatorPageIn calculator={rdIn("hi")} /> : <InHindi render={(calculator) => <RdCalculatorPageIn calculator={calculator} />} />;
}
