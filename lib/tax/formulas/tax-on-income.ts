import type { AgeBand, RebatableTax, Regime, SpecialRateKind, SurchargeBand, SurchargeCappedIncome, YearRules } from "../types";
import { SPECIAL_RATE_KINDS } from "../types";
import { slabTaxWithAgriculture, type SlabTaxWithAgriculture } from "./agricultural";
import { rebate87A } from "./rebate";
import { percentOf } from "./rounding";
import { basicExemptionLimit } from "./slab-tax";
import {
  taxSpecialRateSlices,
  totalOfSlices,
  type SpecialRateSlice,
  type TaxedSpecialRateSlice,
} from "./special-rate";
import { surchargeBandInForce, surchargeRate, type SurchargeMeasures } from "./surcharge";

/** Who is taxed, under which rules. */
export interface TaxContext {
  rules: YearRules;
  regime: Regime;
  age: AgeBand;
  resident: boolean;
}

/** Total income split by how it is taxed. */
export interface IncomeComposition {
  /** income taxed at the slab rates */
  slabIncome: number;
  /** the part of `slabIncome` that is dividends (default 0): surcharge on its tax is capped, and it does not count toward the 25%/37% bands */
  dividendIncome?: number;
  /** income taxed at special rates */
  specialRateSlices: readonly SpecialRateSlice[];
  /** net agricultural income, used only to set the rate */
  agriculturalIncome: number;
}

export interface TaxBeforeCess {
  totalIncome: number;
  /** total income without dividends and 111A/112/112A gains: the measure for the 25% and 37% bands */
  coreIncome: number;
  basicExemptionLimit: number;
  slab: SlabTaxWithAgriculture;
  specialRateSlices: TaxedSpecialRateSlice[];
  specialRateTax: number;
  rebate: number;
  taxAfterRebate: number;
  /** percent, on tax on slab income and uncapped special-rate income */
  surchargeRate: number;
  /** percent, on tax on 111A/112/112A gains (and dividends) */
  cappedSurchargeRate: number;
  /** dividends included in total income */
  dividendIncome: number;
  /** the part of the slab tax (after the rebate) that falls on dividends, pro rata */
  dividendTax: number;
  /** tax that bears surcharge at the capped rate: on dividends and on 111A/112/112A gains */
  cappedTax: number;
  /** surcharge at the capped rate on `cappedTax` (part of `surcharge`) */
  cappedSurcharge: number;
  surcharge: number;
}

/** Dividends in total income: never more than the slab income they are part of. */
function dividendsIn(composition: IncomeComposition): number {
  return Math.min(Math.max(0, composition.dividendIncome ?? 0), composition.slabIncome);
}

/** The slab table that applies: age bands only in the old regime and only for residents (docs/tax-methods.md §0.3). */
export function slabTableFor({ rules, regime, age, resident }: TaxContext) {
  const slabs = rules.regimes[regime].slabs;
  return resident ? slabs[age] : slabs.below60;
}

function surchargeMeasures(rules: YearRules, composition: IncomeComposition): SurchargeMeasures {
  const capped = rules.specialRates.surchargeCappedKinds.value;
  const totalIncome = composition.slabIncome + totalOfSlices(composition.specialRateSlices);
  const cappedGains = totalOfSlices(composition.specialRateSlices.filter((s) => capped.includes(s.kind)));
  const cappedDividends = capped.includes("dividend") ? dividendsIn(composition) : 0;
  return { totalIncome, totalIncomeExcludingCapitalGainsAndDividends: totalIncome - cappedGains - cappedDividends };
}

/**
 * Income-tax on a composition of income before marginal relief on surcharge and before
 * cess (docs/tax-methods.md §1.4 steps 5 to 11): slab tax (with agricultural integration),
 * special-rate tax (with the 112A exemption and the basic-exemption shortfall), the 87A
 * rebate, and surcharge at the band rate, capped at 15% on capital gains and dividends.
 */
