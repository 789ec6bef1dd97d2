import type { RebatableTax, RebateRules } from "../types";

export interface RebateInput {
  rules: RebateRules;
  /** the rebate is for resident individuals only (docs/tax-methods.md §0.3) */
  resident: boolean;
  /** total income, rounded under s.288A */
  totalIncome: number;
  /** the special-rate part of total income */
  specialRateIncome: number;
  /** the tax on each part of the income, before the rebate */
  taxes: Readonly<Record<RebatableTax, number>>;
}

/**
 * Section 87A (docs/tax-methods.md §1.5).
 *
 * - Income up to the limit: the rebate is the lower of the tax it may reduce and the
 *   maximum (old regime: ₹12,500 at ₹5 lakh; new regime: ₹25,000 at ₹7 lakh in FY 2023-24
 *   and 2024-25, ₹60,000 at ₹12 lakh from FY 2025-26).
 * - Above the limit, with marginal relief (new regime, first and second provisos): when the
 *   tax exceeds the income above the limit, the rebate is the difference, so the tax never
 *   exceeds the income above the limit. Without it (old regime) there is no rebate.
 * - Either way the rebate never exceeds the taxes it may reduce (`reducibleTaxes`: slab tax
 *   only in the new regime; never 112A tax, s.112A(6)).
 *
 * The tax compared with the income above the limit is the tax on the income the limit is
 * judged on: all of it when special-rate income counts toward the limit (our default), the
 * slab tax alone when it does not.
 */
export function rebate87A({ rules, resident, totalIncome, specialRateIncome, taxes }: RebateInput): number {
  if (!resident) return 0;
  const countsSpecial = rules.limitCountsSpecialRateIncome.value;
  const incomeJudged = countsSpecial ? totalIncome : totalIncome - specialRateIncome;
  const reducible = rules.reducibleTaxes.value.reduce((sum, kind) => sum + (taxes[kind] ?? 0), 0);
  const limit = rules.incomeLimit.value;

  if (incomeJudged <= limit) return Math.min(reducible, rules.maximum.value);
  if (!rules.marginalRelief.value) return 0;

  const taxOnIncomeJudged = countsSpecial ? Object.values(taxes).reduce((sum, tax) => sum + tax, 0) : taxes.slab;
  const incomeAboveLimit = incomeJudged - limit;
  return Math.min(reducible, Math.max(0, taxOnIncomeJudged - incomeAboveLimit));
}
