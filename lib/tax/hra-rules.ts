import { flag, inr, list, percent, text } from "./parameters/helpers";
import type { Parameter } from "./types";
import type { FinancialYear } from "./years";

/*
 * The house rent allowance exemption (CALCULATORS.md §6): section 10(13A) of the
 * Income-tax Act, 1961 read with rule 2A of the Income-tax Rules, 1962 up to FY 2025-26;
 * from tax year 2026-27, Schedule III of the Income-tax Act, 2025 read with the
 * Income-tax Rules, 2026, which added Bengaluru, Hyderabad, Pune and Ahmedabad to the
 * cities with the 50% limit.
 */

export interface HraRules {
  /** the provision that exempts the allowance, for labels: "section 10(13A)" */
  exemption: Parameter<string>;
  /** the rule that sets the three limits, for labels: "rule 2A" */
  limitsRule: Parameter<string>;
  /** limit (b): rent paid in excess of this percent of salary */
  rentExcessOverSalary: Parameter;
  /** limit (c): percent of salary when the house is in one of `higherShareCities` */
  higherSalaryShare: Parameter;
  /** limit (c): percent of salary anywhere else */
  lowerSalaryShare: Parameter;
  higherShareCities: Parameter<readonly string[]>;
  /** whether the new regime allows the exemption (it does not) */
  newRegimeAllowsExemption: Parameter<boolean>;
  /** the new regime's provision, for labels */
  newRegime: Parameter<string>;
  /** the employee must give the employer the landlord's PAN when the year's rent exceeds this */
  landlordPanRentLimit: Parameter;
  /** a tenant paying more than this a month must deduct tax from the rent (s.194-IB) */
  rentTdsMonthlyLimit: Parameter;
}

/** Values older than FY 2023-24 whose enactment date is not tracked start with the first year we model (lib/tax/types.ts). */
const FIRST_MODELLED_DAY = "2023-04-01" as const;
const ACT_2025_START = "2026-04-01" as const;

const RULE_2A = "Income-tax Rules, 1962, rule 2A";
const RULES_2026 = "Income-tax Rules, 2026 (under the Income-tax Act, 2025), house rent allowance rule: successor to rule 2A of the 1962 Rules, rule 279 in the draft";
const RULES_2026_NOTE =
  "The rule's number in the Income-tax Rules, 2026 as notified is not confirmed here; the limits are those of the draft rule 279, which the notified rules kept as reported.";

const PAN_LIMIT_REFERENCE =
  "CBDT Circular No. 8/2013 of 10 October 2013 (TDS on salaries: landlord's PAN when rent exceeds ₹1,00,000 a year), repeated in the yearly circulars under s.192; Form 12BB (rule 26C)";

const rules1961: HraRules = {
  exemption: text("section 10(13A)", FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.10(13A) (special allowance to meet rent for residential accommodation occupied by the employee)"),
  limitsRule: text("rule 2A", FIRST_MODELLED_DAY, RULE_2A),
  rentExcessOverSalary: percent(10, FIRST_MODELLED_DAY, `${RULE_2A}(b) (rent paid in excess of one-tenth of salary)`),
  higherSalaryShare: percent(50, FIRST_MODELLED_DAY, `${RULE_2A}(c)(i) (one-half of salary where the accommodation is at Bombay, Calcutta, Delhi or Madras)`),
  lowerSalaryShare: percent(40, FIRST_MODELLED_DAY, `${RULE_2A}(c)(ii) (two-fifths of salary at any other place)`),
  higherShareCities: list(["Mumbai", "Delhi", "Kolkata", "Chennai"] as const, FIRST_MODELLED_DAY, `${RULE_2A}(c)(i) (Bombay, Calcutta, Delhi, Madras)`),
  newRegimeAllowsExemption: flag(false, FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.115BAC(2)(i) (new regime: total income computed without the exemption under s.10(13A))"),
  newRegime: text("section 115BAC", FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.115BAC (default regime from FY 2023-24, s.115BAC(1A))"),
  landlordPanRentLimit: inr(1_00_000, FIRST_MODELLED_DAY, PAN_LIMIT_REFERENCE),
  rentTdsMonthlyLimit: inr(50_000, FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.194-IB(1) (individuals and HUFs not liable to audit, paying rent above ₹50,000 for a month or part of a month)"),
};

const rules2025Act: HraRules = {
  exemption: text(
    "Schedule III, Sl. No. 11 of the Income-tax Act, 2025",
    ACT_2025_START,
    "Income-tax Act, 2025, s.11 read with Schedule III, Table Sl. No. 11 (house rent allowance; corresponding to s.10(13A) of the Income-tax Act, 1961)",
  ),
  limitsRule: { ...text("Income-tax Rules, 2026", ACT_2025_START, RULES_2026), note: RULES_2026_NOTE },
  rentExcessOverSalary: percent(10, ACT_2025_START, `${RULES_2026}: rent paid in excess of 10% of salary`, RULES_2026_NOTE),
  higherSalaryShare: percent(50, ACT_2025_START, `${RULES_2026}: 50% of salary in the eight listed cities`, RULES_2026_NOTE),
  lowerSalaryShare: percent(40, ACT_2025_START, `${RULES_2026}: 40% of salary at any other place`, RULES_2026_NOTE),
  higherShareCities: list(
    ["Mumbai", "Delhi", "Kolkata", "Chennai", "Bengaluru", "Hyderabad", "Pune", "Ahmedabad"] as const,
    ACT_2025_START,
    `${RULES_2026}: Bengaluru, Hyderabad, Pune and Ahmedabad added to the four cities of rule 2A`,
    RULES_2026_NOTE,
  ),
  newRegimeAllowsExemption: flag(
    false,
    ACT_2025_START,
    "Income-tax Act, 2025, s.202 (new regime, corresponding to s.115BAC(2)(i) of the Income-tax Act, 1961: no house rent allowance exemption)",
  ),
  newRegime: text("section 202 of the Income-tax Act, 2025", ACT_2025_START, "Income-tax Act, 2025, s.202 (new regime, the default; corresponding to s.115BAC of the Income-tax Act, 1961)"),
  landlordPanRentLimit: inr(
    1_00_000,
    ACT_2025_START,
    "Income-tax Act, 2025 (tax year 2026-27): the evidence employers collect for the house rent allowance, carried over from CBDT Circular No. 8/2013 of 10 October 2013 (landlord's PAN when rent exceeds ₹1,00,000 a year)",
    "Our reading: the employer's declaration form under the Income-tax Rules, 2026 keeps the landlord's PAN above ₹1,00,000 a year. Check the current circular on TDS from salaries.",
  ),
  rentTdsMonthlyLimit: inr(
    50_000,
    ACT_2025_START,
    "Income-tax Act, 2025, tax-deduction provision for rent paid by individuals and HUFs (corresponding to s.194-IB of the Income-tax Act, 1961)",
    "Carried over from s.194-IB (our reading of the 2025 Act; the section number is not confirmed here).",
  ),
};

export const HRA_RULES: Readonly<Record<FinancialYear, HraRules>> = {
  "2023-24": rules1961,
  "2024-25": rules1961,
  "2025-26": rules1961,
  "2026-27": rules2025Act,
};
