import { CalculatorPage } from "@/components/calculators/calculator-page";
import { cryptoTax } from "@/lib/calculators/crypto";

export default function CryptoTaxCalculatorPage() {
  return <CalculatorPage calculator={cryptoTax} />;
}
