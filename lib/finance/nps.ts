import type { IsoDate } from "@/lib/tax/types";

/**
 * NPS corpus at exit, and what it buys (docs/tax-methods.md §35): contributions at the start of
 * each month, returns compounded monthly at the expected annual return ÷ 12 (as a SIP,
 * §29), an optional yearly increase in the contribution; at exit a share of the corpus
 * buys an annuity and the rest is a lump sum. The pension is the annuity corpus × the
 * annuity rate ÷ 12, an estimate: the real one depends on the annuity product chosen.
 *
 * Rounding: the schedule runs at full precision. A year's `invested` is the running total
 * of contributions rounded, less the previous running total rounded, and its `returns`
 * likewise, so the yearly rows add up to the totals to the rupee and each row's closing is
 * its opening + invested + returns. The corpus is the sum of the rows; with contributions
 * in whole rupees it is the exact corpus rounded.
 */

/** A scheme value with the day it applies from and the rule that sets it. */
export interface NpsRuleValue<V = number> {
  value: V;
  from: IsoDate;
  reference: string;
  /** an assumption to show the user (the UNSURE points of docs/tax-methods.md) */
  note?: string;
}

export interface NpsExitRules {
  label: string;
  /** exit at this age or later is a normal exit; earlier is a premature exit */
  normalExitAge: NpsRuleValue;
  /** the latest age to which exit can be deferred */
  latestExitAge: NpsRuleValue;
  /** percent of the corpus that must buy an annuity at a normal exit */
  minimumAnnuityPercent: NpsRuleValue;
  /** at a normal exit, a corpus up to this may be taken wholly as a lump sum */
  wholeLumpSumLimit: NpsRuleValue;
  prematureMinimumAnnuityPercent: NpsRuleValue;
  prematureWholeLumpSumLimit: NpsRuleValue;
}

const REGULATIONS_2015 = "PFRDA (Exits and Withdrawals under the National Pension System) Regulations, 2015 (notification No. PFRDA/12/RGL/139/8 of 11 May 2015)";
const AMENDMENT_2021 = `${REGULATIONS_2015}, as amended by the (Amendment) Regulations, 2021 of 14 June 2021 and PFRDA circular of 21 September 2021`;
const AMENDMENT_2025 = "PFRDA (Exits and Withdrawals under the National Pension System) (Amendment) Regulations, 2025 (PIB release of 19 December 2025)";
const AMENDMENT_2025_DATE_NOTE =
  "UNSURE: secondary sources give 12, 16 or 19 December 2025 as the commencement date; confirm against the gazette. A corpus of ₹8–12 lakh may instead take up to ₹6 lakh as a lump sum (not modelled).";

const EXIT_AGE_60: NpsRuleValue = { value: 60, from: "2015-05-11", reference: `${REGULATIONS_2015}: exit on superannuation or on attaining 60 years` };

/**
 * The exit rules in force. "2015" is the 40% minimum annuity that applied up to December
 * 2025 (and that government subscribers keep); the 2025 amendment lowered the minimum to
 * 20% for non-government (All-Citizen and corporate) subscribers.
 */
