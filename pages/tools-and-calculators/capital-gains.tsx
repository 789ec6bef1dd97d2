import { CalculatorPage } from "@/components/calculators/calculator-page";
import { capitalGains } from "@/lib/calculators/capital-gains";

export default function CapitalGainsCalculatorPage() {
  return <CalculatorPage calculator={capitalGains} />;
}
