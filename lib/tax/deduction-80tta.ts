import { textRule } from "./deduction-80-common";
import { inr } from "./parameters/helpers";
import type { AgeBand, Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";

/*
 * Sections 80TTA and 80TTB (docs/tax-methods.md §17): interest on savings accounts (80TTA, up to
 * ₹10,000, for individuals who are not resident senior citizens, and HUFs) or on all
 * deposits with banks, co-operative banks and the post office (80TTB, up to ₹50,000, for
 * resident senior citizens, instead of 80TTA). Both in section 153 of the Income-tax Act,
 * 2025 from tax year 2026-27. Old regime only. Before either, interest on a post-office
 * savings account is exempt up to a limit under s.10(15)(i), in both regimes.
 */

export interface InterestDeductionRules {
  /** provisions, for labels */
  savingsProvision: Parameter<string>;
  seniorProvision: Parameter<string>;
  /** 80TTA: savings-account interest */
  savingsInterestLimit: Parameter;
  /** 80TTB: deposit interest of a resident senior citizen */
  seniorDepositInterestLimit: Parameter;
  /** who is a senior citizen for 80TTB (and so cannot claim 80TTA) */
  seniorCitizen: Parameter<string>;
  /** s.10(15)(i): post-office savings account interest exempt, individual account */
  postOfficeSavingsExemptSingle: Parameter;
  /** s.10(15)(i): the same, joint account */
  postOfficeSavingsExemptJoint: Parameter;
}

const RULES_1961: InterestDeductionRules = {
  savingsProvision: textRule("section 80TTA", "2023-04-01", "Income-tax Act, 1961, s.80TTA (interest on deposits in a savings account)"),
  seniorProvision: textRule("section 80TTB", "2023-04-01", "Income-tax Act, 1961, s.80TTB (interest on deposits, senior citizens)"),
  savingsInterestLimit: inr(
    10_000,
    "2012-04-01",
    "Income-tax Act, 1961, s.80TTA(1) (savings accounts, not time deposits, with a bank, co-operative bank or post office), inserted by Finance Act 2012; s.80TTA(3): not for an assessee referred to in s.80TTB",
  ),
  seniorDepositInterestLimit: inr(
    50_000,
    "2018-04-01",
    "Income-tax Act, 1961, s.80TTB(1) (deposits, savings and time, with a bank, co-operative bank or post office), inserted by Finance Act 2018",
  ),
  seniorCitizen: textRule(
    "an individual resident in India aged 60 or more at any time during the year",
    "2018-04-01",
    "Income-tax Act, 1961, s.80TTB, Explanation (\"senior citizen\")",
  ),
  postOfficeSavingsExemptSingle: inr(
    3_500,
    "2011-06-03",
    "Income-tax Act, 1961, s.10(15)(i), read with Notification S.O. 1296(E), 3 June 2011 (post-office savings account, individual account)",
  ),
  postOfficeSavingsExemptJoint: inr(
    7_000,
    "2011-06-03",
    "Income-tax Act, 1961, s.10(15)(i), read with Notification S.O. 1296(E), 3 June 2011 (post-office savings account, joint account)",
  ),
};

const RULES_2025: InterestDeductionRules = {
  savingsProvision: textRule(
    "section 153(2)(a) of the Income-tax Act, 2025 (section 80TTA of the 1961 Act)",
    "2026-04-01",
    "Income-tax Act, 2025, s.153 (deduction for interest on deposits)",
  ),
  seniorProvision: textRule(
    "section 153(2)(b) of the Income-tax Act, 2025 (section 80TTB of the 1961 Act)",
    "2026-04-01",
    "Income-tax Act, 2025, s.153 (deduction for interest on deposits)",
  ),
  savingsInterestLimit: inr(
    10_000,
    "2026-04-01",
    "Income-tax Act, 2025, s.153(1)(a), (c) and (2)(a) (individuals other than senior citizens, and HUFs: savings accounts, excluding time deposits)",
    "Finance Act 2026 made no change to our knowledge.",
  ),
  seniorDepositInterestLimit: inr(
    50_000,
    "2026-04-01",
    "Income-tax Act, 2025, s.153(1)(b) and (2)(b) (senior citizens: deposits including time deposits)",
    "Finance Act 2026 made no change to our knowledge.",
  ),
  seniorCitizen: textRule(
    "an individual resident in India aged 60 or more at any time during the tax year",
    "2026-04-01",
    "Income-tax Act, 2025, s.153 with the Act's definition of \"senior citizen\"",
    "We read the 2025 Act's \"senior citizen\" as resident and 60 or more, as in the 1961 Act. Check before relying on it.",
  ),
  postOfficeSavingsExemptSingle: inr(
    3_500,
    "2026-04-01",
    "Income-tax Act, 2025, exemption corresponding to s.10(15)(i) of the 1961 Act, with Notification S.O. 1296(E), 3 June 2011 (individual account)",
    "UNSURE: carried over on our reading that the 2025 Act keeps this exemption and the 2011 notification in force; we have not verified the 2025 Act's provision. Check before relying on it.",
  ),
  postOfficeSavingsExemptJoint: inr(
    7_000,
    "2026-04-01",
    "Income-tax Act, 2025, exemption corresponding to s.10(15)(i) of the 1961 Act, with Notification S.O. 1296(E), 3 June 2011 (joint account)",
    "UNSURE: carried over on our reading that the 2025 Act keeps this exemption and the 2011 notification in force; we have not verified the 2025 Act's provision. Check before relying on it.",
  ),
};

export const INTEREST_DEDUCTION_RULES: Readonly<Record<FinancialYear, InterestDeductionRules>> = byAct(RULES_1961, RULES_2025);

export interface InterestDeductionInput {
  fy: FinancialYear;
  claimant: "individual" | "huf";
  /** age on 31 March of the year (an individual) */
  age: AgeBand;
  /** resident in India (an individual) */
  resident: boolean;
  /** interest on savings accounts with banks and co-operative banks */
  savingsInterest: number;
  /** interest on a post-office savings account (an individual) */
  postOfficeSavingsInterest: number;
  /** the post-office savings account is held jointly */
  postOfficeJoint: boolean;
  /** interest on fixed and recurring (time) deposits with banks, co-operative banks and the post office */
  timeDepositInterest: number;
}

export interface InterestDeductionResult {
  /** 80TTB for a resident senior citizen, 80TTA for everyone else */
  section: "80TTA" | "80TTB";
  /** post-office savings interest exempt under s.10(15)(i), in both regimes */
  postOfficeExempt: number;
  /** the interest the section covers, after the exemption */
  eligibleInterest: number;
  limit: number;
  /** the old-regime deduction */
  deduction: number;
  /** all the interest that stays taxable in the old regime */
  taxableInterestOld: number;
  /** in the new regime: no deduction, only the exemption */
  taxableInterestNew: number;
}

/** Resident and 60 or more (the old regime's age bands are ages on 31 March). */
export function isSeniorCitizenForInterest(input: Pick<InterestDeductionInput, "claimant" | "age" | "resident">): boolean {
  return input.claimant === "individual" && input.resident && input.age !== "below60";
}

/** The s.10(15)(i) exemption first, then 80TTB for a resident senior citizen or 80TTA for anyone else. */
export function interestDeduction(input: InterestDeductionInput): InterestDeductionResult {
  const rules = INTEREST_DEDUCTION_RULES[input.fy];
  const postOfficeInterest = input.claimant === "individual" ? input.postOfficeSavingsInterest : 0;
  const exemptLimit = input.postOfficeJoint ? rules.postOfficeSavingsExemptJoint.value : rules.postOfficeSavingsExemptSingle.value;
  const postOfficeExempt = Math.min(postOfficeInterest, exemptLimit);
  const savingsAfterExemption = input.savingsInterest + postOfficeInterest - postOfficeExempt;
  const allInterest = savingsAfterExemption + input.timeDepositInterest;

  const senior = isSeniorCitizenForInterest(input);
  const eligibleInterest = senior ? allInterest : savingsAfterExemption;
  const limit = senior ? rules.seniorDepositInterestLimit.value : rules.savingsInterestLimit.value;
  const deduction = Math.min(eligibleInterest, limit);
  return {
    section: senior ? "80TTB" : "80TTA",
    postOfficeExempt,
    eligibleInterest,
    limit,
    deduction,
    taxableInterestOld: allInterest - deduction,
    taxableInterestNew: allInterest,
  };
}
