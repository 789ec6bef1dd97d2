import type { LawStatus } from "./year-law";
/**
 * The shape of tax law as data. Every number the formulas use is a `Parameter`: a value
 * with its unit, the first day it applies and the legal reference that sets it. The
 * formulas in `lib/tax/formulas` read these and hold no literal rate or limit.
 *
 * `effectiveFrom` is the first day from which the value applies: the start of the
 * financial year in which it took effect, or the exact date for a change in the middle
 * of a year (23 July 2024). Where a value is older than the first year we model and the
 * date it was enacted is not tracked, it is 1 April 2023, the start of that first year.
 *
 * Rates are stored in percent (12.5 means 12.5%), amounts in rupees.
 */

/** "YYYY-MM-DD". */
export type IsoDate = `${number}-${number}-${number}`;

export type ParameterUnit =
  | "INR"
  | "percent"
  | "days"
  | "months"
  /** a calendar date, the value being an IsoDate */
  | "date"
  /** words, such as the name of the Act */
  | "text"
  /** a yes/no rule, such as "the rebate has marginal relief" */
  | "flag"
  /** a list of names, such as the deductions a regime allows */
  | "list";

export interface Parameter<V = number> {
  value: V;
  unit: ParameterUnit;
  effectiveFrom: IsoDate;
  /** Act and section, Finance Act, rule or notification. Never empty (a test checks). */
  reference: string;
  /** Why this value, or an assumption to show the user (the UNSURE points of docs/tax-methods.md). */
  note?: string;
  /**
   * How far the value has gone into law, where it differs from its year's (a Finance Bill's
   * proposal, a notified rule): lib/tax/law-status.ts, statusOf. Absent: the year's status.
   */
  status?: LawStatus;
}

/**
 * A value that changed during a year: the entries in order of `effectiveFrom`; the first
 * applies from the start of the year (even if enacted earlier), each later one from its
 * own date. FY 2024-25's 111A rate: 15% from 1 April, 20% from 23 July 2024.
 */
export type DatedValues = readonly Parameter[];

/** One band of a slab table: the rate applies to income above the previous band's `upTo`, up to this one (null: no upper end). */
export interface SlabBand {
  upTo: number | null;
  /** percent */
  rate: number;
}

export interface SlabTable {
  bands: readonly SlabBand[];
  unit: "percent";
  effectiveFrom: IsoDate;
  reference: string;
  note?: string;
  /** as on Parameter: a proposal's or a rule's own status */
  status?: LawStatus;
}

export const REGIMES = ["old", "new"] as const;
export type Regime = (typeof REGIMES)[number];

