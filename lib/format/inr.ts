import { groupAbsolute } from "./indian-number";

export interface FormatInrOptions {
  /** Show paise, always two digits ("₹1,234.50"); default false: rounded to the rupee. */
  paise?: boolean;
}

/**
 * Money in rupees as the site shows it: "₹1,24,800", "₹1,00,00,000", "₹1,234.50" in
 * paise mode, "-₹500" for a negative amount (callers decide whether a negative amount is
 * legal; a refund, say). Rounds half away from zero to the rupee (or paise); an amount
 * that rounds to zero never carries a minus sign. Throws on NaN and ±Infinity, so a
 * broken computation can never reach the page as "₹NaN".
 */
export function formatInr(amount: number, { paise = false }: FormatInrOptions = {}): string {
  if (typeof amount !== "number" || !Number.isFinite(amount)) {
    throw new RangeError(`formatInr needs a finite amount, got ${String(amount)}`);
  }
  const fractionDigits = paise ? 2 : 0;
  const { text, negative } = groupAbsolute(amount, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  return `${negative ? "-" : ""}₹${text}`;
}
