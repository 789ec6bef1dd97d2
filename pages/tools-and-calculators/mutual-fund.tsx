import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { mutualFund, mutualFundIn } from "@/lib/calculators/mutual-fund";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/mutual-fund"));

function MutualFundCalculatorPageIn({ calculator }: { calculator: typeof mutualFund }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function MutualFundCalculatorPage() {
  if (useLocale() !== "hi") return <MutualFundCalculatorPageIn calculator={mutualFund} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("mutual-fund") ? <MutualFundCalculatorPageIn calculator={mutualFundIn("hi")} /> : <InHindi render={(calculator) => <MutualFundCalculatorPageIn calculator={calculator} />} />;
}
