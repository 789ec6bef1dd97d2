import { formatInr } from "./inr";
import { groupAbsolute } from "./indian-number";

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/**
 * Money the way Indian prose writes a round limit: "₹12 lakh", "₹1.25 lakh", "₹2.5 lakh",
 * "₹2 crore". Up to two decimals of the lakh or crore, no trailing zeros. An amount under
 * ₹1 lakh, or one that two decimals cannot state exactly (₹1,23,456), is written in full
 * with `formatInr` ("₹75,000"), so the figure shown is never a rounded one.
 * Throws on NaN and ±Infinity, like formatInr.
 */
export function formatInrInLakh(amount: number): string {
  const text = formatInr(amount);
  const absolute = Math.abs(amount);
  const unit = absolute >= CRORE ? { size: CRORE, name: "crore" } : absolute >= LAKH ? { size: LAKH, name: "lakh" } : null;
  if (!unit) return text;
  const count = absolute / unit.size;
  if (Math.abs(Math.round(count * 100) - count * 100) > 1e-9) return text;
  const { text: digits } = groupAbsolute(count, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
  return `${amount < 0 ? "-" : ""}₹${digits} ${unit.name}`;
}
