import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salaryHike } from "@/lib/calculators/salary-hike";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/salary-hike"));

function SalaryHikeCalculatorPageIn({ calculator }: { calculator: typeof salaryHike }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SalaryHikeCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <SalaryHikeCalculatorPageIn calculator={calculator} />} /> : <SalaryHikeCalculatorPageIn calculator={salaryHike} />;
}
