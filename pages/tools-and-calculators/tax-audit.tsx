import { CalculatorPage } from "@/components/calculators/calculator-page";
import { taxAudit } from "@/lib/calculators/tax-audit";

export default function TaxAuditCalculatorPage() {
  return <CalculatorPage calculator={taxAudit} />;
}
