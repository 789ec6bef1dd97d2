import type { SurchargeBand, SurchargeMeasure, SurchargeTable } from "../types";

export type SurchargeMeasures = Readonly<Record<SurchargeMeasure, number>>;

/**
 * The surcharge band in force: the last band (in the table's order, which is by rising
 * threshold) whose measured income exceeds its threshold; null when none does. Where total
 * income is above ₹2 crore but income without capital gains and dividends is not, that is
 * the ₹1 crore band at 15%, as clause (e) of Paragraph A gives.
 */
export function surchargeBandInForce(table: SurchargeTable, measures: SurchargeMeasures): SurchargeBand | null {
  let inForce: SurchargeBand | null = null;
  for (const band of table.bands) {
    if (measures[band.measuredOn] > band.above) inForce = band;
  }
  return inForce;
}

/** The surcharge rate (percent) on tax on normal income, capped at the regime's highest rate (25% in the new regime). */
export function surchargeRate(table: SurchargeTable, measures: SurchargeMeasures, regimeMaximum: number): number {
  const band = surchargeBandInForce(table, measures);
  return band ? Math.min(band.rate, regimeMaximum) : 0;
}
