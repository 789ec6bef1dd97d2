import type { SlabTable } from "../types";
import { percentOf } from "./rounding";

export interface SlabLine {
  /** income above this… */
  from: number;
  /** …up to this (null: no upper end) */
  upTo: number | null;
  /** percent */
  rate: number;
  /** the part of the income in this band */
  income: number;
  tax: number;
}

/** Tax band by band, for the computation steps shown to the user. Bands with no income are left out. */
export function slabTaxBreakdown(income: number, table: SlabTable): SlabLine[] {
  const lines: SlabLine[] = [];
  let from = 0;
  for (const band of table.bands) {
    const top = band.upTo ?? Number.POSITIVE_INFINITY;
    const inBand = Math.max(0, Math.min(income, top) - from);
    if (inBand > 0) lines.push({ from, upTo: band.upTo, rate: band.rate, income: inBand, tax: percentOf(inBand, band.rate) });
    if (income <= top) break;
    from = top;
  }
  return lines;
}

/** Tax at the slab rates on `income` (non-negative). */
export function slabTax(income: number, table: SlabTable): number {
  return slabTaxBreakdown(Math.max(0, income), table).reduce((sum, line) => sum + line.tax, 0);
}

/**
 * The basic exemption limit: the top of the leading nil-rate bands (the "maximum amount
 * which is not chargeable to income-tax" of the provisos to s.111A, 112 and 112A).
 */
export function basicExemptionLimit(table: SlabTable): number {
  let limit = 0;
  for (const band of table.bands) {
    if (band.rate !== 0 || band.upTo === null) break;
    limit = band.upTo;
  }
  return limit;
}
