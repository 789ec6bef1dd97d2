import { VDA_TDS_RULES } from "./crypto-tds";
import { valueInForceOn } from "./formulas/dated-values";
import { dropPaise, percentOf } from "./formulas/rounding";
import { computeIncomeTax, type IncomeTaxResult } from "./income-tax";
import { rulesFor } from "./parameters";
import type { AgeBand, Parameter, Regime } from "./types";
import { financialYearDates, type FinancialYear } from "./years";

/**
 * Income from transferring virtual digital assets (crypto, NFTs), s.115BBH, and TDS on it,
 * s.194S (docs/tax-methods.md §23).
 *
 * - Each transfer's income is the consideration less the cost of acquisition; nothing else
 *   is deductible (s.115BBH(2)(a)).
 * - A loss on one transfer is set off against nothing, not even the gain on another VDA,
 *   and is not carried forward (s.115BBH(2)(b)): the income is the sum of the gains alone.
 * - That income is taxed at 30% with the normal surcharge (no 15% cap) and cess; no
 *   basic-exemption shortfall, and no s.87A rebate against it. The engine
 *   (computeIncomeTax, kind "vda") does all of that; this module works out the year with
 *   and without the VDA income, and the TDS.
 */

export interface VdaTransaction {
  /** cost of acquisition */
  cost: number;
  /** sale consideration */
  sale: number;
}

export const VDA_PAYERS = ["other", "specified"] as const;
export type VdaPayer = (typeof VDA_PAYERS)[number];

export interface VdaInput {
  fy: FinancialYear;
  regime: Regime;
  age: AgeBand;
  /** the rest of the year's income, taxed at the slab rates (after deductions) */
  otherIncome: number;
  transactions: readonly VdaTransaction[];
  /** who pays the consideration: a specified person (₹50,000 limit) or anyone else (₹10,000) */
  payer: VdaPayer;
  panGiven: boolean;
}

export interface VdaRow extends VdaTransaction {
  /** sale − cost; negative for a loss */
  gain: number;
}

export interface VdaResult {
  rows: VdaRow[];
  /** income under s.115BBH: the sum of the gains */
  income: number;
  /** the sum of the losses, which nothing absorbs */
  lossIgnored: number;
  rate: Parameter;
  withVda: IncomeTaxResult;
  withoutVda: IncomeTaxResult;
  /** the tax the VDA income adds to the year (difference of the two totals, each rounded under s.288B) */
  extraTax: number;
  tds: { consideration: number; limit: Parameter; rate: Parameter; amount: number };
}

const whole = (amount: number) => Math.max(0, dropPaise(amount));

export function computeVdaTax(input: VdaInput): VdaResult {
  const rules = rulesFor(input.fy);
  const rows: VdaRow[] = input.transactions.map((transaction) => {
    const cost = whole(transaction.cost);
    const sale = whole(transaction.sale);
    return { cost, sale, gain: sale - cost };
  });
  const income = rows.reduce((sum, row) => sum + Math.max(0, row.gain), 0);
  const lossIgnored = rows.reduce((sum, row) => sum + Math.max(0, -row.gain), 0);

  const year = {
    fy: input.fy,
    regime: input.regime,
    age: input.age,
    grossSalary: 0,
    otherIncome: whole(input.otherIncome),
    exemptHra: 0,
    deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
  };
  const withVda = computeIncomeTax({ ...year, specialRateIncome: { vda: income } });
  const withoutVda = computeIncomeTax(year);

  const tdsRules = VDA_TDS_RULES[input.fy];
  const limit = input.payer === "specified" ? tdsRules.limitSpecifiedPerson : tdsRules.limitOtherPayers;
  const tdsRate = input.panGiven ? tdsRules.rate : tdsRules.rateWithoutPan;
  const consideration = rows.reduce((sum, row) => sum + row.sale, 0);
  // TDS to the nearest rupee (docs/tax-methods.md §0.2: payers round TDS to the rupee, not to ₹10).
  const tdsAmount = consideration > limit.value ? Math.round(percentOf(consideration, tdsRate.value)) : 0;

  return {
    rows,
    income,
    lossIgnored,
    rate: valueInForceOn(rules.specialRates.vda, financialYearDates(input.fy).end),
    withVda,
    withoutVda,
    extraTax: Math.max(0, withVda.totalTax - withoutVda.totalTax),
    tds: { consideration, limit, rate: tdsRate, amount: tdsAmount },
  };
}
