/**
 * Rounding rules of the Act. Amounts in the engine are non-negative rupees; the helpers
 * keep the sign of a negative amount (a refund) and round its absolute value.
 */

/**
 * Removes floating-point noise below a paisa (0.1 + 0.2 style), so that "drop the paise"
 * never turns 1,234.9999999 into 1,234 when the exact figure is 1,235.
 */
export function toPaise(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** "Any part of a rupee consisting of paise shall be ignored" (s.288A, s.288B). */
export function dropPaise(amount: number): number {
  const clean = toPaise(Math.abs(amount));
  return Math.sign(amount) * Math.floor(clean) || 0;
}

/**
 * s.288A (total income) and s.288B (tax, interest, refund): drop the paise, then round to
 * the nearest multiple of `multiple`, a last figure of half the multiple or more going up
 * (docs/tax-methods.md §0.2). With a multiple of ten: 12,98,925 → 12,98,930; 9,72,604 →
 * 9,72,600; 1,11,300.80 → 1,11,300; 99,32,812.50 → 99,32,810.
 */
export function roundToNearestMultiple(amount: number, multiple: number): number {
  const rupees = Math.abs(dropPaise(amount));
  const remainder = rupees % multiple;
  const rounded = remainder * 2 >= multiple ? rupees - remainder + multiple : rupees - remainder;
  return Math.sign(amount) * rounded || 0;
}

/** Rule 119A: the amount on which interest is charged, rounded down to a multiple (₹100); any fraction ignored. */
export function roundDownToMultiple(amount: number, multiple: number): number {
  const rupees = Math.abs(dropPaise(amount));
  return Math.sign(amount) * (rupees - (rupees % multiple)) || 0;
}

/** `rate` percent of `amount` (rates are stored in percent). */
export function percentOf(amount: number, rate: number): number {
  return (amount * rate) / 100;
}
