import type { Locale } from "@/lib/i18n/locales";
import { rulesFor } from "./parameters";
import { dropPaise, roundToNearestMultiple } from "./formulas/rounding";
import {
  setOffLossAgainstSlices,
  specialRateSlices,
  totalOfSlices,
  type SpecialRateAmounts,
  type SpecialRateIncomeInput,
} from "./formulas/special-rate";
import {
  cessOn,
  slabTableFor,
  surchargeMarginalRelief,
  taxBeforeCess,
  type IncomeComposition,
  type TaxContext,
} from "./formulas/tax-on-income";
import { computationSteps, type ComputationStep } from "./income-tax-steps";
import { SPECIAL_RATE_KINDS, type AgeBand, type ClaimableDeduction, type Regime, type YearRules } from "./types";
import { financialYearDates, type FinancialYear } from "./years";

export type { ComputationStep } from "./income-tax-steps";
export type { SpecialRateIncomeInput } from "./formulas/special-rate";

/** Old-regime deductions claimed, in rupees a year (the calculator's `ded80c`, `ded80d`, `ded80ccd1b`, `hl`). */
export interface ClaimedDeductions {
  ded80c: number;
  ded80d: number;
  ded80ccd1b: number;
  /** interest on a loan for a self-occupied house, s.24(b) */
  homeLoanInterest: number;
}

/**
 * What the income-tax calculator knows about a person's year. Amounts are rupees a year,
 * finite and non-negative (the calculator validates them; the engine drops paise, treats a
 * negative amount as zero and throws a RangeError on NaN or Infinity).
 */
export interface IncomeTaxInput {
  fy: FinancialYear;
  regime: Regime;
  /** age on 31 March of the year; used only in the old regime */
  age: AgeBand;
  /** resident in India (default true): the age bands, the 87A rebate and the basic-exemption shortfall are for residents */
  resident?: boolean;
  /** gross salary or pension */
  grossSalary: number;
  /** income from other sources other than dividends (interest, …), taxed at slab rates */
  otherIncome: number;
  /**
   * dividends (default 0): taxed at slab rates with the other income, but the surcharge on
   * their share of the tax is capped (15%) and they do not count toward the 25%/37% bands
   */
  dividendIncome?: number;
  /** HRA exemption worked out by the HRA calculator (old regime only) */
  exemptHra: number;
  /** professional tax paid (old regime only, s.16(iii)); default 0 */
  professionalTax?: number;
  deductions: ClaimedDeductions;
  /** capital gains and VDA income taxed at special rates */
  specialRateIncome?: SpecialRateIncomeInput;
  /** net agricultural income: exempt, but sets the rate on other income (docs/tax-methods.md §21) */
  netAgriculturalIncome?: number;
}

export interface IncomeTaxResult {
  fy: FinancialYear;
  regime: Regime;
  /** gross salary less the allowed exemptions, standard deduction and professional tax */
  salaryIncome: number;
  standardDeduction: number;
  exemptHraAllowed: number;
  professionalTaxAllowed: number;
  /** self-occupied home-loan interest allowed as a loss from house property */
  homeLoanInterestAllowed: number;
  /** the part of the house-property loss that no income could absorb (carry-forward is not modelled) */
  houseLossNotSetOff: number;
  /** income from all heads after set-off of losses, before Chapter VI-A deductions */
  grossTotalIncome: number;
  /** the special-rate gains in gross total income (after any loss set off against them) */
  specialRateIncome: number;
  /** Chapter VI-A deductions allowed (80C, 80D, 80CCD(1B)), each within its limit and together within gross total income other than special-rate income */
  deductionsAllowed: number;
  /** total income, rounded under s.288A */
  taxableIncome: number;
  /** the part of total income taxed at slab rates */
  slabIncome: number;
  basicExemptionLimit: number;
  slabTax: number;
  specialRateTax: number;
  rebate87A: number;
  /** slab tax + special-rate tax − rebate */
  taxAfterRebate: number;
  /** dividends in total income (part of the slab income) */
  dividendIncome: number;
  /** the dividends' pro-rata share of the slab tax after the rebate */
  dividendTax: number;
  /** percent applied to tax on slab and VDA income */
  surchargeRate: number;
  /** percent applied to tax on dividends and 111A/112/112A gains (the band's rate, at most 15%) */
  cappedSurchargeRate: number;
  /** the part of `surcharge` charged at `cappedSurchargeRate` */
  cappedSurcharge: number;
  surcharge: number;
  marginalRelief: number;
  cess: number;
  /** tax + surcharge − marginal relief + cess, rounded under s.288B */
  totalTax: number;
  steps: ComputationStep[];
}

/** Internal options: the break-even search adds one uncapped deduction. */
interface ComputeOptions {
  extraDeduction?: number;
  /** the language of the computation's lines (English by default) */
  locale?: Locale;
}

/**
 * Whole rupees, never negative (s.288A drops paise; an amount below zero is treated as none).
 * NaN or Infinity means the caller skipped validation: throw rather than return a wrong tax.
 */