export const NPS_EXIT_RULES = {
  "2015": {
    label: "2015 regulations (to December 2025)",
    normalExitAge: EXIT_AGE_60,
    latestExitAge: { value: 75, from: "2021-06-14", reference: `${AMENDMENT_2021}: exit may be deferred up to 75` },
    minimumAnnuityPercent: { value: 40, from: "2015-05-11", reference: `${REGULATIONS_2015}, regs. 3 and 4: at least 40% of the accumulated pension wealth buys an annuity on exit at 60 or superannuation` },
    wholeLumpSumLimit: { value: 5_00_000, from: "2021-06-14", reference: `${AMENDMENT_2021}: the whole corpus as a lump sum if it is ₹5 lakh or less` },
    prematureMinimumAnnuityPercent: { value: 80, from: "2015-05-11", reference: `${REGULATIONS_2015}, regs. 3 and 4: at least 80% buys an annuity on exit before 60` },
    prematureWholeLumpSumLimit: { value: 2_50_000, from: "2021-06-14", reference: `${AMENDMENT_2021}: on exit before 60, the whole corpus as a lump sum if it is ₹2.5 lakh or less` },
  },
  "2025-non-government": {
    label: "2025 amendment, All-Citizen and corporate subscribers",
    normalExitAge: { ...EXIT_AGE_60, note: "The 2025 amendment also allows a normal exit after 15 years of subscription; not modelled." },
    latestExitAge: { value: 85, from: "2025-12-19", reference: `${AMENDMENT_2025}: exit may be deferred up to 85`, note: AMENDMENT_2025_DATE_NOTE },
    minimumAnnuityPercent: { value: 20, from: "2025-12-19", reference: `${AMENDMENT_2025}: at least 20% buys an annuity, up to 80% as a lump sum`, note: AMENDMENT_2025_DATE_NOTE },
    wholeLumpSumLimit: { value: 8_00_000, from: "2025-12-19", reference: `${AMENDMENT_2025}: the whole corpus as a lump sum if it is ₹8 lakh or less`, note: AMENDMENT_2025_DATE_NOTE },
    prematureMinimumAnnuityPercent: { value: 80, from: "2025-12-19", reference: `${AMENDMENT_2025}: at least 80% buys an annuity on a voluntary exit before 60` },
    prematureWholeLumpSumLimit: { value: 5_00_000, from: "2025-12-19", reference: `${AMENDMENT_2025}: on a voluntary exit, the whole corpus as a lump sum if it is ₹5 lakh or less`, note: "UNSURE: the ₹5 lakh limit up to which the whole corpus may be taken as a lump sum on a premature exit." },
  },
  "2025-government": {
    label: "2025 amendment, government subscribers",
    normalExitAge: EXIT_AGE_60,
    latestExitAge: { value: 85, from: "2025-12-19", reference: `${AMENDMENT_2025}: exit may be deferred up to 85`, note: AMENDMENT_2025_DATE_NOTE },
    minimumAnnuityPercent: { value: 40, from: "2025-12-19", reference: `${AMENDMENT_2025}: government subscribers keep the 40% minimum annuity` },
    wholeLumpSumLimit: { value: 8_00_000, from: "2025-12-19", reference: `${AMENDMENT_2025}: the whole corpus as a lump sum if it is ₹8 lakh or less`, note: AMENDMENT_2025_DATE_NOTE },
    prematureMinimumAnnuityPercent: { value: 80, from: "2025-12-19", reference: `${AMENDMENT_2025}: at least 80% buys an annuity on resignation, removal or dismissal` },
    prematureWholeLumpSumLimit: { value: 5_00_000, from: "2025-12-19", reference: `${AMENDMENT_2025}: on resignation, the whole corpus as a lump sum if it is ₹5 lakh or less`, note: "UNSURE: the ₹5 lakh limit up to which the whole corpus may be taken as a lump sum on a premature exit." },
  },
} satisfies Record<string, NpsExitRules>;

export type NpsExitRuleSet = keyof typeof NPS_EXIT_RULES;

/** Age at entry (docs/tax-methods.md §35.1). */
export const NPS_ENTRY_AGE = { min: 18, max: 70 } as const;

export interface NpsInput {
  /** whole years, 18 to 70 */
  currentAge: number;
  /** the age at exit, whole years; 60 when not given */
  exitAge?: number;
  /** rupees a month in the first year */
  monthlyContribution: number;
  /** percent by which the monthly contribution rises each year; 0 when not given */
  annualIncreasePercent?: number;
  /** expected return, percent a year */
  expectedReturn: number;
  /** percent of the corpus that buys an annuity; the rules' minimum when not given */
  annuityPercent?: number;
  /** annuity rate, percent a year */
  annuityRate: number;
  /** "2015" (40% minimum annuity) when not given */
  exitRules?: NpsExitRuleSet;
}

export interface NpsYearRow {
  /** 1 = the first twelve months of contributions */
  year: number;
  /** age during the year (at its start) */
  age: number;
  /** the monthly contribution in this year, rounded to the rupee */
  monthlyContribution: number;
  opening: number;
  invested: number;
  returns: number;
  closing: number;
}

export interface NpsResult {
  months: number;
  totalInvested: number;
  totalReturns: number;
  /** the corpus at exit: totalInvested + totalReturns */
  corpus: number;
  exit: "normal" | "premature";
  /** the minimum annuity share for this exit, percent */
  minimumAnnuityPercent: number;
  annuityPercent: number;
  /** the corpus may be taken wholly as a lump sum (it is within the rules' limit) */
  wholeCorpusMayBeLumpSum: boolean;
  /** the part that buys the annuity */
  annuityCorpus: number;
  /** corpus − annuityCorpus */
  lumpSum: number;
  /** annuity corpus × annuity rate ÷ 12, an estimate */
  monthlyPension: number;
  yearly: NpsYearRow[];
}

function requireNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number, 0 or more, got ${value}`);
}

function requireWholeAge(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new RangeError(`${name} must be a whole number of years from ${min} to ${max}, got ${value}`);
}

/**
 * The NPS corpus at exit, its split between annuity and lump sum, and the pension estimate.
 *
 * @throws RangeError for a negative or non-finite amount or rate, ages outside the rules,
 *   or an annuity share below the minimum for the exit (unless the whole corpus may be
 *   taken as a lump sum) or above 100%.
 */
export function computeNps(input: NpsInput): NpsResult {
  const rules: NpsExitRules | undefined = NPS_EXIT_RULES[input.exitRules ?? "2015"];
  if (!rules) throw new RangeError(`exit rules must be one of ${Object.keys(NPS_EXIT_RULES).join(", ")}, got ${String(input.exitRules)}`);
  const exitAge = input.exitAge ?? rules.normalExitAge.value;
  const annualIncreasePercent = input.annualIncreasePercent ?? 0;
  requireWholeAge("current age", input.currentAge, NPS_ENTRY_AGE.min, NPS_ENTRY_AGE.max);
  requireWholeAge("exit age", exitAge, input.currentAge + 1, rules.latestExitAge.value);
  requireNonNegative("monthly contribution", input.monthlyContribution);
  requireNonNegative("yearly increase in contribution", annualIncreasePercent);
  requireNonNegative("expected return", input.expectedReturn);
  requireNonNegative("annuity rate", input.annuityRate);

  const monthlyReturn = input.expectedReturn / 12 / 100;
  const years = exitAge - input.currentAge;
  let balance = 0;
  let invested = 0;
  let roundedInvested = 0;
  let roundedReturns = 0;
  const yearly: NpsYearRow[] = [];
  for (let year = 1; year <= years; year++) {
    const contribution = input.monthlyContribution * Math.pow(1 + annualIncreasePercent / 100, year - 1);
    for (let month = 0; month < 12; month++) {
      invested += contribution;
      balance = (balance + contribution) * (1 + monthlyReturn); // paid at the start of the month
    }
    const opening = roundedInvested + roundedReturns;
    const investedThisYear = Math.round(invested) - roundedInvested;
    // Returns are never below 0 at a return of 0% or more; max() keeps floating-point dust out.
    const returnsThisYear = Math.round(Math.max(0, balance - invested)) - roundedReturns;
    roundedInvested += investedThisYear;
    roundedReturns += returnsThisYear;
    yearly.push({
      year,
      age: input.currentAge + year - 1,
      monthlyContribution: Math.round(contribution),
      opening,
      invested: investedThisYear,
      returns: returnsThisYear,
      closing: opening + investedThisYear + returnsThisYear,
    });
  }

  const corpus = roundedInvested + roundedReturns;
  const exit = exitAge >= rules.normalExitAge.value ? "normal" : "premature";
  const minimumAnnuityPercent = exit === "normal" ? rules.minimumAnnuityPercent.value : rules.prematureMinimumAnnuityPercent.value;
  const wholeLumpSumLimit = exit === "normal" ? rules.wholeLumpSumLimit.value : rules.prematureWholeLumpSumLimit.value;
  const wholeCorpusMayBeLumpSum = balance <= wholeLumpSumLimit;
  const annuityPercent = input.annuityPercent ?? minimumAnnuityPercent;
  requireNonNegative("annuity share", annuityPercent);
  if (annuityPercent > 100) throw new RangeError(`annuity share cannot be more than 100%, got ${annuityPercent}`);
  if (annuityPercent < minimumAnnuityPercent && !wholeCorpusMayBeLumpSum) {
    throw new RangeError(`annuity share must be at least ${minimumAnnuityPercent}% on a ${exit} exit with a corpus over ₹${wholeLumpSumLimit.toLocaleString("en-IN")}, got ${annuityPercent}%`);
  }
  const exactAnnuityCorpus = (balance * annuityPercent) / 100;
  // Rounded from the exact split, and the lump sum the rest, so the two add up to the corpus.
  const annuityCorpus = Math.min(corpus, Math.round(exactAnnuityCorpus));
  return {
    months: years * 12,
    totalInvested: roundedInvested,
    totalReturns: roundedReturns,
    corpus,
    exit,
    minimumAnnuityPercent,
    annuityPercent,
    wholeCorpusMayBeLumpSum,
    annuityCorpus,
    lumpSum: corpus - annuityCorpus,
    monthlyPension: Math.round((exactAnnuityCorpus * input.annuityRate) / 12 / 100),
    yearly,
  };
}
