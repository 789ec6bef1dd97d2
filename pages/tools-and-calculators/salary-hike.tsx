import { CalculatorPage } from "@/components/calculators/calculator-page";
import { salaryHike } from "@/lib/calculators/salary-hike";

export default function SalaryHikeCalculatorPage() {
  return <CalculatorPage calculator={salaryHike} />;
}
