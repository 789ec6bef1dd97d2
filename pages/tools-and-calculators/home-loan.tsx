import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { homeLoan } from "@/lib/calculators/home-loan";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/home-loan"));

function HomeLoanCalculatorPageIn({ calculator }: { calculator: typeof homeLoan }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function HomeLoanCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <HomeLoanCalculatorPageIn calculator={calculator} />} /> : <HomeLoanCalculatorPageIn calculator={homeLoan} />;
}
