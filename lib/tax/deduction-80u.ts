import { disabilityCategory, textRule, type DisabilityCategory } from "./deduction-80-common";
import { flag, inr } from "./parameters/helpers";
import type { Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";

/*
 * Section 80U (docs/tax-methods.md §16): a resident individual certified as a person with
 * disability deducts a flat amount, whatever was spent. Section 154 of the Income-tax
 * Act, 2025 from tax year 2026-27. Old regime only (lib/tax/deduction-80-common.ts).
 */

export interface Section80URules {
  /** the provision, for labels */
  provision: Parameter<string>;
  /** a person with disability (40% or more) */
  disabilityAmount: Parameter;
  /** a person with severe disability (80% or more) */
  severeDisabilityAmount: Parameter;
  /** only a resident individual may claim */
  residentsOnly: Parameter<boolean>;
}

const RULES_1961: Section80URules = {
  provision: textRule("section 80U", "2023-04-01", "Income-tax Act, 1961, s.80U (deduction in the case of a person with disability)"),
  disabilityAmount: inr(75_000, "2015-04-01", "Income-tax Act, 1961, s.80U(1); ₹75,000 since Finance Act 2015"),
  severeDisabilityAmount: inr(1_25_000, "2015-04-01", "Income-tax Act, 1961, s.80U(1), proviso (person with severe disability); ₹1,25,000 since Finance Act 2015"),
  residentsOnly: flag(true, "2023-04-01", "Income-tax Act, 1961, s.80U(1) (\"an individual, being a resident\")"),
};

const RULES_2025: Section80URules = {
  provision: textRule(
    "section 154 of the Income-tax Act, 2025 (section 80U of the 1961 Act)",
    "2026-04-01",
    "Income-tax Act, 2025, s.154 (deduction in case of a person with disability)",
  ),
  disabilityAmount: inr(75_000, "2026-04-01", "Income-tax Act, 2025, s.154(1) (person with disability)", "Finance Act 2026 made no change to our knowledge."),
  severeDisabilityAmount: inr(1_25_000, "2026-04-01", "Income-tax Act, 2025, s.154(1) (person with severe disability)", "Finance Act 2026 made no change to our knowledge."),
  residentsOnly: flag(true, "2026-04-01", "Income-tax Act, 2025, s.154(1) (\"an individual, being resident in India\")"),
};

export const SECTION_80U_RULES: Readonly<Record<FinancialYear, Section80URules>> = byAct(RULES_1961, RULES_2025);

export interface Section80UInput {
  fy: FinancialYear;
  resident: boolean;
  /** extent of disability on the certificate, percent */
  extentPercent: number;
}

export interface Section80UResult {
  category: DisabilityCategory;
  /** the flat deduction in the old regime; 0 when the conditions fail */
  deduction: number;
  /** why there is no deduction, when there is none */
  refusal: "nonResident" | "belowThreshold" | null;
}

/** The old-regime deduction: flat, by category, for a resident; nothing otherwise. */
export function section80uDeduction(input: Section80UInput): Section80UResult {
  const rules = SECTION_80U_RULES[input.fy];
  const category = disabilityCategory(input.fy, input.extentPercent);
  if (rules.residentsOnly.value && !input.resident) return { category, deduction: 0, refusal: "nonResident" };
  if (category === "none") return { category, deduction: 0, refusal: "belowThreshold" };
  const amount = category === "severe" ? rules.severeDisabilityAmount : rules.disabilityAmount;
  return { category, deduction: amount.value, refusal: null };
}
