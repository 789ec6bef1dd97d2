import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salary } from "@/lib/calculators/salary";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/salary"));

function SalaryCalculatorPageIn({ calculator }: { calculator: typeof salary }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SalaryCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <SalaryCalculatorPageIn calculator={calculator} />} /> : <SalaryCalculatorPageIn calculator={salary} />;
}
