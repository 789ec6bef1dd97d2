import type { IsoDate } from "./types";
import { isProposedYear, PROPOSED_YEAR_LABELS, type ProposedYear } from "./proposed-years";

/**
 * The financial years the site computes tax for, oldest first. FY 2026-27 is the first
 * "tax year" under the Income-tax Act, 2025 (in force 1 April 2026); the years before it
 * fall under the Income-tax Act, 1961, and keep "previous year" / "assessment year".
 * Adding a year: add it here and add its rules in lib/tax/parameters.
 */
const ENACTED_YEARS = ["2023-24", "2024-25", "2025-26", "2026-27"] as const;
/** A year whose rates are law (its Finance Act has passed). */
export type EnactedYear = (typeof ENACTED_YEARS)[number];
export type FinancialYear = EnactedYear | ProposedYear;
/** Oldest first; a year of a Finance Bill's proposals (lib/tax/proposals.ts) comes last. */
export const FINANCIAL_YEARS: readonly FinancialYear[] = [...ENACTED_YEARS, ...PROPOSED_YEAR_LABELS];
/** The oldest year the site computes. */
export const FIRST_FINANCIAL_YEAR: FinancialYear = ENACTED_YEARS[0];
/** The newest: the current year, or on Budget day the proposed one. */
export const LATEST_FINANCIAL_YEAR: FinancialYear = FINANCIAL_YEARS.at(-1) ?? ENACTED_YEARS[3];

/** The year calculators open on (CALCULATOR-CONTRACT.md: default `fy` is 2026-27). */
export const CURRENT_FINANCIAL_YEAR: FinancialYear = "2026-27";

/** The first year of the Income-tax Act, 2025, which speaks of a "tax year" instead of FY/AY. */
export const FIRST_TAX_YEAR_UNDER_2025_ACT: FinancialYear = "2026-27";

export function isFinancialYear(value: unknown): value is FinancialYear {
  return typeof value === "string" && (FINANCIAL_YEARS as readonly string[]).includes(value);
}

/** "2025-26" → 2025. */
export function startYearOf(fy: string): number {
  const match = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!match) throw new RangeError(`Not a financial year: "${fy}"`);
  const start = Number(match[1]);
  if ((start + 1) % 100 !== Number(match[2])) throw new RangeError(`Not a financial year: "${fy}"`);
  return start;
}

function yearLabel(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The year that follows: the assessment year of a financial year (docs/tax-methods.md §0.1). "2025-26" → "2026-27". */
export function assessmentYearOf(fy: string): string {
  return yearLabel(startYearOf(fy) + 1);
}

/** 1 April to 31 March. */
export function financialYearDates(fy: string): { start: IsoDate; end: IsoDate } {
  const start = startYearOf(fy);
  return { start: `${start}-04-01`, end: `${start + 1}-03-31` };
}

/** The financial year a calendar date falls in (any year, not only those in FINANCIAL_YEARS). "2026-06-15" → "2026-27". */
export function financialYearOf(date: IsoDate): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a date: "${date}"`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  return yearLabel(month >= 4 ? year : year - 1);
}

/** Whether the year is a "tax year" under the Income-tax Act, 2025. */
export function isTaxYearUnder2025Act(fy: FinancialYear): boolean {
  return startYearOf(fy) >= startYearOf(FIRST_TAX_YEAR_UNDER_2025_ACT);
}

/**
 * A table keyed by year whose rules change only with the Act: the 1961 Act's rules for the
 * years before tax year 2026-27, the 2025 Act's from it. Each rule carries the date it took
 * effect, so a rule that has not changed is written once and a new year under the same Act
 * needs no entry (docs/add-a-financial-year.md). When a Finance Act changes one for a year,
 * that table is written out year by year instead.
 */
export function byAct<T>(under1961Act: T, under2025Act: T): Readonly<Record<FinancialYear, T>> {
  return Object.fromEntries(FINANCIAL_YEARS.map((fy) => [fy, isTaxYearUnder2025Act(fy) ? under2025Act : under1961Act])) as Record<FinancialYear, T>;
}

/**
 * How the year is named to the user: "FY 2025-26 (AY 2026-27)" under the 1961 Act, "Tax year
 * 2026-27" under the 2025 Act, and "Tax year 2027-28 (proposed)" while its Finance Bill is
 * not yet law (lib/tax/proposals.ts), so no picker, result or preview names a proposal as law.
 */
export function financialYearLabel(fy: FinancialYear): string {
  const name = isTaxYearUnder2025Act(fy) ? `Tax year ${fy}` : `FY ${fy} (AY ${assessmentYearOf(fy)})`;
  return isProposedYear(fy) ? `${name} (proposed)` : name;
}
