/*
 * What every finance formula shares: input checks that throw a RangeError with a clear
 * message (never a NaN result), rounding to the rupee, paisa or percent with float noise
 * removed, and the year ends of a tenure for yearly schedules.
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
