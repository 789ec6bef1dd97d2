import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { taxAudit, taxAuditIn } from "@/lib/calculators/tax-audit";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/tax-audit"));

function TaxAuditCalculatorPageIn({ calculator }: { calculator: typeof taxAudit }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function TaxAuditCalculatorPage() {
  if (useLocale() !== "hi") return <TaxAuditCalculatorPageIn calculator={taxAudit} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("tax-audit") ? <TaxAuditCalculatorPageIn calculator={taxAuditIn("hi")} /> : <InHindi render={(calculator) => <TaxAuditCalculatorPageIn calculator={calculator} />} />;
}
