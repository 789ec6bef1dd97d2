import type { IsoDate, SpecialRateKind, YearRules } from "../types";
import { SPECIAL_RATE_KINDS } from "../types";
import { periodsOfYear } from "./dated-values";
import { percentOf } from "./rounding";

/** Special-rate gains for the year, in rupees. */
export type SpecialRateAmounts = Partial<Record<SpecialRateKind, number>>;

export interface SpecialRateIncomeInput extends SpecialRateAmounts {
  /**
   * The part of each amount above (already included in it) that comes from transfers
   * before a rate change made during the year: in FY 2024-25, transfers before 23 July
   * 2024 (docs/tax-methods.md §1.3). Ignored in a year whose rate did not change; treated as
   * at most the whole amount.
   */
  beforeRateChange?: SpecialRateAmounts;
}

/** One special-rate gain taxed at one rate: a kind of income in one part of the year. */
export interface SpecialRateSlice {
  kind: SpecialRateKind;
  /** the first day of the part of the year this slice covers */
  from: IsoDate;
  /** percent */
  rate: number;
  rateReference: string;
  /** the gain in total income (after any loss set off against it) */
  income: number;
}

export interface TaxedSpecialRateSlice extends SpecialRateSlice {
  /** s.112A: the part of the gain below the exemption */
  exempt: number;
  /** the unused basic exemption absorbed by this gain (resident individuals) */
  shortfallUsed: number;
  taxable: number;
  tax: number;
}

const byRateDescending = <T extends { rate: number }>(slices: readonly T[]): T[] =>
  [...slices].sort((a, b) => b.rate - a.rate);

/**
 * Splits the special-rate income into slices at the year's rates. A kind whose rate did
 * not change in the year gives one slice. One that changed gives a slice for the part
 * transferred before the change (`beforeRateChange`, at the first rate) and one for the
 * rest (at the last rate). Zero amounts give no slice.
 */
export function specialRateSlices(rules: YearRules, income: SpecialRateIncomeInput | undefined, yearStart: IsoDate): SpecialRateSlice[] {
  const slices: SpecialRateSlice[] = [];
  if (!income) return slices;
  for (const kind of SPECIAL_RATE_KINDS) {
    const amount = Math.max(0, income[kind] ?? 0);
    if (amount === 0) continue;
    const periods = periodsOfYear(rules.specialRates[kind], yearStart);
    const first = periods[0];
    const last = periods[periods.length - 1];
    if (!first || !last) continue;
    const before = first === last ? 0 : Math.min(amount, Math.max(0, income.beforeRateChange?.[kind] ?? 0));
    if (before > 0) {
      slices.push({ kind, from: first.from, rate: first.parameter.value, rateReference: first.parameter.reference, income: before });
    }
    if (amount - before > 0) {
      slices.push({ kind, from: last.from, rate: last.parameter.value, rateReference: last.parameter.reference, income: amount - before });
    }
  }
  return slices;
}

/**
 * Sets a loss off against the slices of the kinds allowed, the most heavily taxed first
 * (best for the taxpayer). Returns the reduced slices and the part of the loss left over.
 */
export function setOffLossAgainstSlices(
  slices: readonly SpecialRateSlice[],
  loss: number,
  allowedKinds: readonly SpecialRateKind[],
): { slices: SpecialRateSlice[]; unabsorbedLoss: number } {
  let remaining = Math.max(0, loss);
  const reduced = new Map<SpecialRateSlice, number>();
  for (const slice of byRateDescending(slices.filter((s) => allowedKinds.includes(s.kind)))) {
    const used = Math.min(remaining, slice.income);
    reduced.set(slice, used);
    remaining -= used;
  }
  return {
    slices: slices.map((slice) => ({ ...slice, income: slice.income - (reduced.get(slice) ?? 0) })).filter((s) => s.income > 0),
    unabsorbedLoss: remaining,
  };
}

/**
 * Tax on the special-rate slices (docs/tax-methods.md §1.3, §1.4 steps 7-8):
 * 1. s.112A exemption: one limit for the year's gains together (FY 2024-25: ₹1.25 lakh on
 *    the aggregate of gains before and after 23 July 2024, s.112A(2)(i) proviso), set
 *    against the most heavily taxed slice first (12.5% before 10%, docs/tax-methods.md §22.3).
 * 2. Basic-exemption shortfall (resident individuals): the part of the exemption limit not
 *    used by the other income reduces the gains of the kinds allowed, the most heavily
 *    taxed first. For a 112A gain only the part above the exemption can absorb it, which
 *    gives the same tax as the Act's order (reduce the gain, then exempt ₹1.25 lakh).
 * 3. Tax = rate × what is left.
 */
export function taxSpecialRateSlices(
  rules: YearRules,
  slices: readonly SpecialRateSlice[],
  { basicExemptionShortfall }: { basicExemptionShortfall: number },
): TaxedSpecialRateSlice[] {
  const taxed: TaxedSpecialRateSlice[] = slices.map((slice) => ({ ...slice, exempt: 0, shortfallUsed: 0, taxable: slice.income, tax: 0 }));

  let exemptionLeft = rules.specialRates.ltcg112AExemption.value;
  for (const slice of byRateDescending(taxed.filter((s) => s.kind === "ltcg112A"))) {
    slice.exempt = Math.min(slice.income, exemptionLeft);
    exemptionLeft -= slice.exempt;
    slice.taxable = slice.income - slice.exempt;
  }

  let shortfallLeft = Math.max(0, basicExemptionShortfall);
  const eligible = rules.specialRates.basicExemptionShortfallAppliesTo.value;
  for (const slice of byRateDescending(taxed.filter((s) => eligible.includes(s.kind)))) {
    slice.shortfallUsed = Math.min(shortfallLeft, slice.taxable);
    shortfallLeft -= slice.shortfallUsed;
    slice.taxable -= slice.shortfallUsed;
  }

  for (const slice of taxed) slice.tax = percentOf(slice.taxable, slice.rate);
  return taxed;
}

/** The sum of the slices' income. */
export function totalOfSlices(slices: readonly { income: number }[]): number {
  return slices.reduce((sum, slice) => sum + slice.income, 0);
}
