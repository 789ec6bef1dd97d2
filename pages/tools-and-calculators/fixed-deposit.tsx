import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { fixedDeposit, fixedDepositIn } from "@/lib/calculators/fixed-deposit";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/fixed-deposit"));

function FixedDepositCalculatorPageIn({ calculator }: { calculator: typeof fixedDeposit }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function FixedDepositCalculatorPage() {
  if (useLocale() !== "hi") return <FixedDepositCalculatorPageIn calculator={fixedDeposit} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("fixed-deposit") ? <FixedDepositCalculatorPageIn calculator={fixedDepositIn("hi")} /> : <InHindi render={(calculator) => <FixedDepositCalculatorPageIn calculator={calculator} />} />;
}
