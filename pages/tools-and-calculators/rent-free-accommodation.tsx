import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rentFreeAccommodation } from "@/lib/calculators/rent-free-accommodation";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/rent-free-accommodation"));

function RentFreeAccommodationCalculatorPageIn({ calculator }: { calculator: typeof rentFreeAccommodation }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function RentFreeAccommodationCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <RentFreeAccommodationCalculatorPageIn calculator={calculator} />} /> : <RentFreeAccommodationCalculatorPageIn calculator={rentFreeAccommodation} />;
}
