import { defaultRawInputs, readInputs, resultFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { Calculator, CalculatorResult, Field, Figure } from "@/lib/calculators/types";

export interface CalculatorRun {
  result: CalculatorResult | null;
  errors: Record<string, string | undefined>;
}

/** Runs a calculator as the page does: raw query text laid over the defaults. */
export function runnerFor<Fields extends Record<string, Field>>(calculator: Calculator<Fields>) {
  return (raw: RawInputs): CalculatorRun => {
    const full = { ...defaultRawInputs(calculator), ...raw };
    const read = readInputs(calculator, full);
    return { result: resultFor(calculator, read, full), errors: read.errors as CalculatorRun["errors"] };
  };
}

/** The value of the figure named `name` (its <output name>), or undefined when not shown. */
export function figure(result: CalculatorResult | null, name: string): Figure["value"] | undefined {
  return result?.groups.flatMap((group) => group.figures).find((candidate) => candidate.name === name)?.value;
}
