import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salaryHike, salaryHikeIn } from "@/lib/calculators/salary-hike";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/salary-hike"));

function SalaryHikeCalculatorPageIn({ calculator }: { calculator: typeof salaryHike }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function SalaryHikeCalculatorPage() {
  if (useLocale() !== "hi") return <SalaryHikeCalculatorPageIn calculator={salaryHike} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("salary-hike") ? <SalaryHikeCalculatorPageIn calculator={salaryHikeIn("hi")} /> : <InHindi render={(calculator) => <SalaryHikeCalculatorPageIn calculator={calculator} />} />;
}