export function taxBeforeCess(context: TaxContext, composition: IncomeComposition): TaxBeforeCess {
  const { rules, regime, resident } = context;
  const regimeRules = rules.regimes[regime];
  const table = slabTableFor(context);
  const exemptionLimit = basicExemptionLimit(table);
  const measures = surchargeMeasures(rules, composition);
  const totalIncome = measures.totalIncome;
  const specialRateIncome = totalOfSlices(composition.specialRateSlices);

  const slab = slabTaxWithAgriculture({
    table,
    slabIncome: composition.slabIncome,
    totalIncome,
    agriculturalIncome: composition.agriculturalIncome,
    minimumForIntegration: rules.agriculturalIncome.minimumForIntegration.value,
    integrationApplies: regimeRules.agriculturalIncomeIntegration.value,
  });

  const basicExemptionShortfall = resident ? Math.max(0, exemptionLimit - composition.slabIncome) : 0;
  const specialRateSlices = taxSpecialRateSlices(rules, composition.specialRateSlices, { basicExemptionShortfall });
  const specialTaxByKind = Object.fromEntries(SPECIAL_RATE_KINDS.map((kind) => [kind, 0])) as Record<SpecialRateKind, number>;
  for (const slice of specialRateSlices) specialTaxByKind[slice.kind] += slice.tax;
  const specialRateTax = totalOfTaxes(specialTaxByKind);

  const taxes: Record<RebatableTax, number> = { slab: slab.slabTax, ...specialTaxByKind };
  const rebate = rebate87A({ rules: regimeRules.rebate, resident, totalIncome, specialRateIncome, taxes });
  const dividendIncome = dividendsIn(composition);
  const split = surchargeAfterRebate(context, measures, taxes, rebate, { dividendIncome, slabIncome: composition.slabIncome });

  return {
    totalIncome,
    coreIncome: measures.totalIncomeExcludingCapitalGainsAndDividends,
    basicExemptionLimit: exemptionLimit,
    slab,
    specialRateSlices,
    specialRateTax,
    rebate,
    taxAfterRebate: slab.slabTax + specialRateTax - rebate,
    surchargeRate: split.surchargeRate,
    cappedSurchargeRate: split.cappedSurchargeRate,
    dividendIncome,
    dividendTax: split.dividendTax,
    cappedTax: split.cappedTax,
    cappedSurcharge: split.cappedSurcharge,
    surcharge: split.surcharge,
  };
}

export interface SurchargeSplit {
  surchargeRate: number;
  cappedSurchargeRate: number;
  /** the dividends' pro-rata share of the slab tax left after the rebate */
  dividendTax: number;
  /** the tax surcharged at the capped rate */
  cappedTax: number;
  cappedSurcharge: number;
  surcharge: number;
}

/**
 * Surcharge on the taxes left after the s.87A rebate. The rebate comes off the taxes it may
 * reduce, in the order the rules list (slab tax first), so that surcharge falls on what is
 * left of each: at the band's rate, capped (15%) on the kinds the cap covers. Dividends
 * are taxed in the slab tax, so their share of it, slab tax × dividends ÷ slab income
 * (docs/tax-methods.md §1.2, UNSURE: the law gives no rule for the share), takes the capped
 * rate too. Shared with the capital-gains calculator's year tax
 * (lib/tax/capital-gains-year-tax.ts).
 */
export function surchargeAfterRebate(
  { rules, regime }: Pick<TaxContext, "rules" | "regime">,
  measures: SurchargeMeasures,
  taxes: Readonly<Record<RebatableTax, number>>,
  rebate: number,
  dividends: { dividendIncome: number; slabIncome: number } = { dividendIncome: 0, slabIncome: 0 },
): SurchargeSplit {
  const regimeRules = rules.regimes[regime];
  const afterRebate = { ...taxes };
  let rebateLeft = rebate;
  for (const kind of regimeRules.rebate.reducibleTaxes.value) {
    const used = Math.min(rebateLeft, afterRebate[kind]);
    afterRebate[kind] -= used;
    rebateLeft -= used;
  }
  const rate = surchargeRate(rules.surcharge, measures, regimeRules.maximumSurchargeRate.value);
  const cappedRate = Math.min(rate, rules.capitalGainsSurchargeCap.value);
  const cappedKinds = rules.specialRates.surchargeCappedKinds.value;
  const dividendTax =
    cappedKinds.includes("dividend") && dividends.dividendIncome > 0 && dividends.slabIncome > 0
      ? (afterRebate.slab * Math.min(dividends.dividendIncome, dividends.slabIncome)) / dividends.slabIncome
      : 0;
  let cappedTax = dividendTax;
  let uncappedTax = afterRebate.slab - dividendTax;
  for (const kind of SPECIAL_RATE_KINDS) {
    if (cappedKinds.includes(kind)) cappedTax += afterRebate[kind];
    else uncappedTax += afterRebate[kind];
  }
  const cappedSurcharge = percentOf(cappedTax, cappedRate);
  return {
    surchargeRate: rate,
    cappedSurchargeRate: cappedRate,
    dividendTax,
    cappedTax,
    cappedSurcharge,
    surcharge: percentOf(uncappedTax, rate) + cappedSurcharge,
  };
}

