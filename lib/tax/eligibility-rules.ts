import { FILING_PROVISIONS, returnDueDate } from "./late-fee-dates";
import { REVISED_RETURN_RULES, type RevisedReturnFeeRules } from "./late-fee-revised";
import type { IsoDate, Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";
import { inr } from "./parameters/helpers";

/**
 * Who must file a return although the income is below the basic exemption limit
 * (docs/tax-methods.md §5.1): the seventh proviso to s.139(1) of the Income-tax Act, 1961 with
 * Rule 12AB of the Income-tax Rules, 1962, and the fourth proviso (foreign assets); and,
 * for tax year 2026-27, s.263(1) of the Income-tax Act, 2025.
 *
 * Each limit says whether the test is "more than" or "at least" the amount, as the law
 * words it (deposits in current accounts must exceed ₹1 crore; TDS must be ₹25,000 or more).
 */
export interface FilingLimit {
  limit: Parameter;
  test: "above" | "atLeast";
}

export interface FilingRules {
  /** the income test: total income before Chapter VI-A deductions and the s.54 family of exemptions */
  incomeTest: Parameter<string>;
  currentAccountDeposits: FilingLimit;
  foreignTravel: FilingLimit;
  electricity: FilingLimit;
  businessTurnover: FilingLimit;
  professionalReceipts: FilingLimit;
  tdsAndTcs: FilingLimit;
  /** the higher TDS/TCS limit for a resident aged 60 or more */
  tdsAndTcsSenior: FilingLimit;
  savingsDeposits: FilingLimit;
  /** a resident (not RNOR) holding assets or signing authority outside India */
  foreignAssets: Parameter<boolean>;
  /** whether wanting a refund, or to carry a loss forward, is itself a ground on which the law requires a return */
  refundOrLossRequiresReturn: Parameter<boolean>;
  /** the provision that makes a refund claim a return (for the reason text) */
  refundClaim: Parameter<string>;
  /** the provision that lets a loss be carried forward only on a return filed in time */
  lossReturn: Parameter<string>;
}

const SEVENTH_PROVISO = "Income-tax Act, 1961, s.139(1), seventh proviso, inserted by Finance (No. 2) Act 2019";
const RULE_12AB = "Income-tax Rules, 1962, Rule 12AB, inserted by Income-tax (Ninth Amendment) Rules, 2022 (Notification 37/2022 of 21 April 2022), under clause (iv) of the seventh proviso to s.139(1)";

const rules1961: FilingRules = {
  incomeTest: {
    value: "total income before Chapter VI-A deductions and the exemptions of sections 54 to 54GB",
    unit: "text",
    effectiveFrom: "2020-04-01",
    reference: "Income-tax Act, 1961, s.139(1)(b), read with the sixth proviso to s.139(1) (total income without giving effect to Chapter VI-A and, since Finance (No. 2) Act 2019, to the exemptions of s.54, 54B, 54D, 54EC, 54F, 54G, 54GA and 54GB)",
    note: "UNSURE: the Act says \"the maximum amount which is not chargeable to income-tax\" without naming a regime; we use the regime you choose and warn when the other one would differ.",
  },
  currentAccountDeposits: { limit: inr(1_00_00_000, "2020-04-01", `${SEVENTH_PROVISO}, clause (i) (more than ₹1 crore deposited in current accounts)`), test: "above" },
  foreignTravel: { limit: inr(2_00_000, "2020-04-01", `${SEVENTH_PROVISO}, clause (ii) (more than ₹2 lakh spent on foreign travel)`), test: "above" },
  electricity: { limit: inr(1_00_000, "2020-04-01", `${SEVENTH_PROVISO}, clause (iii) (more than ₹1 lakh spent on electricity)`), test: "above" },
  businessTurnover: { limit: inr(60_00_000, "2022-04-21", `${RULE_12AB}: clause (i), business turnover or gross receipts more than ₹60 lakh`), test: "above" },
  professionalReceipts: { limit: inr(10_00_000, "2022-04-21", `${RULE_12AB}: clause (ii), professional gross receipts more than ₹10 lakh`), test: "above" },
  tdsAndTcs: { limit: inr(25_000, "2022-04-21", `${RULE_12AB}: clause (iii), TDS and TCS together ₹25,000 or more`), test: "atLeast" },
  tdsAndTcsSenior: { limit: inr(50_000, "2022-04-21", `${RULE_12AB}: proviso to clause (iii), ₹50,000 or more for an individual resident in India aged 60 or more`), test: "atLeast" },
  savingsDeposits: { limit: inr(50_00_000, "2022-04-21", `${RULE_12AB}: clause (iv), ₹50 lakh or more deposited in savings accounts`), test: "atLeast" },
  foreignAssets: {
    value: true,
    unit: "flag",
    effectiveFrom: "2012-04-01",
    reference: "Income-tax Act, 1961, s.139(1), fourth proviso, inserted by Finance Act 2012 (resident other than not ordinarily resident with an asset, financial interest or signing authority outside India)",
  },
  refundOrLossRequiresReturn: {
    value: false,
    unit: "flag",
    effectiveFrom: "2016-04-01",
    reference: "Income-tax Act, 1961, s.239(1) (a refund is claimed only by a return) and s.139(3) with s.80 (a loss is carried forward only on a return filed by the due date); neither makes filing compulsory",
  },
  refundClaim: {
    value: "section 239(1)",
    unit: "text",
    effectiveFrom: "2016-04-01",
    reference: "Income-tax Act, 1961, s.239(1), as substituted by Finance Act 2016 (a claim for refund is made by furnishing a return)",
  },
  lossReturn: {
    value: "sections 139(3) and 80",
    unit: "text",
    effectiveFrom: "2023-04-01",
    reference: "Income-tax Act, 1961, s.139(3) and s.80 (business and capital-gains losses carried forward only on a return filed by the s.139(1) due date)",
  },
};

const ACT_2025 = "Income-tax Act, 2025, s.263(1)";
const RULES_2026_NOTE =
  "UNSURE: carried over from Rule 12AB of the 1962 Rules; the conditions prescribed under the Income-tax Act, 2025 (Income-tax Rules, 2026) were in draft when this was written. Check before relying on it.";
const PROVISO_2025_NOTE =
  "The 2025 Act restates the seventh proviso of s.139(1) of the 1961 Act; the amount is carried over (our reading). Check before relying on it.";

const rules2025: FilingRules = {
  incomeTest: {
    value: "total income before the deductions of Chapter VIII and the capital-gains exemptions of Chapter IV-E",
    unit: "text",
    effectiveFrom: "2026-04-01",
    reference: `${ACT_2025} (person other than a company or a firm whose total income, before Chapter VIII deductions and capital-gains exemptions, exceeds the maximum amount not chargeable to tax); corresponds to s.139(1)(b) of the 1961 Act`,
    note: rules1961.incomeTest.note,
  },
  currentAccountDeposits: { limit: inr(1_00_00_000, "2026-04-01", `${ACT_2025}, provision corresponding to clause (i) of the seventh proviso to s.139(1) of the 1961 Act`, PROVISO_2025_NOTE), test: "above" },
  foreignTravel: { limit: inr(2_00_000, "2026-04-01", `${ACT_2025}, provision corresponding to clause (ii) of the seventh proviso to s.139(1) of the 1961 Act`, PROVISO_2025_NOTE), test: "above" },
  electricity: { limit: inr(1_00_000, "2026-04-01", `${ACT_2025}, provision corresponding to clause (iii) of the seventh proviso to s.139(1) of the 1961 Act`, PROVISO_2025_NOTE), test: "above" },
  businessTurnover: { limit: inr(60_00_000, "2026-04-01", `${ACT_2025}, prescribed conditions (Income-tax Act, 2025 rules corresponding to Rule 12AB(i))`, RULES_2026_NOTE), test: "above" },
  professionalReceipts: { limit: inr(10_00_000, "2026-04-01", `${ACT_2025}, prescribed conditions (Income-tax Act, 2025 rules corresponding to Rule 12AB(ii))`, RULES_2026_NOTE), test: "above" },
  tdsAndTcs: { limit: inr(25_000, "2026-04-01", `${ACT_2025}, prescribed conditions (Income-tax Act, 2025 rules corresponding to Rule 12AB(iii))`, RULES_2026_NOTE), test: "atLeast" },
  tdsAndTcsSenior: { limit: inr(50_000, "2026-04-01", `${ACT_2025}, prescribed conditions (Income-tax Act, 2025 rules corresponding to the proviso to Rule 12AB(iii), resident aged 60 or more)`, RULES_2026_NOTE), test: "atLeast" },
  savingsDeposits: { limit: inr(50_00_000, "2026-04-01", `${ACT_2025}, prescribed conditions (Income-tax Act, 2025 rules corresponding to Rule 12AB(iv))`, RULES_2026_NOTE), test: "atLeast" },
  foreignAssets: {
    value: true,
    unit: "flag",
    effectiveFrom: "2026-04-01",
    reference: `${ACT_2025} (resident other than not ordinarily resident holding an asset, or signing authority, outside India); corresponds to the fourth proviso to s.139(1) of the 1961 Act`,
  },
  refundOrLossRequiresReturn: {
    value: true,
    unit: "flag",
    effectiveFrom: "2026-04-01",
    reference: `${ACT_2025} (a person who intends to claim a refund, or to carry forward a business or capital-gains loss, shall furnish a return)`,
    note: "As published in the text of s.263(1) of the 2025 Act; check the final clause numbering.",
  },
  refundClaim: {
    value: "section 263(1) and section 433",
    unit: "text",
    effectiveFrom: "2026-04-01",
    reference: "Income-tax Act, 2025, s.263(1) and s.433 (every claim for refund is made by furnishing a return under s.263)",
  },
  lossReturn: {
    value: "section 263(1)",
    unit: "text",
    effectiveFrom: "2026-04-01",
    reference: `${ACT_2025} (a loss under "Profits and gains of business or profession" or "Capital gains" is carried forward only on a return)`,
  },
};

export const FILING_RULES: Readonly<Record<FinancialYear, FilingRules>> = byAct(rules1961, rules2025);

/** Whether an amount meets a limit, read the way the law words it. */
export function meetsLimit(amount: number, { limit, test }: FilingLimit): boolean {
  return test === "above" ? amount > limit.value : amount >= limit.value;
}

/** The return dates of a year, from the one table the late-fee calculator reads too (late-fee-dates.ts, late-fee-revised.ts). */
export interface FilingDates {
  general: Parameter<IsoDate>;
  /** business or profession income, accounts not audited, and partners of such firms: 31 August from AY 2026-27 */
  business: Parameter<IsoDate>;
  audit: Parameter<IsoDate>;
  transferPricing: Parameter<IsoDate>;
  belated: Parameter<IsoDate>;
  revised: Parameter<IsoDate>;
  /** the fee on a revised return after nine months (s.234-I / s.428(b)); null before AY 2026-27 */
  revisedFee: RevisedReturnFeeRules | null;
  /** the late-filing fee's section, for labels: "section 234F" or "section 428(a) of the Income-tax Act, 2025" */
  lateFee: Parameter<string>;
}

export function filingDates(fy: FinancialYear): FilingDates {
  return {
    general: returnDueDate(fy, "general"),
    business: returnDueDate(fy, "business"),
    audit: returnDueDate(fy, "audit"),
    transferPricing: returnDueDate(fy, "transferPricing"),
    belated: FILING_PROVISIONS[fy].belatedReturnLastDate,
    revised: REVISED_RETURN_RULES[fy].lastDate,
    revisedFee: REVISED_RETURN_RULES[fy].fee,
    lateFee: FILING_PROVISIONS[fy].lateFee,
  };
}
