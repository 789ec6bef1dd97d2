import type { IncomeTaxInput } from "@/lib/tax";
import { formatInr } from "@/lib/format";

/** An income-tax input with everything zero except what the case sets (tests only). */
export function taxInput(overrides: Partial<IncomeTaxInput> & Pick<IncomeTaxInput, "fy" | "regime">): IncomeTaxInput {
  return {
    age: "below60",
    grossSalary: 0,
    otherIncome: 0,
    exemptHra: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
    ...overrides,
  };
}

export const LAKH = 1_00_000;
export const CRORE = 1_00_00_000;

/**
 * Adds a formatted copy of every number in each row ("income" → "incomeText": "₹12,10,000"),
 * so that test names state amounts the way the site shows them.
 */
export function withRupees<T extends object>(rows: readonly T[]): Array<T & { [K in keyof T as `${string & K}Text`]: string }> {
  return rows.map((row) => {
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === "number") texts[`${key}Text`] = formatInr(value, { paise: !Number.isInteger(value) });
    }
    return { ...row, ...texts } as T & { [K in keyof T as `${string & K}Text`]: string };
  });
}
