import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { fixedDeposit } from "@/lib/calculators/fixed-deposit";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/fixed-deposit"));

function FixedDepositCalculatorPageIn({ calculator }: { calculator: typeof fixedDeposit }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function FixedDepositCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <FixedDepositCalculatorPageIn calculator={calculator} />} /> : <FixedDepositCalculatorPageIn calculator={fixedDeposit} />;
}
