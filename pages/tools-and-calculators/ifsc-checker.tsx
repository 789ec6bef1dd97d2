import { CalculatorPage } from "@/components/calculators/calculator-page";
import { IfscBranch } from "@/components/calculators/lookups/ifsc-branch";
import { ifscChecker } from "@/lib/calculators/ifsc-checker";

export default function IfscCheckerPage() {
  return <CalculatorPage calculator={ifscChecker}>{(input) => <IfscBranch ifsc={input?.ifsc || null} />}</CalculatorPage>;
}
