import { EPF_RATE, EPF_RULES } from "@/lib/finance/epf";
import { goldGstRules } from "@/lib/finance/gold";
import { NSC_RATE, NSC_RULES } from "@/lib/finance/nsc";
import { PPF_RATE, PPF_RULES } from "@/lib/finance/ppf";
import { SSY_RATE, SSY_RULES } from "@/lib/finance/ssy";
import { SALARY_RULES } from "../salary-parameters";
import type { IsoDate, Parameter } from "../types";
import { financialYearDates } from "../years";
import { LAKH } from "./helpers";

/**
 * Dated parameters that are not keyed by financial year: limits and rates a calculator
 * applies whatever year it is asked about, each with its unit, the first day it applies
 * and the Act, rule, scheme or notification that sets it.
 *
 * A value that does not change is written once, with the date it took effect; it applies
 * to every later year until a later entry replaces it. When the law changes a value, add
 * an entry to its series (oldest first): the value in force on a day is the entry with the
 * latest `effectiveFrom` not after that day (`inForceOn`), for a year the one in force on
 * its first day (`inForceForYear`). Calculators that project forward use `latest`.
 *
 * `datedParameters` is the one registry of these values; a single test walks it
 * (tests/unit/lib/tax/dated-parameters.test.ts). The year tables (`TAX_RULES_BY_YEAR`) are
 * walked by tests/unit/lib/tax/parameters.test.ts.
 */

export type DatedUnit = "INR" | "percent" | "years" | "months" | "days";

/** The units a dated parameter may have (the walker checks each value against this list). */
export const DATED_UNITS: readonly DatedUnit[] = ["INR", "percent", "years", "months", "days"];

export interface DatedParameter {
  value: number;
  unit: DatedUnit;
  /** the first day the value applies */
  effectiveFrom: IsoDate;
  /** Act and section, rule, scheme paragraph or notification that sets it; never empty */
  reference: string;
  /** an assumption or an UNSURE point */
  note?: string;
}

/** The values a provision has had, oldest first. */
export type DatedSeries = readonly [DatedParameter, ...DatedParameter[]];

