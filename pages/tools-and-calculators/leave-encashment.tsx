import { CalculatorPage } from "@/components/calculators/calculator-page";
import { leaveEncashment, leaveEncashmentIn } from "@/lib/calculators/leave-encashment";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: leaveEncashment, hi: leaveEncashmentIn("hi") };

export default function LeaveEncashmentCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
