import { CalculatorPage } from "@/components/calculators/calculator-page";
import { budgetChanges } from "@/lib/calculators/budget-changes";

export default function BudgetChangesCalculatorPage() {
  return <CalculatorPage calculator={budgetChanges} />;
}
