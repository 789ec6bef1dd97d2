import { rebate87A } from "./formulas/rebate";
import { percentOf, roundToNearestMultiple } from "./formulas/rounding";
import { basicExemptionLimit, slabTax } from "./formulas/slab-tax";
import { surchargeBandInForce, type SurchargeMeasures } from "./formulas/surcharge";
import { cessOn, slabTableFor, surchargeAfterRebate, type TaxContext } from "./formulas/tax-on-income";
import type { RebatableTax, SpecialRateKind, SurchargeBand } from "./types";
import { SPECIAL_RATE_KINDS } from "./types";

/**
 * A year's income-tax when it holds capital gains taxed at special rates, for the
 * capital-gains calculator (docs/tax-methods.md §1.4, §22.3).
 *
 * It follows the engine's pipeline (lib/tax/formulas/tax-on-income.ts: the s.112A
 * exemption, the basic-exemption shortfall, the s.87A rebate, surcharge capped at 15% on
 * these gains, marginal relief, cess, s.288A/288B rounding) and reuses its formulas, with
 * one thing the engine cannot express: the second proviso to s.112(1)(a). For land or
 * building bought before 23 July 2024 and sold on or after it by a resident individual or
 * HUF, the tax on the gain is the lower of the tax at 12.5% on the gain without
 * indexation and the tax at 20% on the gain with indexation. Only the tax is capped:
 * total income (and so the surcharge band and the rebate test) holds the gain without
 * indexation, as s.48 computes it.
 */

export type CapitalGainKind = Exclude<SpecialRateKind, "vda">;

export interface CapitalGainSlice {
  kind: CapitalGainKind;
  /** percent */
  rate: number;
  rateReference: string;
  /** the gain in total income: whole rupees, positive */
  income: number;
  /** s.112(1)(a) second proviso: the same gain computed with indexation and its rate; the lower tax applies */
  indexedOption?: { income: number; rate: number; reference: string };
}

export interface YearIncome {
  /** income taxed at the slab rates (whole rupees) */
  slabIncome: number;
  gains: readonly CapitalGainSlice[];
}

export interface TaxedCapitalGain extends CapitalGainSlice {
  /** s.112A: the part of the gain inside the exemption */
  exempt: number;
  /** the unused basic exemption this gain absorbed (resident individuals), under the option used */
  shortfallUsed: number;
  /** what `rate` applies to: the gain without indexation less the exemption and the shortfall */
  taxable: number;
  /** the tax at `rate` on `taxable` */
  taxAtRate: number;
  /** the indexed option, when there is one: its taxable gain and tax */
  indexedOptionTaxable: number | null;
  indexedOptionTax: number | null;
  usesIndexedOption: boolean;
  /** the tax on this gain: the lower of the two when there is an indexed option */
  tax: number;
}

export interface CapitalGainsYearTax {
  /** total income, rounded under s.288A */
  totalIncome: number;
  slabIncome: number;
  basicExemptionLimit: number;
  /** the unused basic exemption available to the gains (resident individuals) */
  basicExemptionShortfall: number;
  slabTax: number;
  gains: TaxedCapitalGain[];
  gainsTax: number;
  rebate: number;
  taxAfterRebate: number;
  /** percent, on tax on slab income */
  surchargeRate: number;
  /** percent, on tax on 111A/112/112A gains (at most the cap) */
  cappedSurchargeRate: number;
  surcharge: number;
  marginalRelief: number;
  /** the surcharge threshold marginal relief was measured from, or null */
  surchargeThreshold: number | null;
  cess: number;
  /** tax + surcharge − relief + cess, rounded under s.288B */
  totalTax: number;
}

type BeforeRelief = Omit<CapitalGainsYearTax, "marginalRelief" | "surchargeThreshold" | "cess" | "totalTax">;

const byRateDescending = <T extends { rate: number }>(items: readonly T[]): T[] => [...items].sort((a, b) => b.rate - a.rate);

/** The s.112A exemption, then the basic-exemption shortfall, then the rate (engine order, formulas/special-rate.ts). */
function taxGains(context: TaxContext, gains: readonly CapitalGainSlice[], shortfall: number): TaxedCapitalGain[] {
  const { rules } = context;
  const taxed: TaxedCapitalGain[] = gains.map((gain) => ({
    ...gain,
    exempt: 0,
    shortfallUsed: 0,
    taxable: gain.income,
    taxAtRate: 0,
    indexedOptionTaxable: null,
    indexedOptionTax: null,
    usesIndexedOption: false,
    tax: 0,
  }));

  let exemptionLeft = rules.specialRates.ltcg112AExemption.value;
  for (const gain of byRateDescending(taxed.filter((g) => g.kind === "ltcg112A"))) {
    gain.exempt = Math.min(gain.income, exemptionLeft);
    exemptionLeft -= gain.exempt;
    gain.taxable = gain.income - gain.exempt;
  }

  // The shortfall proviso applies under both the amended and the earlier law, so the
  // indexed option gets the same shortfall; the gain uses whichever option is cheaper.
  let shortfallLeft = Math.max(0, shortfall);
  const eligible = rules.specialRates.basicExemptionShortfallAppliesTo.value;
  for (const gain of byRateDescending(taxed)) {
    const offered = eligible.includes(gain.kind) ? shortfallLeft : 0;
    gain.shortfallUsed = Math.min(offered, gain.taxable);
    gain.taxable -= gain.shortfallUsed;
    gain.taxAtRate = percentOf(gain.taxable, gain.rate);
    gain.tax = gain.taxAtRate;
    if (gain.indexedOption) {
      const indexedIncome = Math.max(0, gain.indexedOption.income);
      const usedIndexed = Math.min(offered, indexedIncome);
      gain.indexedOptionTaxable = indexedIncome - usedIndexed;
      gain.indexedOptionTax = percentOf(gain.indexedOptionTaxable, gain.indexedOption.rate);
      if (gain.indexedOptionTax < gain.taxAtRate) {
        gain.usesIndexedOption = true;
        gain.tax = gain.indexedOptionTax;
        gain.shortfallUsed = usedIndexed;
      }
    }
    shortfallLeft -= gain.shortfallUsed;
  }
  return taxed;
}

