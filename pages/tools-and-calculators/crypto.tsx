import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { cryptoTax, cryptoTaxIn } from "@/lib/calculators/crypto";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/crypto"));

function CryptoTaxCalculatorPageIn({ calculator }: { calculator: typeof cryptoTax }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function CryptoTaxCalculatorPage() {
  if (useLocale() !== "hi") return <CryptoTaxCalculatorPageIn calculator={cryptoTax} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("crypto") ? <CryptoTaxCalculatorPageIn calculator={cryptoTaxIn("hi")} /> : <InHindi render={(calculator) => <CryptoTaxCalculatorPageIn calculator={calculator} />} />;
}
