import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rentFreeAccommodation } from "@/lib/calculators/rent-free-accommodation";

export default function RentFreeAccommodationCalculatorPage() {
  return <CalculatorPage calculator={rentFreeAccommodation} />;
}
