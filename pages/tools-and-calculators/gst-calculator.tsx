import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gstCalculator } from "@/lib/calculators/gst-calculator";

export default function GstCalculatorPage() {
  return <CalculatorPage calculator={gstCalculator} />;
}
