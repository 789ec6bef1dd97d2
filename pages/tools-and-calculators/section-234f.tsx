import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section234f } from "@/lib/calculators/section-234f";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/section-234f"));

function Section234fCalculatorPageIn({ calculator }: { calculator: typeof section234f }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function Section234fCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <Section234fCalculatorPageIn calculator={calculator} />} /> : <Section234fCalculatorPageIn calculator={section234f} />;
}
