import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { hra } from "@/lib/calculators/hra";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/hra"));

function HraCalculatorPageIn({ calculator }: { calculator: typeof hra }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function HraCalculatorPage() {
  return useLocale() === "hi" ? <InHindi render={(calculator) => <HraCalculatorPageIn calculator={calculator} />} /> : <HraCalculatorPageIn calculator={hra} />;
}