export const dated = (value: number, unit: DatedUnit, effectiveFrom: IsoDate, reference: string, note?: string): DatedParameter => ({
  value,
  unit,
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

/** A scheme value of lib/finance (`from` for the date), read as a dated parameter; the value stays written there once. */
const fromScheme = (scheme: { value: number; unit: DatedUnit; from: IsoDate; reference: string; note?: string }): DatedParameter =>
  dated(scheme.value, scheme.unit, scheme.from, scheme.reference, scheme.note);

/** A year-table parameter (lib/tax) read as a dated parameter; its unit must be one of DATED_UNITS. */
function fromParameter(parameter: Parameter): DatedParameter {
  const unit = DATED_UNITS.find((known) => known === parameter.unit);
  if (!unit) throw new TypeError(`Not a dated-parameter unit: ${parameter.unit} (${parameter.reference})`);
  return dated(parameter.value, unit, parameter.effectiveFrom, parameter.reference, parameter.note);
}

/** The entry in force on a day: the latest `effectiveFrom` not after it; undefined before the first. */
export function inForceOn(series: readonly DatedParameter[], day: IsoDate): DatedParameter | undefined {
  let found: DatedParameter | undefined;
  for (const entry of series) {
    if (entry.effectiveFrom <= day && (!found || entry.effectiveFrom >= found.effectiveFrom)) found = entry;
  }
  return found;
}

/** The entry in force on the first day of a financial year ("2025-26" → 1 April 2025). */
export function inForceForYear(series: readonly DatedParameter[], fy: string): DatedParameter | undefined {
  return inForceOn(series, financialYearDates(fy).start);
}

/** The newest entry: what a calculator without a year, or projecting forward, applies. */
export function latest(series: DatedSeries): DatedParameter {
  return series[series.length - 1] as DatedParameter;
}

/** The 2025 Act restates these provisions without a change of amount (our reading; see each note). */
const CARRIED_INTO_2025_ACT = "The Income-tax Act, 2025 carries the same amount from tax year 2026-27 (our reading: it restates the 1961 Act without policy change); check before relying on it.";

/** Limits of the Income-tax Act, 1961 and the Income-tax Rules, 1962 that calculators apply in their notes. */
const incomeTax = {
  /** EPF calculator: interest on an employee's own contributions above this in a year is taxable. */
  providentFundInterestExemptContributionLimit: [
    dated(
      2.5 * LAKH,
      "INR",
      "2021-04-01",
      "Income-tax Act, 1961, s.10(11) and s.10(12), first proviso, inserted by Finance Act 2021 (from AY 2022-23); Income-tax Rules, 1962, rule 9D (Notification No. 95/2021, G.S.R. 604(E) of 31 August 2021): interest on the employee's contributions above ₹2,50,000 in a previous year is not exempt",
      CARRIED_INTO_2025_ACT,
    ),
  ],
  /** EPF calculator: the same limit where the employer contributes nothing. */
  providentFundInterestExemptContributionLimitWithoutEmployer: [
    dated(
      5 * LAKH,
      "INR",
      "2021-04-01",
      "Income-tax Act, 1961, s.10(11) and s.10(12), second proviso, inserted by Finance Act 2021 (from AY 2022-23); Income-tax Rules, 1962, rule 9D: ₹5,00,000 where the employer makes no contribution to the fund",
      CARRIED_INTO_2025_ACT,
    ),
  ],
  /**
   * EPF and salary calculators: employer's contributions to PF, NPS and superannuation above
   * this in a year are a perquisite (s.17(2)(vii)). Written once, in the salary rules.
   */
  employerRetirementContributionLimit: [
    fromParameter(SALARY_RULES["2025-26"].employerRetirementContributionLimit),
    fromParameter(SALARY_RULES["2026-27"].employerRetirementContributionLimit),
  ],
  /** Gold-rate calculator: no one may receive this much or more in cash for one transaction. */
  cashReceiptLimit: [
    dated(
      2 * LAKH,
      "INR",
      "2017-04-01",
      "Income-tax Act, 1961, s.269ST, inserted by Finance Act 2017: no person shall receive ₹2,00,000 or more in cash from a person in a day, for one transaction, or for transactions relating to one event or occasion",
      CARRIED_INTO_2025_ACT,
    ),
  ],
  /** Gold-rate calculator: a buyer quotes PAN on a purchase above this per transaction. */
  panQuotingPurchaseLimit: [
    dated(
      2 * LAKH,
      "INR",
      "2016-01-01",
      "Income-tax Rules, 1962, rule 114B, Table (sale or purchase of goods or services of any other nature above ₹2,00,000 per transaction), as substituted by Notification No. 95/2015 of 30 December 2015 (from 1 January 2016)",
      CARRIED_INTO_2025_ACT,
    ),
  ],
  /** Currency converter: TCS on remittances under the Liberalised Remittance Scheme above this in a financial year. */
  lrsTcsThreshold: [
    dated(
      7 * LAKH,
      "INR",
      "2020-10-01",
      "Income-tax Act, 1961, s.206C(1G)(a), inserted by Finance Act 2020 (from 1 October 2020): TCS on the amount of LRS remittances above ₹7,00,000 in a financial year",
      "UNSURE: Finance Act 2023 removed the threshold for some purposes from 1 October 2023; the Ministry of Finance's statement of 28 June 2023 kept ₹7 lakh for all purposes. Not used by a calculator for years before 2025-26.",
    ),
    dated(
      10 * LAKH,
      "INR",
      "2025-04-01",
      "Income-tax Act, 1961, s.206C(1G), as amended by Finance Act 2025 (from 1 April 2025): threshold raised from ₹7,00,000 to ₹10,00,000 in a financial year",
      "The Income-tax Act, 2025 (section 394, TCS) carries the same threshold from tax year 2026-27 (our reading); check before relying on it.",
    ),
  ],
  /** NPS calculator: the share of the corpus paid on closure or exit that is exempt. */
  npsExemptLumpSumPercent: [
    dated(
      40,
      "percent",
      "2016-04-01",
      "Income-tax Act, 1961, s.10(12A), inserted by Finance Act 2016 (from AY 2017-18): 40% of the total amount payable to an NPS subscriber on closure or opting out is exempt",
    ),
    dated(
      60,
      "percent",
      "2019-04-01",
      "Income-tax Act, 1961, s.10(12A), as amended by Finance (No. 2) Act 2019 (from AY 2020-21): 40% raised to 60%",
      CARRIED_INTO_2025_ACT,
    ),
  ],
} as const satisfies Record<string, DatedSeries>;

/**
 * Scheme values kept in lib/finance (one value each, written there with its date and
 * reference), listed here so the one walker checks them too.
 */
const schemes = {
  epfDeclaredRate: [fromScheme(EPF_RATE)],
  epfContributionPercent: [fromScheme(EPF_RULES.contributionPercent)],
  epfReducedContributionPercent: [fromScheme(EPF_RULES.reducedContributionPercent)],
  epsPensionSharePercent: [fromScheme(EPF_RULES.pensionSharePercent)],
  epfWageCeiling: [fromScheme(EPF_RULES.wageCeiling)],
  ppfRate: [fromScheme(PPF_RATE)],
  ...Object.fromEntries(Object.entries(PPF_RULES).map(([name, rule]) => [`ppf.${name}`, [fromScheme(rule)] as DatedSeries])),
  ssyRate: [fromScheme(SSY_RATE)],
  ...Object.fromEntries(Object.entries(SSY_RULES).map(([name, rule]) => [`ssy.${name}`, [fromScheme(rule)] as DatedSeries])),
  nscRate: [fromScheme(NSC_RATE)],
  ...Object.fromEntries(Object.entries(NSC_RULES).map(([name, rule]) => [`nsc.${name}`, [fromScheme(rule)] as DatedSeries])),
  goldGstCgst: [goldGstRules.cgst],
  goldGstSgst: [goldGstRules.sgst],
  goldGstIgst: [goldGstRules.igst],
} satisfies Record<string, DatedSeries>;

/** Every dated parameter outside the year tables, by name. A new value or a new year's change is one entry here. */
export const datedParameters = { ...incomeTax, ...schemes } as const;

/** The income-tax limits above, by name, for calculators (typed, unlike the spread of scheme rules). */
export const incomeTaxLimits = incomeTax;
