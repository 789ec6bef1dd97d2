import { CalculatorPage } from "@/components/calculators/calculator-page";
import { GstinRegistration } from "@/components/calculators/lookups/gstin-registration";
import { gstNumberSearch } from "@/lib/calculators/gst-number-search";

export default function GstNumberSearchPage() {
  return <CalculatorPage calculator={gstNumberSearch}>{(input) => <GstinRegistration gstin={input?.gstin || null} />}</CalculatorPage>;
}
