import { textRule } from "./deduction-80-common";
import { rulesFor } from "./parameters";
import { flag, inr } from "./parameters/helpers";
import type { Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";

/*
 * Section 80D (docs/tax-methods.md §14), for an individual: health-insurance premium, preventive
 * check-ups and a senior citizen's medical bills, in two sides, the taxpayer's family and
 * the parents. The taxpayer's own limits (₹25,000 / ₹50,000) and the parents' senior-citizen
 * limit come from the year rules (rulesFor(fy).deductionLimits); this file adds what the
 * engine lacks. Section 126 of the Income-tax Act, 2025 from tax year 2026-27. Old regime only.
 *
 * The law, side by side (1961 Act s.80D / 2025 Act s.126):
 *  - premium, CGHS and check-ups for self, spouse and dependent children: at most ₹25,000,
 *    ₹50,000 when an insured person is a senior citizen (s.80D(2)(a), (4) / s.126(2)(a), (8)(a));
 *  - the same for parents (s.80D(2)(b) / s.126(2)(b));
 *  - medical bills of a senior citizen with no health insurance, each side (s.80D(2)(c), (d)
 *    and first proviso / s.126(2)(c), (d), (7));
 *  - premium and medical bills together at most ₹50,000 a side (second proviso / s.126(4));
 *  - check-ups at most ₹5,000 for both sides together, inside the limits (s.80D(2A) / s.126(3));
 *  - premium and medical bills paid other than in cash; check-ups in any mode (s.80D(2B) / s.126(9)).
 */

export interface Section80DRules {
  provision: Parameter<string>;
  /** premium and check-ups for parents when no insured parent is a senior citizen */
  parentsBelow60: Parameter;
  /** premium (with check-ups) and medical bills of one side together */
  premiumAndMedicalAggregate: Parameter;
  /** preventive health check-ups, both sides together */
  preventiveCheckup: Parameter;
  /** medical bills count only for a senior citizen who has no health insurance */
  medicalExpenditureRule: Parameter<string>;
  /** premium and medical bills count only when paid other than in cash; a check-up may be paid in cash */
  nonCashPayment: Parameter<boolean>;
  /** "senior citizen" for this section */
  seniorCitizen: Parameter<string>;
}

const RULES_1961: Section80DRules = {
  provision: textRule("section 80D", "2023-04-01", "Income-tax Act, 1961, s.80D (health insurance premia)"),
  parentsBelow60: inr(25_000, "2015-04-01", "Income-tax Act, 1961, s.80D(2)(b) (parents); ₹25,000 since Finance Act 2015"),
  premiumAndMedicalAggregate: inr(
    50_000,
    "2018-04-01",
    "Income-tax Act, 1961, s.80D(2), second proviso (clauses (a) and (c), or (b) and (d), together at most ₹50,000; medical expenditure under (c) and (d) also at most ₹50,000); Finance Act 2018",
  ),
  preventiveCheckup: inr(5_000, "2012-04-01", "Income-tax Act, 1961, s.80D(2A) (preventive health check-up, at most ₹5,000 in aggregate), inserted by Finance Act 2012"),
  medicalExpenditureRule: textRule(
    "only for a senior citizen for whom no health-insurance premium is paid",
    "2018-04-01",
    "Income-tax Act, 1961, s.80D(2)(c) and (d), first proviso (a senior citizen with no health insurance)",
  ),
  nonCashPayment: flag(
    true,
    "2023-04-01",
    "Income-tax Act, 1961, s.80D(1) and (2B): premium, contributions and medical expenditure by any mode other than cash; a preventive health check-up by any mode, cash included",
  ),
  seniorCitizen: textRule(
    "an individual resident in India aged 60 or more at any time during the year",
    "2023-04-01",
    "Income-tax Act, 1961, s.80D(4), Explanation (\"senior citizen\")",
  ),
};

const CARRIED_OVER = "We read the Income-tax Act, 2025 as keeping this rule of the 1961 Act; Finance Act 2026 made no change to our knowledge.";

const RULES_2025: Section80DRules = {
  provision: textRule(
    "section 126 of the Income-tax Act, 2025 (section 80D of the 1961 Act)",
    "2026-04-01",
    "Income-tax Act, 2025, s.126 (deduction in respect of health insurance premia)",
  ),
  parentsBelow60: inr(25_000, "2026-04-01", "Income-tax Act, 2025, s.126(2)(b) (parents)", CARRIED_OVER),
  premiumAndMedicalAggregate: inr(
    50_000,
    "2026-04-01",
    "Income-tax Act, 2025, s.126(4) (s.126(2)(a) and (c), or (b) and (d), together at most ₹50,000) and s.126(2)(c), (d)",
    CARRIED_OVER,
  ),
  preventiveCheckup: inr(5_000, "2026-04-01", "Income-tax Act, 2025, s.126(3) (preventive health check-up, at most ₹5,000 in aggregate)", CARRIED_OVER),
  medicalExpenditureRule: textRule(
    "only for a senior citizen for whom no health-insurance premium is paid",
    "2026-04-01",
    "Income-tax Act, 2025, s.126(2)(c), (d) and s.126(7) (a senior citizen with no health insurance)",
  ),
  nonCashPayment: flag(
    true,
    "2026-04-01",
    "Income-tax Act, 2025, s.126(1) and (9): a preventive health check-up by any mode, cash included; other payments by any mode other than cash",
  ),
  seniorCitizen: textRule(
    "an individual resident in India aged 60 or more at any time during the tax year",
    "2026-04-01",
    "Income-tax Act, 2025, s.126 with the Act's definition of \"senior citizen\"",
    CARRIED_OVER,
  ),
};

export const SECTION_80D_RULES: Readonly<Record<FinancialYear, Section80DRules>> = byAct(RULES_1961, RULES_2025);

/** One side of section 80D: the taxpayer's family, or the parents. Amounts in rupees for the year. */
export interface Section80DSideInput {
  /** premium and CGHS (or notified scheme) contributions, paid other than in cash, this year's share */
  premium: number;
  /** someone insured by that premium is a senior citizen */
  insuredSenior: boolean;
  /** medical bills, paid other than in cash, of senior citizens on this side with no health insurance */
  medical: number;
  /** preventive health check-ups (any mode) */
  checkup: number;
}

export interface Section80DInput {
  fy: FinancialYear;
  self: Section80DSideInput;
  parents: Section80DSideInput;
}

export interface Section80DSideResult {
  /** the limit on premium and check-ups: ₹25,000, or ₹50,000 with a senior insured */
  premiumLimit: number;
  /** premium counted, within the premium limit */
  premiumCounted: number;
  /** check-ups counted, from the shared ₹5,000 */
  checkupCounted: number;
  /** medical bills counted, within the side's aggregate */
  medicalCounted: number;
  deduction: number;
}

export interface Section80DResult {
  self: Section80DSideResult;
  parents: Section80DSideResult;
  deduction: number;
}

interface SideLimits {
  below60: number;
  senior: number;
  aggregate: number;
}

/** A side before any check-up: premium within its limit, then medical bills within the aggregate. */
function sideWithoutCheckup(side: Section80DSideInput, limits: SideLimits) {
  const premiumLimit = side.insuredSenior ? limits.senior : limits.below60;
  const premiumCounted = Math.min(side.premium, premiumLimit);
  const medicalCounted = Math.min(side.medical, limits.aggregate - premiumCounted);
  // Room a check-up can still fill: inside the premium limit, and inside the aggregate.
  const checkupRoom = Math.max(0, Math.min(premiumLimit - premiumCounted, limits.aggregate - premiumCounted - medicalCounted));
  return { premiumLimit, premiumCounted, medicalCounted, checkupRoom };
}

/**
 * The deduction for each side and in all. Premium or medical bills paid in cash are not
 * part of the input: they never count (Section80DRules.nonCashPayment).
 *
 * Check-ups share one allowance across both sides, so on each side they take only the room
 * that premium and medical bills leave (those use no shared allowance). The allowance goes
 * first to the taxpayer's side, then to the parents': each side takes what it paid for and
 * has room for, the two together within the allowance, which is the largest total possible.
 */
export function section80dDeduction(input: Section80DInput): Section80DResult {
  const limits = rulesFor(input.fy).deductionLimits;
  const rules = SECTION_80D_RULES[input.fy];
  const aggregate = rules.premiumAndMedicalAggregate.value;
  const selfLimits: SideLimits = { below60: limits.ded80dSelfBelow60.value, senior: limits.ded80dSelfSenior.value, aggregate };
  const parentsLimits: SideLimits = { below60: rules.parentsBelow60.value, senior: limits.ded80dParentsMaximum.value, aggregate };

  const self = sideWithoutCheckup(input.self, selfLimits);
  const parents = sideWithoutCheckup(input.parents, parentsLimits);
  const allowance = rules.preventiveCheckup.value;
  const selfCheckup = Math.min(input.self.checkup, self.checkupRoom, allowance);
  const parentsCheckup = Math.min(input.parents.checkup, parents.checkupRoom, allowance - selfCheckup);

  const result = (side: typeof self, checkupCounted: number): Section80DSideResult => ({
    premiumLimit: side.premiumLimit,
    premiumCounted: side.premiumCounted,
    checkupCounted,
    medicalCounted: side.medicalCounted,
    deduction: side.premiumCounted + checkupCounted + side.medicalCounted,
  });
  const selfResult = result(self, selfCheckup);
  const parentsResult = result(parents, parentsCheckup);
  return { self: selfResult, parents: parentsResult, deduction: selfResult.deduction + parentsResult.deduction };
}
