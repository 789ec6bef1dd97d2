import { costInflationIndex, COST_INFLATION_INDEX_BASE_YEAR } from "./capital-gains-cii";
import { addMonths, periodBetween } from "./capital-gains-dates";
import { CAPITAL_GAINS_RULES, type HoldingClass } from "./capital-gains-rules";
import {
  capitalGainsYearTax,
  type CapitalGainKind,
  type CapitalGainSlice,
  type CapitalGainsYearTax,
  type TaxedCapitalGain,
} from "./capital-gains-year-tax";
import { valueInForceOn } from "./formulas/dated-values";
import { dropPaise } from "./formulas/rounding";
import type { TaxContext } from "./formulas/tax-on-income";
import { rulesFor } from "./parameters";
import type { AgeBand, IsoDate, Parameter, Regime, YearRules } from "./types";
import { financialYearOf, isFinancialYear, type FinancialYear } from "./years";

/**
 * One transfer of a capital asset by an individual (docs/tax-methods.md §22): the holding
 * period (s.2(42A), s.50AA), the gain (s.48, s.55), the rate by asset and date of transfer
 * (s.111A, 112, 112A; the 23 July 2024 changes), indexation and the lower-of option for
 * land or building, and the tax it adds to the person's year, computed with their other
 * income (the s.112A exemption, the basic-exemption shortfall, s.87A, surcharge capped at
 * 15% with marginal relief, cess).
 */

export const CAPITAL_ASSETS = ["equity", "unlisted", "property", "debtfund", "other"] as const;
export type CapitalAsset = (typeof CAPITAL_ASSETS)[number];

export interface CapitalGainInput {
  asset: CapitalAsset;
  purchaseDate: IsoDate;
  saleDate: IsoDate;
  /** cost of acquisition (for an asset bought before 1 April 2001, its cost or its fair market value on that date) */
  cost: number;
  /** full value of the consideration */
  salePrice: number;
  /** expenditure wholly and exclusively in connection with the transfer (s.48(i)) */
  transferExpenses: number;
  /** cost of improvement (s.48(ii), s.55(1)(b)) */
  improvementCost: number;
  /** the date of the improvement; null when not given (then it is not indexed) */
  improvementDate: IsoDate | null;
  /** listed equity bought on or before 31 January 2018: its fair market value on that date (0: not given) */
  fairMarketValue2018: number;
  resident: boolean;
  regime: Regime;
  age: AgeBand;
  /** the rest of the year's income, taxed at the slab rates (after deductions) */
  otherIncome: number;
  /** other s.112A gains of the same year (they share the exemption) */
  otherEquityGains: number;
  /** the cost inflation index of the year of sale, when our table does not have it yet (0 or null: not given) */
  saleYearIndex: number | null;
}

export type CapitalGainTreatment = CapitalGainKind | "slab";

export interface IndexationDetail {
  saleYear: string;
  saleYearIndex: number;
  saleYearIndexReference: string;
  purchaseYear: string;
  purchaseYearIndex: Parameter;
  indexedCost: number;
  improvementYear: string | null;
  improvementYearIndex: Parameter | null;
  indexedImprovement: number;
  /** sale price − expenses − indexed cost − indexed improvement */
  indexedGain: number;
}

export interface CapitalGainProblem {
  field: "buy" | "sell" | "imprDate";
  message: string;
}

export interface CapitalGainResult {
  fy: FinancialYear;
  rules: YearRules;
  holdingClass: HoldingClass | "specifiedFund";
  holdingLimit: Parameter | null;
  /** the day after which the asset becomes long-term */
  longTermAfter: IsoDate | null;
  held: { years: number; months: number; days: number };
  longTerm: boolean;
  treatment: CapitalGainTreatment;
  /** the rate of the treatment, and its reference (slab: null) */
  rate: Parameter | null;
  /** s.55(2)(ac) applied: the cost used, when it differs from the cost entered */
  grandfatheredCost: number | null;
  /** improvement cost counted (0 when made before 1 April 2001) */
  improvementAllowed: number;
  /** s.48 gain: with indexation where the law indexes it (transfers before 23 July 2024), else without */
  gain: number;
  /** gain without indexation (sale − expenses − cost − improvement) */
  unindexedGain: number;
  indexation: IndexationDetail | null;
  /** indexation is used for the gain itself (transfer before 23 July 2024) */
  gainIsIndexed: boolean;
  /** s.112(1)(a) second proviso applies (resident, land or building, bought before and sold on or after 23 July 2024) */
  lowerOfApplies: boolean;
  /** the lower-of option could not be worked out for want of the year's index */
  missingSaleYearIndex: boolean;
  /** this gain as taxed in the year (null for a loss or a slab-rate gain) */
  taxedGain: TaxedCapitalGain | null;
  /** what the rate applies to, after the exemption and the unused basic exemption */
  taxableGain: number;
  withGain: CapitalGainsYearTax;
  withoutGain: CapitalGainsYearTax;
  /** the tax the sale adds to the year (difference of the two totals, each rounded under s.288B) */
  extraTax: number;
  /** s.112A exemption for the year (listed equity only) */
  exemption: { limit: Parameter; usedByOtherGains: number; usedByThisGain: number; left: number } | null;
}

