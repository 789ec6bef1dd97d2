import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { IfscBranch } from "@/components/calculators/lookups/ifsc-branch";
import { ifscChecker, ifscCheckerIn } from "@/lib/calculators/ifsc-checker";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/ifsc-checker"));

function IfscCheckerPageIn({ calculator }: { calculator: typeof ifscChecker }) {
  return <CalculatorPage calculator={calculator}>{(input) => <IfscBranch ifsc={input?.ifsc || null} />}</CalculatorPage>;
}

export default function IfscCheckerPage() {
  if (useLocale() !== "hi") return <IfscCheckerPageIn calculator={ifscChecker} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("ifsc-checker") ? <IfscCheckerPageIn calculator={ifscCheckerIn("hi")} /> : <InHindi render={(calculator) => <IfscCheckerPageIn calculator={calculator} />} />;
}
