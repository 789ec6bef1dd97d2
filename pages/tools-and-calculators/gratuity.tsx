import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { gratuity } from "@/lib/calculators/gratuity";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/gratuity"));

function GratuityCalculatorPageIn({ calculator }: { calculator: typeof gratuity }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function GratuityCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <GratuityCalculatorPageIn calculator={calculator} />} /> : <GratuityCalculatorPageIn calculator={gratuity} />;
}
