import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rentFreeAccommodation, rentFreeAccommodationIn } from "@/lib/calculators/rent-free-accommodation";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/rent-free-accommodation"));

function RentFreeAccommodationCalculatorPageIn({ calculator }: { calculator: typeof rentFreeAccommodation }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function RentFreeAccommodationCalculatorPage() {
  if (useLocale() !== "hi") return <RentFreeAccommodationCalculatorPageIn calculator={rentFreeAccommodation} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("rent-free-accommodation") ? <RentFreeAccommodationCalculatorPageIn calculator={rentFreeAccommodationIn("hi")} /> : <InHindi render={(calculator) => <RentFreeAccommodationCalculatorPageIn calculator={calculator} />} />;
}
