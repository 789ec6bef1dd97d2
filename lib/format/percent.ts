import { groupAbsolute } from "./indian-number";

/**
 * A rate given in percent (12.5 means 12.5%, as every rate in lib/tax is stored), with
 * up to `maximumFractionDigits` decimals (default 2) and no trailing zeros:
 * 12.5 → "12.5%", 30 → "30%", 7.1 → "7.1%", 8.25 → "8.25%", 0.333 → "0.33%".
 * Large values keep Indian grouping (1234 → "1,234%"). Throws on NaN and ±Infinity.
 */
export function formatPercent(value: number, { maximumFractionDigits = 2 }: { maximumFractionDigits?: number } = {}): string {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new RangeError(`formatPercent needs a finite number, got ${String(value)}`);
  }
  const { text, negative } = groupAbsolute(value, { minimumFractionDigits: 0, maximumFractionDigits });
  return `${negative ? "-" : ""}${text}%`;
}
