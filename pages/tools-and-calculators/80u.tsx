import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { section80u } from "@/lib/calculators/80u";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/80u"));

function Section80uCalculatorPageIn({ calculator }: { calculator: typeof section80u }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function Section80uCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <Section80uCalculatorPageIn calculator={calculator} />} /> : <Section80uCalculatorPageIn calculator={section80u} />;
}
