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

/** A money figure's value (its <output name>), for arithmetic in the tests. */
export const money = (result: CalculatorResult | null, name: string) => figure(result, name) as number;

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The plain CSV values of one column of the result's first table (a schedule), found by its heading. */
export function scheduleColumn(result: CalculatorResult, name: string): number[] {
  const table = result.tables![0]!;
  const index = table.columns.indexOf(name);
  expect(index).toBeGreaterThanOrEqual(0);
  return table.csvRows!.map((row) => row[index] as number);
}
