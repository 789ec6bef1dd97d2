import { CalculatorPage } from "@/components/calculators/calculator-page";
import { cryptoTax, cryptoTaxIn } from "@/lib/calculators/crypto";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: cryptoTax, hi: cryptoTaxIn("hi") };

export default function CryptoTaxCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
