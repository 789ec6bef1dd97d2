import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salary } from "@/lib/calculators/salary";

export default function SalaryCalculatorPage() {
  return <CalculatorPage calculator={salary} />;
}
