import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { budgetChanges } from "@/lib/calculators/budget-changes";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/budget-changes"));

function BudgetChangesCalculatorPageIn({ calculator }: { calculator: typeof budgetChanges }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function BudgetChangesCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <BudgetChangesCalculatorPageIn calculator={calculator} />} /> : <BudgetChangesCalculatorPageIn calculator={budgetChanges} />;
}
