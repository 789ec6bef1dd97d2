import type { YearRules } from "../types";
import { PROPOSED_YEARS } from "../proposals";
import { applyYearChanges, type YearChanges } from "../year-changes";
import { FINANCIAL_YEARS, type EnactedYear, type FinancialYear } from "../years";
import { rulesFy2023_24 } from "./fy-2023-24";
import { rulesFy2024_25 } from "./fy-2024-25";
import { rulesFy2025_26 } from "./fy-2025-26";
import { rulesFy2026_27 } from "./fy-2026-27";

const ENACTED_RULES: Readonly<Record<EnactedYear, YearRules>> = {
  "2023-24": rulesFy2023_24,
  "2024-25": rulesFy2024_25,
  "2025-26": rulesFy2025_26,
  "2026-27": rulesFy2026_27,
};

/**
 * The rules of every year the site computes, keyed by financial year: each enacted year's own
 * file, and a year of a Finance Bill's proposals (lib/tax/proposals.ts) as the year before it
 * with the proposals applied (docs/budget-day.md).
 */
export const TAX_RULES_BY_YEAR: Readonly<Record<FinancialYear, YearRules>> = (PROPOSED_YEARS as readonly YearChanges[]).reduce<Record<string, YearRules>>(
  (rules, proposal) => {
    const before = FINANCIAL_YEARS[FINANCIAL_YEARS.indexOf(proposal.year as FinancialYear) - 1];
    const base = before ? rules[before] : undefined;
    if (!base) throw new Error(`The proposals for ${proposal.year} follow no year we have rules for`);
    return { ...rules, [proposal.year]: applyYearChanges(base, proposal) };
  },
  { ...ENACTED_RULES },
) as Record<FinancialYear, YearRules>;

/** The rules for a year; throws for a year we do not model (callers validate `fy` first). */
export function rulesFor(fy: FinancialYear): YearRules {
  const rules = TAX_RULES_BY_YEAR[fy];
  if (!rules) {
    throw new RangeError(`No tax rules for financial year "${String(fy)}"; known years: ${FINANCIAL_YEARS.join(", ")}`);
  }
  return rules;
}
