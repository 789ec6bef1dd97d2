import { CalculatorPage } from "@/components/calculators/calculator-page";
import { IfscBranch } from "@/components/calculators/lookups/ifsc-branch";
import { ifscChecker, ifscCheckerIn } from "@/lib/calculators/ifsc-checker";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: ifscChecker, hi: ifscCheckerIn("hi") };

export default function IfscCheckerPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]}>{(input) => <IfscBranch ifsc={input?.ifsc || null} />}</CalculatorPage>;
}
