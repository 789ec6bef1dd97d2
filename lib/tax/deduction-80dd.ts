import { disabilityCategory, textRule, type DisabilityCategory } from "./deduction-80-common";
import { flag, inr, list } from "./parameters/helpers";
import type { Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";

/*
 * Section 80DD (docs/tax-methods.md §15): a resident individual or HUF that spends on the
 * treatment, nursing, training or rehabilitation of a dependant with disability, or pays
 * into an approved scheme for the dependant's maintenance, deducts a flat amount.
 * Section 127 of the Income-tax Act, 2025 from tax year 2026-27. Old regime only.
 */

export const DEPENDANT_RELATIONS = ["spouse", "child", "parent", "sibling", "other"] as const;
export type DependantRelation = (typeof DEPENDANT_RELATIONS)[number];

export type Section80DDClaimant = "individual" | "huf";

export interface Section80DDRules {
  provision: Parameter<string>;
  disabilityAmount: Parameter;
  severeDisabilityAmount: Parameter;
  /** the claimant (individual or HUF) must be resident in India */
  residentsOnly: Parameter<boolean>;
  /** the relatives who can be an individual's dependant (an HUF's dependant is a member) */
  individualsDependants: Parameter<readonly DependantRelation[]>;
  /** the dependant must depend wholly or mainly on the claimant and must not claim 80U */
  dependantConditions: Parameter<string>;
  /** the amount is flat, whatever was spent, once something was spent or paid */
  flatAmount: Parameter<boolean>;
}

const RULES_1961: Section80DDRules = {
  provision: textRule("section 80DD", "2023-04-01", "Income-tax Act, 1961, s.80DD (maintenance including medical treatment of a dependant with disability)"),
  disabilityAmount: inr(75_000, "2015-04-01", "Income-tax Act, 1961, s.80DD(1); ₹75,000 since Finance Act 2015"),
  severeDisabilityAmount: inr(1_25_000, "2015-04-01", "Income-tax Act, 1961, s.80DD(1), proviso (person with severe disability); ₹1,25,000 since Finance Act 2015"),
  residentsOnly: flag(true, "2023-04-01", "Income-tax Act, 1961, s.80DD(1) (\"an assessee, who is a resident in India, being an individual or a Hindu undivided family\")"),
  individualsDependants: list(
    ["spouse", "child", "parent", "sibling"] as const,
    "2023-04-01",
    "Income-tax Act, 1961, s.80DD, Explanation (a)(i): the spouse, children, parents, brothers and sisters of the individual",
  ),
  dependantConditions: textRule(
    "dependent wholly or mainly on the claimant for support and maintenance, and not claiming section 80U",
    "2023-04-01",
    "Income-tax Act, 1961, s.80DD, Explanation (a): a dependant is wholly or mainly dependent on the individual or HUF and has not claimed a deduction under s.80U for the year",
  ),
  flatAmount: flag(
    true,
    "2015-04-01",
    "Income-tax Act, 1961, s.80DD(1): \"a deduction of a sum of seventy-five thousand rupees\" once expenditure is incurred or an amount paid into the scheme",
  ),
};

const RULES_2025: Section80DDRules = {
  provision: textRule(
    "section 127 of the Income-tax Act, 2025 (section 80DD of the 1961 Act)",
    "2026-04-01",
    "Income-tax Act, 2025, s.127 (maintenance including medical treatment of a dependant who is a person with disability)",
  ),
  disabilityAmount: inr(75_000, "2026-04-01", "Income-tax Act, 2025, s.127(1)", "Finance Act 2026 made no change to our knowledge."),
  severeDisabilityAmount: inr(1_25_000, "2026-04-01", "Income-tax Act, 2025, s.127(3) (person with severe disability)", "Finance Act 2026 made no change to our knowledge."),
  residentsOnly: flag(true, "2026-04-01", "Income-tax Act, 2025, s.127(1) (\"an individual or a Hindu undivided family, who is a resident in India\")"),
  individualsDependants: list(
    ["spouse", "child", "parent", "sibling"] as const,
    "2026-04-01",
    "Income-tax Act, 2025, s.127 (meaning of \"dependant\": the spouse, children, parents, brothers and sisters of an individual)",
    "We read the 2025 Act's definition as that of the 1961 Act. Check before relying on it.",
  ),
  dependantConditions: textRule(
    "dependent wholly or mainly on the claimant for support and maintenance, and not claiming section 154 (80U)",
    "2026-04-01",
    "Income-tax Act, 2025, s.127 (meaning of \"dependant\": wholly or mainly dependent, and not claiming a deduction under s.154)",
    "We read the 2025 Act's definition as that of the 1961 Act. Check before relying on it.",
  ),
  flatAmount: flag(
    true,
    "2026-04-01",
    "Income-tax Act, 2025, s.127(1) and (3)",
    "UNSURE: s.127(1) allows a deduction \"up to seventy-five thousand rupees\" where s.80DD(1) allowed \"a sum of\" that amount. Read literally, the 2025 Act could limit the deduction to the amount spent; the Act was meant to restate the law without a change of policy, so we keep the flat amount. Keep your bills and scheme receipts.",
  ),
};

export const SECTION_80DD_RULES: Readonly<Record<FinancialYear, Section80DDRules>> = byAct(RULES_1961, RULES_2025);

export interface Section80DDInput {
  fy: FinancialYear;
  claimant: Section80DDClaimant;
  /** the claimant is resident in India */
  resident: boolean;
  /** an individual's relative (ignored for an HUF) */
  relation: DependantRelation;
  /** an HUF's dependant is one of its members (ignored for an individual) */
  hufMember: boolean;
  /** depends wholly or mainly on the claimant for support and maintenance */
  dependent: boolean;
  /** the dependant claims section 80U for themselves */
  dependantClaims80U: boolean;
  /** extent of the dependant's disability on the certificate, percent */
  extentPercent: number;
  /** spent in the year on treatment, nursing, training or rehabilitation, or paid into an approved scheme */
  amountSpent: number;
}

export type Section80DDRefusal = "nonResident" | "notADependantRelation" | "notDependent" | "claims80U" | "belowThreshold" | "nothingSpent";

export interface Section80DDResult {
  category: DisabilityCategory;
  /** the deduction for the category, before the conditions */
  amountForCategory: number;
  deduction: number;
  /** every condition that fails, in the order the section states them */
  refusals: Section80DDRefusal[];
}

/** The old-regime deduction: the flat amount for the category when every condition holds. */
export function section80ddDeduction(input: Section80DDInput): Section80DDResult {
  const rules = SECTION_80DD_RULES[input.fy];
  const category = disabilityCategory(input.fy, input.extentPercent);
  const amountForCategory =
    category === "severe" ? rules.severeDisabilityAmount.value : category === "disability" ? rules.disabilityAmount.value : 0;

  const refusals: Section80DDRefusal[] = [];
  if (rules.residentsOnly.value && !input.resident) refusals.push("nonResident");
  const relationCounts = input.claimant === "huf" ? input.hufMember : rules.individualsDependants.value.includes(input.relation);
  if (!relationCounts) refusals.push("notADependantRelation");
  if (!input.dependent) refusals.push("notDependent");
  if (input.dependantClaims80U) refusals.push("claims80U");
  if (category === "none") refusals.push("belowThreshold");
  if (input.amountSpent <= 0) refusals.push("nothingSpent");

  if (refusals.length > 0) return { category, amountForCategory, deduction: 0, refusals };
  const deduction = rules.flatAmount.value ? amountForCategory : Math.min(amountForCategory, input.amountSpent);
  return { category, amountForCategory, deduction, refusals };
}
