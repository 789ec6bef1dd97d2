import type { YearRules } from "../types";
import { FINANCIAL_YEARS, type FinancialYear } from "../years";
import { rulesFy2023_24 } from "./fy-2023-24";
import { rulesFy2024_25 } from "./fy-2024-25";
import { rulesFy2025_26 } from "./fy-2025-26";
import { rulesFy2026_27 } from "./fy-2026-27";

/** The rules of every year the site computes, keyed by financial year. A new year is one new entry here. */
export const TAX_RULES_BY_YEAR: Readonly<Record<FinancialYear, YearRules>> = {
  "2023-24": rulesFy2023_24,
  "2024-25": rulesFy2024_25,
  "2025-26": rulesFy2025_26,
  "2026-27": rulesFy2026_27,
};

/** The rules for a year; throws for a year we do not model (callers validate `fy` first). */
export function rulesFor(fy: FinancialYear): YearRules {
  const rules = TAX_RULES_BY_YEAR[fy];
  if (!rules) {
    throw new RangeError(`No tax rules for financial year "${String(fy)}"; known years: ${FINANCIAL_YEARS.join(", ")}`);
  }
  return rules;
}
