import { CalculatorPage } from "@/components/calculators/calculator-page";
import { Form12bbForm } from "@/components/calculators/form-12bb/form-12bb-form";
import { form12bb, form12bbIn } from "@/lib/calculators/form-12bb";
import { useLocale } from "@/lib/i18n/use-locale";

const BY_LOCALE = { en: form12bb, hi: form12bbIn("hi") };

export default function Form12bbGeneratorPage() {
  return (
    <CalculatorPage calculator={BY_LOCALE[useLocale()]}>
      {(input) => <Form12bbForm input={input} />}
    </CalculatorPage>
  );
}