/** Age on 31 March of the financial year (docs/tax-methods.md §0.3); "60to80" means 60 or more but under 80. */
export const AGE_BANDS = ["below60", "60to80", "80plus"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** Incomes taxed at their own rate, not the slabs. */
export const SPECIAL_RATE_KINDS = ["stcg111A", "ltcg112A", "ltcg112", "vda"] as const;
export type SpecialRateKind = (typeof SPECIAL_RATE_KINDS)[number];

/**
 * Incomes whose surcharge is capped (15%) and which are left out of the income that decides
 * the 25% and 37% bands: some special-rate gains, and dividends, which are taxed at the slab
 * rates (Finance Act, First Schedule, Paragraph A, proviso).
 */
export type SurchargeCappedIncome = SpecialRateKind | "dividend";

/** The taxes the section 87A rebate may reduce: slab tax, and some special-rate taxes. */
export type RebatableTax = "slab" | SpecialRateKind;

/** Old-regime deductions and exemptions the income-tax calculator asks for. */
export const CLAIMABLE_DEDUCTIONS = [
  "exemptHra",
  "professionalTax",
  "homeLoanInterest",
  "ded80c",
  "ded80d",
  "ded80ccd1b",
] as const;
export type ClaimableDeduction = (typeof CLAIMABLE_DEDUCTIONS)[number];

/** Which income a surcharge band's threshold is measured on (Finance Act, First Schedule, Paragraph A). */
export type SurchargeMeasure =
  /** total income, including dividends and 111A/112/112A gains */
  | "totalIncome"
  /** total income excluding dividends and 111A/112/112A gains */
  | "totalIncomeExcludingCapitalGainsAndDividends";

export interface SurchargeBand {
  /** the band applies when the measured income exceeds this */
  above: number;
  /** percent of income-tax */
  rate: number;
  measuredOn: SurchargeMeasure;
}

export interface SurchargeTable {
  bands: readonly SurchargeBand[];
  unit: "percent";
  effectiveFrom: IsoDate;
  reference: string;
  note?: string;
  /** as on Parameter: a proposal's or a rule's own status */
  status?: LawStatus;
}

export interface RebateRules {
  /** the rebate is allowed when total income does not exceed this */
  incomeLimit: Parameter;
  /** the rebate is at most this */
  maximum: Parameter;
  /** above the limit, tax is cut to the income above the limit (first proviso to s.87A) */
  marginalRelief: Parameter<boolean>;
  /** the taxes the rebate may be set against */
  reducibleTaxes: Parameter<readonly RebatableTax[]>;
  /** whether special-rate income counts toward the income limit (UNSURE; default yes) */
  limitCountsSpecialRateIncome: Parameter<boolean>;
}

export interface RegimeRules {
  /** slab rates by age band; the new regime has one table for all ages */
  slabs: Readonly<Record<AgeBand, SlabTable>>;
  /** s.16(ia) */
  standardDeduction: Parameter;
  /** s.87A */
  rebate: RebateRules;
  /** the highest surcharge rate for this regime (25% for s.115BAC(1A)) */
  maximumSurchargeRate: Parameter;
  /** the deductions and exemptions of the income-tax calculator that this regime allows */
  allowedDeductions: Parameter<readonly ClaimableDeduction[]>;
  /** whether net agricultural income is aggregated to set the rate (docs/tax-methods.md §21; UNSURE for the new regime) */
  agriculturalIncomeIntegration: Parameter<boolean>;
}

export interface DeductionLimits {
  /** s.80C read with s.80CCE */
  ded80c: Parameter;
  /** s.80D for self, spouse and children: below 60 */
  ded80dSelfBelow60: Parameter;
  /** s.80D for self, spouse and children when any of them is a senior citizen */
  ded80dSelfSenior: Parameter;
  /** s.80D for parents: the higher (senior-citizen) limit, the most the section can give for parents */
  ded80dParentsMaximum: Parameter;
  /** s.80CCD(1B) */
  ded80ccd1b: Parameter;
  /** s.24(b): interest on a self-occupied house (and the s.71(3A) set-off limit) */
  homeLoanInterestSelfOccupied: Parameter;
  /** s.16(iii) read with Article 276(2) of the Constitution */
  professionalTax: Parameter;
}

export interface SpecialRateRules {
  /** s.111A */
  stcg111A: DatedValues;
  /** s.112A */
  ltcg112A: DatedValues;
  /** s.112 */
  ltcg112: DatedValues;
  /** s.115BBH */
  vda: DatedValues;
  /** s.112A: the first this much of the year's gains is not taxed, one limit for all the year's transfers */
  ltcg112AExemption: Parameter;
  /** special-rate incomes that absorb an unused basic exemption (provisos to s.111A(1), 112(1), 112A(2)) */
  basicExemptionShortfallAppliesTo: Parameter<readonly SpecialRateKind[]>;
  /** incomes whose surcharge is capped at `capitalGainsSurchargeCap` and which do not count toward the 25%/37% bands */
  surchargeCappedKinds: Parameter<readonly SurchargeCappedIncome[]>;
  /** special-rate incomes a house-property loss may be set off against (s.71; not VDA, s.115BBH(2)(b)) */
  lossSetOffAllowedAgainst: Parameter<readonly SpecialRateKind[]>;
}

export interface AdvanceTaxRules {
  /** s.208: advance tax is due when the estimated tax (after TDS/TCS) is at least this */
  threshold: Parameter;
  /** s.211: cumulative percent of the estimated tax due by each date (month-day within the FY) */
  instalments: Parameter<readonly { dueDate: IsoDate; cumulativePercent: number }[]>;
  /** s.211(1)(b): 44AD/44ADA taxpayers pay everything by this date */
  presumptiveDueDate: Parameter<IsoDate>;
  /** s.234C: no interest for an instalment if at least this cumulative percent was paid, by due date */
  deferralTolerance: Parameter<readonly { dueDate: IsoDate; cumulativePercent: number }[]>;
  /** s.234C: simple interest per month */
  deferralInterestRate: Parameter;
  /** s.234C: months of interest for each instalment that falls short (3, 3, 3, 1) */
  deferralInterestMonths: Parameter<readonly { dueDate: IsoDate; months: number }[]>;
  /** s.234B: interest applies when advance tax paid is below this percent of assessed tax */
  defaultPercent: Parameter;
  /** s.234B (and 234A): per month or part of a month */
  defaultInterestRate: Parameter;
  /** Rule 119A: the amount that bears interest is rounded down to a multiple of this */
  interestBaseRoundingDown: Parameter;
}

export interface LateFilingFeeRules {
  /** s.234F */
  fee: Parameter;
  /** s.234F proviso: the lower fee when total income does not exceed `smallIncomeLimit` */
  smallIncomeFee: Parameter;
  smallIncomeLimit: Parameter;
}

export interface TaxAuditRules {
  /** s.44AB(a) */
  businessTurnoverLimit: Parameter;
  /** s.44AB(a) provisos: the higher limit when cash receipts and payments are each at most `cashShareLimit` */
  businessTurnoverLimitMostlyDigital: Parameter;
  cashShareLimit: Parameter;
  /** s.44AB(b) */
  professionReceiptsLimit: Parameter;
}

export interface AgriculturalIncomeRules {
  /** Finance Act s.2(2): agricultural income is aggregated only above this */
  minimumForIntegration: Parameter;
}

/** Everything the engine needs for one financial year. A new year is one new value of this type. */
export interface YearRules {
  financialYear: string;
  /** the Act the year falls under, for labels */
  act: Parameter<string>;
  regimes: Readonly<Record<Regime, RegimeRules>>;
  surcharge: SurchargeTable;
  /** dividend and 111A/112/112A gains: surcharge rate at most this */
  capitalGainsSurchargeCap: Parameter;
  /** Health and Education Cess */
  cess: Parameter;
  /** s.288A: total income rounded to the nearest multiple of this */
  totalIncomeRounding: Parameter;
  /** s.288B: tax rounded to the nearest multiple of this */
  taxRounding: Parameter;
  deductionLimits: DeductionLimits;
  specialRates: SpecialRateRules;
  agriculturalIncome: AgriculturalIncomeRules;
}

/**
 * The rules of a year that only the compliance calculators read (advance tax and its
 * interest, the late-filing fee, the audit limits), kept apart from YearRules so that a
 * calculator of tax on income does not bring them to a phone (lib/tax/parameters/compliance.ts).
 */
export interface ComplianceRules {
  advanceTax: AdvanceTaxRules;
  lateFilingFee: LateFilingFeeRules;
  taxAudit: TaxAuditRules;
}
