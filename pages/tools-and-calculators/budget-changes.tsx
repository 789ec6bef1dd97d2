import { CalculatorPage } from "@/components/calculators/calculator-page";
import { budgetChanges, budgetChangesIn } from "@/lib/calculators/budget-changes";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: budgetChanges, hi: budgetChangesIn("hi") };

export default function BudgetChangesCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
