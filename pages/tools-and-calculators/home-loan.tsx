import { CalculatorPage } from "@/components/calculators/calculator-page";
import { homeLoan } from "@/lib/calculators/home-loan";

export default function HomeLoanCalculatorPage() {
  return <CalculatorPage calculator={homeLoan} />;
}
