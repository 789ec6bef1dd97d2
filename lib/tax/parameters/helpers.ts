import type {
  IsoDate,
  Parameter,
  SlabBand,
  SlabTable,
  SurchargeBand,
  SurchargeTable,
} from "../types";

/**
 * Small constructors that keep the year files readable: each states the value, the
 * first day it applies and the reference, and the unit follows from the constructor.
 */

export const inr = (value: number, effectiveFrom: IsoDate, reference: string, note?: string): Parameter => ({
  value,
  unit: "INR",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

export const percent = (value: number, effectiveFrom: IsoDate, reference: string, note?: string): Parameter => ({
  value,
  unit: "percent",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

export const flag = (value: boolean, effectiveFrom: IsoDate, reference: string, note?: string): Parameter<boolean> => ({
  value,
  unit: "flag",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

export const list = <T>(value: readonly T[], effectiveFrom: IsoDate, reference: string, note?: string): Parameter<readonly T[]> => ({
  value,
  unit: "list",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

export const date = (value: IsoDate, effectiveFrom: IsoDate, reference: string, note?: string): Parameter<IsoDate> => ({
  value,
  unit: "date",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

export const text = (value: string, effectiveFrom: IsoDate, reference: string): Parameter<string> => ({
  value,
  unit: "text",
  effectiveFrom,
  reference,
});

export const slabs = (bands: readonly SlabBand[], effectiveFrom: IsoDate, reference: string, note?: string): SlabTable => ({
  bands,
  unit: "percent",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

export const surchargeTable = (
  bands: readonly SurchargeBand[],
  effectiveFrom: IsoDate,
  reference: string,
  note?: string,
): SurchargeTable => ({
  bands,
  unit: "percent",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

/** One lakh and one crore, so the tables read like the Finance Act. */
export const LAKH = 1_00_000;
export const CRORE = 1_00_00_000;

/**
 * Old-regime slab bands (Finance Act, First Schedule, Paragraph A), unchanged since the
 * 5% band of Finance Act 2017; shared by every year that keeps them.
 */
export const OLD_REGIME_BANDS = {
  below60: [
    { upTo: 2.5 * LAKH, rate: 0 },
    { upTo: 5 * LAKH, rate: 5 },
    { upTo: 10 * LAKH, rate: 20 },
    { upTo: null, rate: 30 },
  ],
  "60to80": [
    { upTo: 3 * LAKH, rate: 0 },
    { upTo: 5 * LAKH, rate: 5 },
    { upTo: 10 * LAKH, rate: 20 },
    { upTo: null, rate: 30 },
  ],
  "80plus": [
    { upTo: 5 * LAKH, rate: 0 },
    { upTo: 10 * LAKH, rate: 20 },
    { upTo: null, rate: 30 },
  ],
} as const satisfies Record<string, readonly SlabBand[]>;

/**
 * Surcharge bands for individuals (Finance Act, First Schedule, Paragraph A): 10% above
 * 50 lakh and 15% above 1 crore of total income; 25% above 2 crore and 37% above 5 crore
 * of total income excluding dividends and 111A/112/112A gains. Where total income is
 * above 2 crore but that "core" income is not, the 15% rate stays (clause (e)), which the
 * 1 crore band already gives.
 */
export const INDIVIDUAL_SURCHARGE_BANDS: readonly SurchargeBand[] = [
  { above: 50 * LAKH, rate: 10, measuredOn: "totalIncome" },
  { above: 1 * CRORE, rate: 15, measuredOn: "totalIncome" },
  { above: 2 * CRORE, rate: 25, measuredOn: "totalIncomeExcludingCapitalGainsAndDividends" },
  { above: 5 * CRORE, rate: 37, measuredOn: "totalIncomeExcludingCapitalGainsAndDividends" },
];