export type CapitalGainOutcome = { ok: true; result: CapitalGainResult } | { ok: false; problems: CapitalGainProblem[] };

const RULES = CAPITAL_GAINS_RULES;

function holdingClassOf(asset: CapitalAsset, purchaseDate: IsoDate): HoldingClass | "specifiedFund" {
  switch (asset) {
    case "equity":
      return "listedEquity";
    case "unlisted":
      return "unlistedShares";
    case "property":
      return "landOrBuilding";
    case "debtfund":
      // s.50AA covers units acquired on or after 1 April 2023; earlier units are ordinary assets.
      return purchaseDate >= RULES.specifiedFundAcquiredFrom.value ? "specifiedFund" : "otherAsset";
    default:
      return "otherAsset";
  }
}

/** The index for a year, from the table or, for the year of sale only, from the user. */
function indexFor(year: string, userValue: number | null): { value: number; reference: string } | null {
  const notified = costInflationIndex(year);
  if (notified) return { value: notified.value, reference: notified.reference };
  if (userValue && userValue > 0) return { value: userValue, reference: `Cost inflation index for ${year} as entered (not yet in our table)` };
  return null;
}

function indexation(input: CapitalGainInput, saleYear: string, improvementAllowed: number): IndexationDetail | null {
  const sale = indexFor(saleYear, input.saleYearIndex);
  if (!sale) return null;
  const baseDate = RULES.indexationBaseDate.value as IsoDate;
  const purchaseYear = input.purchaseDate < baseDate ? COST_INFLATION_INDEX_BASE_YEAR : financialYearOf(input.purchaseDate);
  const purchaseIndex = costInflationIndex(purchaseYear);
  if (!purchaseIndex) return null;
  const indexedCost = Math.round((input.cost * sale.value) / purchaseIndex.value);
  // An improvement without a date is not indexed (its year is taken as the year of sale).
  const improvementYear = improvementAllowed > 0 && input.improvementDate ? financialYearOf(input.improvementDate) : null;
  const improvementIndex = improvementYear ? costInflationIndex(improvementYear) : null;
  const improvementFactor = improvementYear && improvementYear !== saleYear && improvementIndex ? sale.value / improvementIndex.value : 1;
  const indexedImprovement = Math.round(improvementAllowed * improvementFactor);
  return {
    saleYear,
    saleYearIndex: sale.value,
    saleYearIndexReference: sale.reference,
    purchaseYear,
    purchaseYearIndex: purchaseIndex,
    indexedCost,
    improvementYear,
    improvementYearIndex: improvementIndex,
    indexedImprovement,
    indexedGain: input.salePrice - input.transferExpenses - indexedCost - indexedImprovement,
  };
}

/** Problems no single field can see: the order of the dates. */
function problemsOf(input: CapitalGainInput): CapitalGainProblem[] {
  const problems: CapitalGainProblem[] = [];
  if (input.saleDate < input.purchaseDate) {
    problems.push({ field: "sell", message: "The sale date is before the purchase date. Check both dates." });
  }
  if (input.improvementCost > 0 && input.improvementDate && input.improvementDate > input.saleDate) {
    problems.push({ field: "imprDate", message: "The improvement date is after the sale date: only improvements made before the sale count." });
  }
  return problems;
}

const whole = (amount: number) => Math.max(0, dropPaise(amount));

