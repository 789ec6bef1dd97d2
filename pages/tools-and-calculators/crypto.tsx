import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { cryptoTax } from "@/lib/calculators/crypto";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/crypto"));

function CryptoTaxCalculatorPageIn({ calculator }: { calculator: typeof cryptoTax }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function CryptoTaxCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <CryptoTaxCalculatorPageIn calculator={calculator} />} /> : <CryptoTaxCalculatorPageIn calculator={cryptoTax} />;
}