function measuresOf(context: TaxContext, income: YearIncome): SurchargeMeasures {
  const capped = context.rules.specialRates.surchargeCappedKinds.value;
  const gainsIncome = income.gains.reduce((sum, g) => sum + g.income, 0);
  const cappedIncome = income.gains.filter((g) => capped.includes(g.kind)).reduce((sum, g) => sum + g.income, 0);
  const totalIncome = income.slabIncome + gainsIncome;
  return { totalIncome, totalIncomeExcludingCapitalGainsAndDividends: totalIncome - cappedIncome };
}

/** Tax, rebate and surcharge on an income whose total is already rounded. */
function taxBeforeRelief(context: TaxContext, income: YearIncome): BeforeRelief {
  const { rules, regime, resident } = context;
  const regimeRules = rules.regimes[regime];
  const table = slabTableFor(context);
  const exemptionLimit = basicExemptionLimit(table);
  const measures = measuresOf(context, income);
  const shortfall = resident ? Math.max(0, exemptionLimit - income.slabIncome) : 0;

  const slab = slabTax(income.slabIncome, table);
  const gains = taxGains(context, income.gains, shortfall);
  const taxes = Object.fromEntries(SPECIAL_RATE_KINDS.map((kind) => [kind, 0])) as Record<RebatableTax, number>;
  taxes.slab = slab;
  for (const gain of gains) taxes[gain.kind] += gain.tax;
  const gainsTax = gains.reduce((sum, g) => sum + g.tax, 0);
  const gainsIncome = income.gains.reduce((sum, g) => sum + g.income, 0);

  const rebate = rebate87A({ rules: regimeRules.rebate, resident, totalIncome: measures.totalIncome, specialRateIncome: gainsIncome, taxes });
  const { surchargeRate: rate, cappedSurchargeRate: cappedRate, surcharge } = surchargeAfterRebate(context, measures, taxes, rebate);

  return {
    totalIncome: measures.totalIncome,
    slabIncome: income.slabIncome,
    basicExemptionLimit: exemptionLimit,
    basicExemptionShortfall: shortfall,
    slabTax: slab,
    gains,
    gainsTax,
    rebate,
    taxAfterRebate: slab + gainsTax - rebate,
    surchargeRate: rate,
    cappedSurchargeRate: cappedRate,
    surcharge,
  };
}

/**
 * The income cut down to the threshold: slab income first, then the gains that count
 * toward the band's measure, in order (the engine's assumption, docs/tax-methods.md §1.6
 * UNSURE). A gain's indexed option is cut by the same amount as the gain.
 */
function incomeAtThreshold(context: TaxContext, income: YearIncome, band: SurchargeBand, excess: number): YearIncome {
  const fromSlab = Math.min(excess, income.slabIncome);
  let left = excess - fromSlab;
  const capped = context.rules.specialRates.surchargeCappedKinds.value;
  const counts = (kind: CapitalGainKind) => band.measuredOn === "totalIncome" || !capped.includes(kind);
  const gains = income.gains.map((gain) => {
    if (!counts(gain.kind) || left <= 0) return gain;
    const cut = Math.min(left, gain.income);
    left -= cut;
    const indexedOption = gain.indexedOption && { ...gain.indexedOption, income: Math.max(0, gain.indexedOption.income - cut) };
    return { ...gain, income: gain.income - cut, ...(indexedOption ? { indexedOption } : {}) };
  });
  return { slabIncome: income.slabIncome - fromSlab, gains };
}

/**
 * The year's tax. `slabIncome` is the income at slab rates before rounding; total income
 * is rounded under s.288A and, as in the engine, the rounding falls on the slab part.
 */
export function capitalGainsYearTax(context: TaxContext, income: YearIncome): CapitalGainsYearTax {
  const { rules } = context;
  const gainsIncome = income.gains.reduce((sum, g) => sum + g.income, 0);
  const totalIncome = roundToNearestMultiple(income.slabIncome + gainsIncome, rules.totalIncomeRounding.value);
  const rounded: YearIncome = { slabIncome: Math.max(0, totalIncome - gainsIncome), gains: income.gains };

  const actual = taxBeforeRelief(context, rounded);
  const measures = measuresOf(context, rounded);
  const band = surchargeBandInForce(rules.surcharge, measures);
  let marginalRelief = 0;
  if (band && actual.surcharge > 0) {
    const excess = measures[band.measuredOn] - band.above;
    const atThreshold = taxBeforeRelief(context, incomeAtThreshold(context, rounded, band, excess));
    const ceiling = atThreshold.taxAfterRebate + atThreshold.surcharge + excess;
    marginalRelief = Math.min(actual.surcharge, Math.max(0, actual.taxAfterRebate + actual.surcharge - ceiling));
  }
  const taxAfterRelief = actual.taxAfterRebate + actual.surcharge - marginalRelief;
  const cess = cessOn(rules, taxAfterRelief);
  return {
    ...actual,
    marginalRelief,
    surchargeThreshold: band && actual.surcharge > 0 ? band.above : null,
    cess,
    totalTax: roundToNearestMultiple(taxAfterRelief + cess, rules.taxRounding.value),
  };
}
