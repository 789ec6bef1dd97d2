import dynamic from "next/dynamic";
import { CalculatorPage } from "@/components/calculators/calculator-page";
import { Form12bbForm } from "@/components/calculators/form-12bb/form-12bb-form";
import { form12bb, form12bbIn } from "@/lib/calculators/form-12bb";
import { hindiLoaded } from "@/lib/i18n/hindi-loaded";
import { useLocale } from "@/lib/i18n/use-locale";

/** The Hindi words load only under /hi, before the page hydrates (next/dynamic; docs/i18n.md). */
const InHindi = dynamic(() => import("@/components/calculators/hindi/form-12bb"));

function Form12bbGeneratorPageIn({ calculator }: { calculator: typeof form12bb }) {
  return (
    <CalculatorPage calculator={calculator}>
      {(input) => <Form12bbForm input={input} />}
    </CalculatorPage>
  );
}

export default function Form12bbGeneratorPage() {
  if (useLocale() !== "hi") return <Form12bbGeneratorPageIn calculator={form12bb} />;
  // Words loaded already in the browser (a server-rendered link page loads them first) render at once; the
  // server always goes through the dynamic module, so the page names it for the browser to load before hydrating.
  return typeof window !== "undefined" && hindiLoaded("form-12bb") ? <Form12bbGeneratorPageIn calculator={form12bbIn("hi")} /> : <InHindi render={(calculator) => <Form12bbGeneratorPageIn calculator={calculator} />} />;
}
