import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { taxAudit } from "@/lib/calculators/tax-audit";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/tax-audit"));

function TaxAuditCalculatorPageIn({ calculator }: { calculator: typeof taxAudit }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function TaxAuditCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <TaxAuditCalculatorPageIn calculator={calculator} />} /> : <TaxAuditCalculatorPageIn calculator={taxAudit} />;
}