function totalOfTaxes(taxes: Readonly<Record<string, number>>): number {
  return Object.values(taxes).reduce((sum, tax) => sum + tax, 0);
}

/**
 * The same income cut down so that the band's measured income is exactly the threshold.
 * UNSURE (docs/tax-methods.md §1.6): with special-rate income the law does not say what the
 * income at the threshold is made of. Following the common practice, slab income other
 * than dividends is cut first; only if that is not enough are the dividends, then the
 * special-rate gains, that count toward the measure cut (gains in the order listed).
 */
function compositionAtThreshold(
  rules: YearRules,
  composition: IncomeComposition,
  band: SurchargeBand,
  excess: number,
): IncomeComposition {
  const capped = rules.specialRates.surchargeCappedKinds.value;
  const counts = (kind: SurchargeCappedIncome) => band.measuredOn === "totalIncome" || !capped.includes(kind);
  const dividendIncome = dividendsIn(composition);
  const fromOtherSlab = Math.min(excess, composition.slabIncome - dividendIncome);
  let left = excess - fromOtherSlab;
  const fromDividends = counts("dividend") ? Math.min(left, dividendIncome) : 0;
  left -= fromDividends;
  const specialRateSlices = composition.specialRateSlices.map((slice) => {
    if (!counts(slice.kind) || left <= 0) return slice;
    const cut = Math.min(left, slice.income);
    left -= cut;
    return { ...slice, income: slice.income - cut };
  });
  return {
    ...composition,
    slabIncome: composition.slabIncome - fromOtherSlab - fromDividends,
    dividendIncome: dividendIncome - fromDividends,
    specialRateSlices,
  };
}

export interface SurchargeRelief {
  relief: number;
  /** the threshold the relief was measured from, or null when no surcharge applies */
  threshold: number | null;
}

/**
 * Marginal relief on surcharge (Finance Act, First Schedule, Paragraph A, provisos;
 * docs/tax-methods.md §1.6): tax plus surcharge on income above a threshold may exceed the tax
 * plus surcharge on income equal to the threshold by no more than the income above it.
 * The threshold is that of the band in force (50 lakh, 1 crore, 2 crore, 5 crore), i.e.
 * the highest threshold the income exceeds, as each proviso of the Finance Act compares
 * with the lower end of its own band. (docs/tax-methods.md §1.6 takes this reading, as its errata
 * require; the worked examples always used the nearest threshold below, as here.) The
 * tax at the threshold is worked out at the rate that applies at exactly that income.
 * Where the regime cap leaves the rate unchanged at a threshold (5 crore, new regime) the
 * formula gives no relief by itself.
 */
export function surchargeMarginalRelief(
  context: TaxContext,
  composition: IncomeComposition,
  actual: TaxBeforeCess,
): SurchargeRelief {
  const { rules } = context;
  const measures = surchargeMeasures(rules, composition);
  const band = surchargeBandInForce(rules.surcharge, measures);
  if (!band || actual.surcharge === 0) return { relief: 0, threshold: null };
  const excess = measures[band.measuredOn] - band.above;
  const atThreshold = taxBeforeCess(context, compositionAtThreshold(rules, composition, band, excess));
  const ceiling = atThreshold.taxAfterRebate + atThreshold.surcharge + excess;
  // The relief is a relief from surcharge: it can never take the tax below the tax without surcharge.
  const relief = Math.min(actual.surcharge, Math.max(0, actual.taxAfterRebate + actual.surcharge - ceiling));
  return { relief, threshold: band.above };
}

/** Health and Education Cess on tax plus surcharge less marginal relief. */
export function cessOn(rules: YearRules, taxAfterRelief: number): number {
  return percentOf(Math.max(0, taxAfterRelief), rules.cess.value);
}
