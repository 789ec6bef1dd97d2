import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { budgetChanges, budgetChangesIn } from "@/lib/calculators/budget-changes";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/budget-changes"));

function BudgetChangesCalculatorPageIn({ calculator }: { calculator: typeof budgetChanges }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function BudgetChangesCalculatorPage() {
  if (useLocale() !== "hi") return <BudgetChangesCalculatorPageIn calculator={budgetChanges} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("budget-changes") ? <BudgetChangesCalculatorPageIn calculator={budgetChangesIn("hi")} /> : <InHindi render={(calculator) => <BudgetChangesCalculatorPageIn calculator={calculator} />} />;
}
