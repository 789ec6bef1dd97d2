/*
 * Compound interest (CALCULATORS.md §39): A = P × (1 + r/(100·m))^(m·t), interest = A − P.
 *
 * The helpers at the top (input checks, rounding, the year ends of a tenure) are shared
 * by sip.ts and nsc.ts, so every finance formula rejects bad input and rounds the same way.
 *
 * Rounding: everything is computed at full precision. A schedule rounds each year's
 * closing balance to the rupee (Math.round) and takes the year's interest as the
 * difference of rounded balances, so the rows add up exactly to the totals and the last
 * closing balance is the exact amount rounded to the rupee.
 */

/** The longest tenure accepted: a tenure of ten thousand years would build ten thousand rows. */
export const MAX_TENURE_YEARS = 100;

/** Rupees, nearest rupee (Math.round, half up). Floating-point noise below a millionth of a rupee is removed first, so 1,102.5000000000002 and 1,102.4999999999998 both round as 1,102.50. */
export function roundRupees(amount: number): number {
  return Math.round(Math.round(amount * 1e6) / 1e6) || 0;
}

/** Rupees to the paisa (half up), with the same noise removal. */
export function roundPaise(amount: number): number {
  return Math.round(Math.round(amount * 1e8) / 1e6) / 100 || 0;
}

/** A percentage for display, to two decimals (210.5848… → 210.58). */
export function roundPercent(percent: number): number {
  return Math.round(percent * 100) / 100 || 0;
}

export function requirePositive(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a finite number above zero; got ${String(value)}`);
  }
}

export function requireNonNegative(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number, zero or more; got ${String(value)}`);
  }
}

export function requireTenure(name: string, years: number): void {
  requirePositive(name, years);
  if (years > MAX_TENURE_YEARS) throw new RangeError(`${name} must be at most ${MAX_TENURE_YEARS} years; got ${years}`);
}

/** A result too large for a double (a huge rate over a long tenure) is refused rather than shown as Infinity. */
export function requireFiniteResult(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} is too large to compute; lower the amount, rate or tenure`);
}

/**
 * The end of each row of a yearly schedule, in years from the start: 1, 2, … and, for a
 * tenure with a part-year, the tenure itself (2.5 → 1, 2, 2.5).
 */
export function yearEnds(years: number): number[] {
  const ends: number[] = [];
  for (let year = 1; year < years; year++) ends.push(year);
  ends.push(years);
  return ends;
}

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
