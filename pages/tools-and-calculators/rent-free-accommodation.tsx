import { CalculatorPage } from "@/components/calculators/calculator-page";
import { rentFreeAccommodation, rentFreeAccommodationIn } from "@/lib/calculators/rent-free-accommodation";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: rentFreeAccommodation, hi: rentFreeAccommodationIn("hi") };

export default function RentFreeAccommodationCalculatorPage() {
  return <CalculatorPage calculator={BY_LOCALE[useLocale()]} />;
}
