import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80tta, section80ttaIn } from "@/lib/calculators/80tta";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/80tta"));

function Section80ttaCalculatorPageIn({ calculator }: { calculator: typeof section80tta }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function Section80ttaCalculatorPage() {
  if (useLocale() !== "hi") return <Section80ttaCalculatorPageIn calculator={section80tta} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("80tta") ? <Section80ttaCalculatorPageIn calculator={section80ttaIn("hi")} /> : <InHindi render={(calculator) => <Section80ttaCalculatorPageIn calculator={calculator} />} />;
}
