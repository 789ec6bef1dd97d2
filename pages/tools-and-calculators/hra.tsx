import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { hra, hraIn } from "@/lib/calculators/hra";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/hra"));

function HraCalculatorPageIn({ calculator }: { calculator: typeof hra }) {
  return <CalculatorPage calculator={calculator} />;
}

export default function HraCalculatorPage() {
  if (useLocale() !== "hi") return <HraCalculatorPageIn calculator={hra} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("hra") ? <HraCalculatorPageIn calculator={hraIn("hi")} /> : <InHindi render={(calculator) => <HraCalculatorPageIn calculator={calculator} />} />;
}
