import type { DeductionLimits, RebateRules, SpecialRateRules } from "../types";
import { LAKH, flag, inr, list } from "./helpers";

/**
 * Values of the Income-tax Act, 1961 that stayed the same in every year we model under
 * that Act (FY 2023-24 to 2025-26), with the Finance Act that last set them.
 */

/** Old-regime deduction limits (docs/tax-methods.md §13, §14; unchanged FY 2023-24 to 2025-26). */
export const deductionLimits1961: DeductionLimits = {
  ded80c: inr(1.5 * LAKH, "2014-04-01", "Income-tax Act, 1961, s.80C(1) read with s.80CCE; ₹1.5 lakh since Finance (No. 2) Act 2014"),
  ded80dSelfBelow60: inr(25_000, "2015-04-01", "Income-tax Act, 1961, s.80D (self, spouse and dependent children); ₹25,000 since Finance Act 2015"),
  ded80dSelfSenior: inr(50_000, "2018-04-01", "Income-tax Act, 1961, s.80D (senior citizen in the family); ₹50,000 since Finance Act 2018"),
  ded80dParentsMaximum: inr(
    50_000,
    "2018-04-01",
    "Income-tax Act, 1961, s.80D (parents, senior-citizen limit); ₹50,000 since Finance Act 2018",
    "The income-tax calculator takes one 80D figure, so the engine caps it at the most the section can give: the taxpayer's own limit plus the parents' senior-citizen limit. The 80D calculator works out the exact figure.",
  ),
  ded80ccd1b: inr(50_000, "2015-04-01", "Income-tax Act, 1961, s.80CCD(1B), inserted by Finance Act 2015"),
  homeLoanInterestSelfOccupied: inr(
    2 * LAKH,
    "2014-04-01",
    "Income-tax Act, 1961, s.24(b) second proviso and s.71(3A); ₹2 lakh since Finance (No. 2) Act 2014",
  ),
  professionalTax: inr(2_500, "2023-04-01", "Income-tax Act, 1961, s.16(iii); Constitution of India, Article 276(2) (at most ₹2,500 a year)"),
};

/** Old-regime s.87A rebate (docs/tax-methods.md §1.5). */
export const oldRegimeRebate1961: RebateRules = {
  incomeLimit: inr(5 * LAKH, "2019-04-01", "Income-tax Act, 1961, s.87A; ₹5 lakh since Finance Act 2019"),
  maximum: inr(12_500, "2019-04-01", "Income-tax Act, 1961, s.87A; ₹12,500 since Finance Act 2019"),
  marginalRelief: flag(false, "2019-04-01", "Income-tax Act, 1961, s.87A (no marginal relief outside s.115BAC(1A))"),
  reducibleTaxes: list(
    ["slab", "stcg111A", "ltcg112"] as const,
    "2019-04-01",
    "Income-tax Act, 1961, s.87A; s.112A(6) bars the rebate against 112A tax",
    "UNSURE: whether the old-regime rebate may reduce tax on VDA income (s.115BBH); we assume not.",
  ),
  limitCountsSpecialRateIncome: flag(true, "2019-04-01", "Income-tax Act, 1961, s.87A (\"total income\", which includes special-rate income)"),
};

/** Special-rate rules that did not change with the 23 July 2024 amendments. */
export const specialRateCommon1961: Pick<
  SpecialRateRules,
  "basicExemptionShortfallAppliesTo" | "surchargeCappedKinds" | "lossSetOffAllowedAgainst"
> = {
  basicExemptionShortfallAppliesTo: list(
    ["stcg111A", "ltcg112", "ltcg112A"] as const,
    "2023-04-01",
    "Income-tax Act, 1961, provisos to s.111A(1), s.112(1) and s.112A (resident individuals and HUFs); not s.115BBH",
    "UNSURE: the law does not fix the order; the unused exemption goes to the most heavily taxed gains first, which is best for the taxpayer.",
  ),
  surchargeCappedKinds: list(
    ["dividend", "stcg111A", "ltcg112", "ltcg112A"] as const,
    "2022-04-01",
    "Finance Act, First Schedule, Paragraph A, proviso (dividends and 111A/112/112A gains; s.112 since Finance Act 2022); VDA income takes the normal rate",
    "UNSURE: dividends are taxed at slab rates, so the tax on them is the slab tax shared pro rata (slab tax × dividends ÷ slab income).",
  ),
  lossSetOffAllowedAgainst: list(
    ["stcg111A", "ltcg112", "ltcg112A"] as const,
    "2023-04-01",
    "Income-tax Act, 1961, s.71(1) and (3A) (house-property loss against other heads, up to ₹2 lakh); s.115BBH(2)(b) bars set-off against VDA income",
  ),
};
