import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { mutualFund } from "@/lib/calculators/mutual-fund";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/mutual-fund"));

function MutualFundCalculatorPageIn({ calculator }: { calculator: typeof mutualFund }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function MutualFundCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <MutualFundCalculatorPageIn calculator={calculator} />} /> : <MutualFundCalculatorPageIn calculator={mutualFund} />;
}
