/*
 * Compound interest (docs/tax-methods.md §39): A = P × (1 + r/(100·m))^(m·t), interest = A − P.
 *
 * Input checks and rounding come from shared.ts, like every finance formula's.
 *
 * Rounding: everything is computed at full precision. A schedule rounds each year's
 * closing balance to the rupee (Math.round) and takes the year's interest as the
 * difference of rounded balances, so the rows add up exactly to the totals and the last
 * closing balance is the exact amount rounded to the rupee.
 */

import { roundRupees, roundPercent, requirePositive, requireNonNegative, requireTenure, requireFiniteResult, yearEnds } from "./shared";

export const COMPOUNDING_FREQUENCIES = [1, 2, 4, 12] as const;
/** Times a year interest is added to the balance: yearly, half-yearly, quarterly, monthly. */
export type CompoundingFrequency = (typeof COMPOUNDING_FREQUENCIES)[number];

export interface CompoundInterestInput {
  principal: number;
  /** nominal percent a year (10 means 10%); each period earns this ÷ timesPerYear */
  annualRatePercent: number;
  /** may be fractional: 2.5 is two and a half years */
  years: number;
  timesPerYear: CompoundingFrequency;
}

export interface CompoundInterestYear {
  /** 1, 2, …; a final part-year is numbered after the last whole year */
  year: number;
  /** years from the start to the end of this row: the year number, or the whole tenure for a final part-year */
  elapsedYears: number;
  opening: number;
  interest: number;
  closing: number;
}

export interface CompoundInterestResult {
  /** the principal, to the rupee */
  principal: number;
  /** amount − principal; the sum of the yearly interest */
  interest: number;
  /** the maturity amount, to the rupee; the last row's closing balance */
  amount: number;
  /** (1 + r/(100m))^m − 1, in percent to two decimals: what the nominal rate earns in a year */
  effectiveAnnualRatePercent: number;
  yearly: CompoundInterestYear[];
}

/**
 * The amount and a year-by-year schedule. A part-year compounds with a fractional
 * exponent (the §39 formula, as most calculators do); banks often pay simple interest for
 * a broken period instead (§32.2), which gives slightly less.
 */
export function compoundInterest(input: CompoundInterestInput): CompoundInterestResult {
  const { principal, annualRatePercent, years, timesPerYear } = input;
  requirePositive("principal", principal);
  requireNonNegative("annualRatePercent", annualRatePercent);
  requireTenure("years", years);
  if (!COMPOUNDING_FREQUENCIES.includes(timesPerYear)) {
    throw new RangeError(`timesPerYear must be one of ${COMPOUNDING_FREQUENCIES.join(", ")}; got ${String(timesPerYear)}`);
  }

  const periodRate = annualRatePercent / 100 / timesPerYear;
  const amountAfter = (elapsedYears: number): number => principal * (1 + periodRate) ** (timesPerYear * elapsedYears);
  requireFiniteResult("The amount", amountAfter(years));

  const openingPrincipal = roundRupees(principal);
  const yearly: CompoundInterestYear[] = [];
  let opening = openingPrincipal;
  yearEnds(years).forEach((elapsedYears, index) => {
    const closing = roundRupees(amountAfter(elapsedYears));
    yearly.push({ year: index + 1, elapsedYears, opening, interest: closing - opening, closing });
    opening = closing;
  });

  return {
    principal: openingPrincipal,
    interest: opening - openingPrincipal,
    amount: opening,
    effectiveAnnualRatePercent: roundPercent(((1 + periodRate) ** timesPerYear - 1) * 100),
    yearly,
  };
}
