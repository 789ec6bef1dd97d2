import { CalculatorPage } from "@/components/calculators/calculator-page";
import { taxAudit, taxAuditIn } from "@/lib/calculators/tax-audit";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: taxAudit, hi: taxAuditIn("hi") };

export default function TaxAuditCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