function wholeRupees(amount: number | undefined): number {
  if (amount === undefined) return 0;
  if (!Number.isFinite(amount)) throw new RangeError(`computeIncomeTax needs finite amounts, got ${String(amount)}`);
  return Math.max(0, dropPaise(amount));
}

function wholeAmounts(amounts: SpecialRateAmounts | undefined): SpecialRateAmounts {
  const whole: SpecialRateAmounts = {};
  for (const kind of SPECIAL_RATE_KINDS) {
    if (amounts?.[kind] !== undefined) whole[kind] = wholeRupees(amounts[kind]);
  }
  return whole;
}

function allowedIn(rules: YearRules, regime: Regime): (deduction: ClaimableDeduction) => boolean {
  const allowed = rules.regimes[regime].allowedDeductions.value;
  return (deduction) => allowed.includes(deduction);
}

function computeWithOptions(input: IncomeTaxInput, options: ComputeOptions = {}): IncomeTaxResult {
  const { fy, regime, age } = input;
  const resident = input.resident ?? true;
  const rules = rulesFor(fy);
  const regimeRules = rules.regimes[regime];
  const limits = rules.deductionLimits;
  const allows = allowedIn(rules, regime);

  // Salaries (docs/tax-methods.md §1.4 step 1): exemptions, then the standard deduction, then
  // professional tax, none taking the salary below zero.
  const grossSalary = wholeRupees(input.grossSalary);
  const exemptHraAllowed = allows("exemptHra") ? Math.min(wholeRupees(input.exemptHra), grossSalary) : 0;
  const salaryAfterExemptions = grossSalary - exemptHraAllowed;
  const standardDeduction = Math.min(salaryAfterExemptions, regimeRules.standardDeduction.value);
  const professionalTaxAllowed = allows("professionalTax")
    ? Math.min(wholeRupees(input.professionalTax), limits.professionalTax.value, salaryAfterExemptions - standardDeduction)
    : 0;
  const salaryIncome = salaryAfterExemptions - standardDeduction - professionalTaxAllowed;

  // House property: interest on a self-occupied house is a loss (old regime only), set off
  // first against the slab-rate heads, then against capital gains (s.71), never VDA income.
  const homeLoanInterestAllowed = allows("homeLoanInterest")
    ? Math.min(wholeRupees(input.deductions.homeLoanInterest), limits.homeLoanInterestSelfOccupied.value)
    : 0;
  const otherIncome = wholeRupees(input.otherIncome);
  const dividends = wholeRupees(input.dividendIncome);
  const slabHeadsBeforeLoss = salaryIncome + otherIncome + dividends;
  const lossAgainstSlabHeads = Math.min(homeLoanInterestAllowed, slabHeadsBeforeLoss);
  const yearStart = financialYearDates(fy).start;
  const wholeSpecial = input.specialRateIncome
    ? { ...wholeAmounts(input.specialRateIncome), beforeRateChange: wholeAmounts(input.specialRateIncome.beforeRateChange) }
    : undefined;
  const { slices, unabsorbedLoss } = setOffLossAgainstSlices(
    specialRateSlices(rules, wholeSpecial, yearStart),
    homeLoanInterestAllowed - lossAgainstSlabHeads,
    rules.specialRates.lossSetOffAllowedAgainst.value,
  );
  const slabHeads = slabHeadsBeforeLoss - lossAgainstSlabHeads;
  const specialRateIncome = totalOfSlices(slices);
  const grossTotalIncome = slabHeads + specialRateIncome;

  // Chapter VI-A: each deduction within its limit, all together within gross total income
  // other than special-rate income (s.80A(2); VI-A cannot reduce 111A/112/112A/115BBH income).
  const seniorCitizen = resident && age !== "below60";
  const ded80c = allows("ded80c") ? Math.min(wholeRupees(input.deductions.ded80c), limits.ded80c.value) : 0;
  const ded80dLimit = (seniorCitizen ? limits.ded80dSelfSenior.value : limits.ded80dSelfBelow60.value) + limits.ded80dParentsMaximum.value;
  const ded80d = allows("ded80d") ? Math.min(wholeRupees(input.deductions.ded80d), ded80dLimit) : 0;
  const ded80ccd1b = allows("ded80ccd1b") ? Math.min(wholeRupees(input.deductions.ded80ccd1b), limits.ded80ccd1b.value) : 0;
  const deductionsAllowed = Math.min(ded80c + ded80d + ded80ccd1b + wholeRupees(options.extraDeduction), slabHeads);

  // s.288A, then the split of total income between slab and special rates: each gain is
  // taxed at its own amount, so the rounding (at most ₹5) falls on the slab-rate part. This
  // is why adding a gain can, rarely, lower the tax by one ₹10 step (see the property tests).
  const taxableIncome = roundToNearestMultiple(slabHeads - deductionsAllowed + specialRateIncome, rules.totalIncomeRounding.value);
  const slabIncome = Math.max(0, taxableIncome - specialRateIncome);

  const context: TaxContext = { rules, regime, age, resident };
  // Losses and deductions are taken from the other slab income first, so dividends stay
  // whole in total income unless nothing else is left (dividendsIn caps them at slabIncome).
  const composition: IncomeComposition = {
    slabIncome,
    dividendIncome: dividends,
    specialRateSlices: slices,
    agriculturalIncome: wholeRupees(input.netAgriculturalIncome),
  };
  const beforeCess = taxBeforeCess(context, composition);
  const { relief: marginalRelief } = surchargeMarginalRelief(context, composition, beforeCess);
  const taxAfterRelief = beforeCess.taxAfterRebate + beforeCess.surcharge - marginalRelief;
  const cess = cessOn(rules, taxAfterRelief);
  const totalTax = roundToNearestMultiple(taxAfterRelief + cess, rules.taxRounding.value);

  const result: Omit<IncomeTaxResult, "steps"> = {
    fy,
    regime,
    salaryIncome,
    standardDeduction,
    exemptHraAllowed,
    professionalTaxAllowed,
    homeLoanInterestAllowed,
    houseLossNotSetOff: unabsorbedLoss,
    grossTotalIncome,
    specialRateIncome,
    deductionsAllowed,
    taxableIncome,
    slabIncome,
    basicExemptionLimit: beforeCess.basicExemptionLimit,
    slabTax: beforeCess.slab.slabTax,
    specialRateTax: beforeCess.specialRateTax,
    rebate87A: beforeCess.rebate,
    taxAfterRebate: beforeCess.taxAfterRebate,
    dividendIncome: beforeCess.dividendIncome,
    dividendTax: beforeCess.dividendTax,
    surchargeRate: beforeCess.surchargeRate,
    cappedSurchargeRate: beforeCess.cappedSurchargeRate,
    cappedSurcharge: beforeCess.cappedSurcharge,
    surcharge: beforeCess.surcharge,
    marginalRelief,
    cess,
    totalTax,
  };
  const steps = computationSteps({
    rules,
    regime,
    fy,
    grossSalary,
    otherIncome,
    dividendIncome: dividends,
    claimed: { ded80c, ded80d, ded80ccd1b },
    result,
    beforeCess,
    slabTableReference: slabTableFor(context).reference,
    locale: options.locale,
  });
  return { ...result, steps };
}

