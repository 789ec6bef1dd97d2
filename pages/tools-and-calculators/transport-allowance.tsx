import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { transportAllowance, transportAllowanceIn } from "@/lib/calculators/transport-allowance";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/transport-allowance"));

function TransportAllowanceCalculatorPageIn({ calculator }: { calculator: typeof transportAllowance }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function TransportAllowanceCalculatorPage() {
  if (useLocale() !== "hi") return <TransportAllowanceCalculatorPageIn calculator={transportAllowance} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("transport-allowance") ? <TransportAllowanceCalculatorPageIn calculator={transportAllowanceIn("hi")} /> : <InHindi render={(calculator) => <TransportAllowanceCalculatorPageIn calculator={calculator} />} />;
}
