import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salary, salaryIn } from "@/lib/calculators/salary";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/salary"));

function SalaryCalculatorPageIn({ calculator }: { calculator: typeof salary }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SalaryCalculatorPage() {
  if (useLocale() !== "hi") return <SalaryCalculatorPageIn calculator={salary} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("salary") ? <SalaryCalculatorPageIn calculator={salaryIn("hi")} /> : <InHindi render={(calculator) => <SalaryCalculatorPageIn calculator={calculator} />} />;
}
