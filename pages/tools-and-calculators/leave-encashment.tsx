import { CalculatorPage } from "@/components/calculators/calculator-page";
import { leaveEncashment } from "@/lib/calculators/leave-encashment";

export default function LeaveEncashmentCalculatorPage() {
  return <CalculatorPage calculator={leaveEncashment} />;
}