/**
 * Income-tax for one year and regime (docs/tax-methods.md §1.4): heads of income, deductions
 * the regime allows within their limits, total income rounded under s.288A, slab and
 * special-rate tax, the 87A rebate, surcharge with marginal relief, 4% cess, and the tax
 * rounded under s.288B. The new regime ignores HRA, professional tax, self-occupied
 * home-loan interest, 80C, 80D and 80CCD(1B).
 */
export function computeIncomeTax(input: IncomeTaxInput, locale: Locale = "en"): IncomeTaxResult {
  return computeWithOptions(input, { locale });
}

export interface RegimeComparison {
  old: IncomeTaxResult;
  new: IncomeTaxResult;
  /** the regime with less tax; "equal" when both come to the same rupee */
  better: Regime | "equal";
  /** how much less tax the better regime costs */
  saving: number;
}

/** Both regimes for the same person and year; `locale` is the language of the computation's lines. */
export function compareRegimes(input: Omit<IncomeTaxInput, "regime">, locale: Locale = "en"): RegimeComparison {
  const oldResult = computeIncomeTax({ ...input, regime: "old" }, locale);
  const newResult = computeIncomeTax({ ...input, regime: "new" }, locale);
  const difference = oldResult.totalTax - newResult.totalTax;
  return {
    old: oldResult,
    new: newResult,
    better: difference === 0 ? "equal" : difference < 0 ? "old" : "new",
    saving: Math.abs(difference),
  };
}

/**
 * The break-even amount of old-regime deductions: the least whole number of rupees D such
 * that, if the old-regime total income were reduced by D (HRA exemption, professional tax,
 * home-loan interest and Chapter VI-A deductions together, ignoring their individual
 * limits, but never below the income taxed at slab rates), the old-regime tax would be no
 * more than the new-regime tax on the same income. The deductions entered in `input` are
 * ignored (D replaces them), so the user can compare D with what they can claim.
 *
 * Returns 0 when the old regime costs no more even without deductions, and null when no
 * amount of deductions makes it as cheap (special-rate income, which deductions cannot
 * reduce, can cause that). Old-regime tax never rises when deductions rise, so the least
 * such D is found by bisection.
 */
export function breakEvenDeductions(input: Omit<IncomeTaxInput, "regime">): number | null {
  const newTax = computeIncomeTax({ ...input, regime: "new" }).totalTax;
  const withoutDeductions: IncomeTaxInput = {
    ...input,
    regime: "old",
    exemptHra: 0,
    professionalTax: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
  };
  const oldTaxWith = (extraDeduction: number) => computeWithOptions(withoutDeductions, { extraDeduction }).totalTax;

  if (oldTaxWith(0) <= newTax) return 0;
  const base = computeWithOptions(withoutDeductions);
  let high = base.grossTotalIncome - base.specialRateIncome;
  if (oldTaxWith(high) > newTax) return null;
  let low = 0; // invariant: oldTaxWith(low) > newTax >= oldTaxWith(high)
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (oldTaxWith(middle) <= newTax) high = middle;
    else low = middle;
  }
  return high;
}
