/*
 * GST on an amount, in whole paise (docs/tax-methods.md §25.2). Rates are held in basis
 * points (18% = 1800; 0.25% = 25) so every step is integer arithmetic.
 *
 * Rounding convention (section 15 of the CGST Act values the supply; rule 46 invoices
 * show each tax): each tax is worked out from the taxable value and rounded to the paisa,
 * half up, on its own. So CGST and SGST are each half the rate on the value, rounded, and
 * may together differ by a paisa from IGST at the full rate: ₹2,499 at 5% gives CGST
 * ₹62.48 + SGST ₹62.48 = ₹124.96 but IGST ₹124.95. Removing GST from a tax-inclusive
 * price fixes the total instead: each tax is its share of the price, rounded on its own
 * (IGST = price × rate ÷ (100 + rate); CGST = SGST = price × (rate ÷ 2) ÷ (100 + rate)),
 * and the taxable value is the rest, so the parts add up to the price paid and CGST and
 * SGST are always equal, as the same rate on the same value must be: ₹20,000 including
 * 18% → CGST = SGST = 20,000 × 9 ÷ 118 = 1,525.42, taxable value 20,000 − 3,050.84 =
 * 16,949.16 (and 16,949.16 × 9% = 1,525.42 again, so adding GST back agrees).
 */

export type GstMode = "add" | "remove";
export type SupplyType = "intra" | "inter";

export interface GstInput {
  /** The amount entered, in paise: the taxable value when adding, the price with tax when removing. */
  amountPaise: number;
  /** The GST rate in basis points. */
  rateBp: number;
  /** A compensation cess rate in basis points (0 for none). */
  cessBp: number;
  mode: GstMode;
  supply: SupplyType;
}

export interface GstAmounts {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** CGST + SGST, or IGST. */
  gst: number;
  cess: number;
  total: number;
}

/** value × bp ÷ divisor rounded half up, for non-negative integers. */
function roundedShare(value: number, bp: number, divisor: number): number {
  return Math.floor((2 * value * bp + divisor) / (2 * divisor));
}

export function gstAmounts({ amountPaise, rateBp, cessBp, mode, supply }: GstInput): GstAmounts {
  if (mode === "add") {
    const taxable = amountPaise;
    const half = roundedShare(taxable, rateBp, 20_000);
    const igst = roundedShare(taxable, rateBp, 10_000);
    const cess = roundedShare(taxable, cessBp, 10_000);
    const split = supply === "intra" ? { cgst: half, sgst: half, igst: 0 } : { cgst: 0, sgst: 0, igst };
    const gst = split.cgst + split.sgst + split.igst;
    return { taxable, ...split, gst, cess, total: taxable + gst + cess };
  }
  // Each tax is its share of the price, rounded (price × rate ÷ (100 + rate + cess rate)),
  // and the taxable value the rest: a 0% rate then gives exactly no GST, with or without cess.
  // Within a state CGST and SGST are each half the rate on that share, rounded on their own
  // (never half of a rounded total, which would leave them a paisa apart).
  const total = amountPaise;
  const inclusive = 10_000 + rateBp + cessBp;
  const half = roundedShare(total, rateBp, 2 * inclusive);
  const split = supply === "intra" ? { cgst: half, sgst: half, igst: 0 } : { cgst: 0, sgst: 0, igst: roundedShare(total, rateBp, inclusive) };
  const gst = split.cgst + split.sgst + split.igst;
  const cess = roundedShare(total, cessBp, inclusive);
  const taxable = total - gst - cess;
  return { taxable, ...split, gst, cess, total };
}

/** "18" or "0.25" → basis points; null for anything else. */
export function percentToBasisPoints(percent: number): number | null {
  const bp = Math.round(percent * 100);
  return Math.abs(bp - percent * 100) < 1e-6 ? bp : null;
}
