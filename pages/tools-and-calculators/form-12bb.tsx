import { CalculatorPage } from "@/components/calculators/calculator-page";
import { Form12bbForm } from "@/components/calculators/form-12bb/form-12bb-form";
import { form12bb } from "@/lib/calculators/form-12bb";

export default function Form12bbGeneratorPage() {
  return (
    <CalculatorPage calculator={form12bb}>
      {(input) => <Form12bbForm input={input} />}
    </CalculatorPage>
  );
}