export function computeCapitalGain(raw: CapitalGainInput): CapitalGainOutcome {
  const input: CapitalGainInput = {
    ...raw,
    cost: whole(raw.cost),
    salePrice: whole(raw.salePrice),
    transferExpenses: whole(raw.transferExpenses),
    improvementCost: whole(raw.improvementCost),
    fairMarketValue2018: whole(raw.fairMarketValue2018),
    otherIncome: whole(raw.otherIncome),
    otherEquityGains: raw.asset === "equity" ? whole(raw.otherEquityGains) : 0,
  };
  const problems = problemsOf(input);
  if (problems.length > 0) return { ok: false, problems };

  const fy = financialYearOf(input.saleDate);
  if (!isFinancialYear(fy)) {
    return { ok: false, problems: [{ field: "sell", message: `We compute tax for sales in the years we hold rules for; ${fy} is not one of them.` }] };
  }
  const rules = rulesFor(fy);
  const context: TaxContext = { rules, regime: input.regime, age: input.age, resident: input.resident };
  const { saleDate, purchaseDate } = input;

  // Holding period, s.2(42A) (by date of transfer) and s.50AA.
  const holdingClass = holdingClassOf(input.asset, purchaseDate);
  const holdingLimit = holdingClass === "specifiedFund" ? null : valueInForceOn(RULES.holdingPeriodMonths[holdingClass], saleDate);
  const longTermAfter = holdingLimit ? addMonths(purchaseDate, holdingLimit.value) : null;
  const longTerm = longTermAfter !== null && saleDate > longTermAfter;
  const held = periodBetween(purchaseDate, saleDate);

  // The gain, s.48: improvements before 1 April 2001 do not count (s.55(1)(b)); listed
  // equity held on 31 January 2018 may use that day's value (s.55(2)(ac)).
  const improvementAllowed =
    input.improvementDate && input.improvementDate < RULES.indexationBaseDate.value ? 0 : input.improvementCost;
  const grandfathered =
    input.asset === "equity" && longTerm && purchaseDate <= RULES.grandfatheringDate.value && input.fairMarketValue2018 > 0
      ? Math.max(input.cost, Math.min(input.fairMarketValue2018, input.salePrice))
      : null;
  const costUsed = grandfathered ?? input.cost;
  const unindexedGain = input.salePrice - input.transferExpenses - costUsed - improvementAllowed;

  // Treatment and rate.
  const beforeChange = saleDate < RULES.indexationEndsForTransfersFrom.value;
  let treatment: CapitalGainTreatment;
  let rate: Parameter | null = null;
  let gainIsIndexed = false;
  let lowerOfApplies = false;
  if (input.asset === "equity") {
    treatment = longTerm ? "ltcg112A" : "stcg111A";
    rate = valueInForceOn(rules.specialRates[treatment], saleDate);
  } else if (!longTerm) {
    treatment = "slab";
  } else {
    treatment = "ltcg112";
    if (input.asset === "unlisted" && !input.resident) {
      rate = valueInForceOn(RULES.nonResidentUnlistedSharesRate, saleDate);
    } else {
      rate = valueInForceOn(rules.specialRates.ltcg112, saleDate);
      gainIsIndexed = beforeChange;
      lowerOfApplies =
        !beforeChange && input.asset === "property" && input.resident && purchaseDate < RULES.landBuildingIndexedOptionAcquiredBefore.value;
    }
  }

  const saleYear = fy as string;
  const indexed = gainIsIndexed || lowerOfApplies ? indexation(input, saleYear, improvementAllowed) : null;
  const missingSaleYearIndex = lowerOfApplies && indexed === null;
  const gain = gainIsIndexed && indexed ? indexed.indexedGain : unindexedGain;

  // The year with and without this gain.
  const ltcg112ARate = valueInForceOn(rules.specialRates.ltcg112A, saleDate);
  const otherGains: CapitalGainSlice[] =
    input.otherEquityGains > 0
      ? [{ kind: "ltcg112A", rate: ltcg112ARate.value, rateReference: ltcg112ARate.reference, income: input.otherEquityGains }]
      : [];
  const thisGain: CapitalGainSlice | null =
    treatment !== "slab" && rate && gain > 0
      ? {
          kind: treatment,
          rate: rate.value,
          rateReference: rate.reference,
          income: gain,
          ...(lowerOfApplies && indexed
            ? {
                indexedOption: {
                  income: indexed.indexedGain,
                  rate: RULES.landBuildingIndexedOptionRate.value,
                  reference: RULES.landBuildingIndexedOptionRate.reference,
                },
              }
            : {}),
        }
      : null;
  const slabGain = treatment === "slab" ? Math.max(0, gain) : 0;
  const withGain = capitalGainsYearTax(context, {
    slabIncome: input.otherIncome + slabGain,
    gains: thisGain ? [...otherGains, thisGain] : otherGains,
  });
  const withoutGain = capitalGainsYearTax(context, { slabIncome: input.otherIncome, gains: otherGains });
  const taxedGain = thisGain ? (withGain.gains[withGain.gains.length - 1] ?? null) : null;
  const taxableGain = taxedGain
    ? taxedGain.usesIndexedOption
      ? (taxedGain.indexedOptionTaxable ?? 0)
      : taxedGain.taxable
    : slabGain;

  let exemption: CapitalGainResult["exemption"] = null;
  if (input.asset === "equity") {
    const limit = rules.specialRates.ltcg112AExemption;
    const usedByOtherGains = Math.min(limit.value, input.otherEquityGains);
    const usedByThisGain = taxedGain?.kind === "ltcg112A" ? taxedGain.exempt : 0;
    exemption = { limit, usedByOtherGains, usedByThisGain, left: Math.max(0, limit.value - usedByOtherGains - usedByThisGain) };
  }

  return {
    ok: true,
    result: {
      fy,
      rules,
      holdingClass,
      holdingLimit,
      longTermAfter,
      held,
      longTerm,
      treatment,
      rate,
      grandfatheredCost: grandfathered !== null && grandfathered !== input.cost ? grandfathered : null,
      improvementAllowed,
      gain,
      unindexedGain,
      indexation: indexed,
      gainIsIndexed: gainIsIndexed && indexed !== null,
      lowerOfApplies,
      missingSaleYearIndex,
      taxedGain,
      taxableGain,
      withGain,
      withoutGain,
      extraTax: Math.max(0, withGain.totalTax - withoutGain.totalTax),
      exemption,
    },
  };
}
