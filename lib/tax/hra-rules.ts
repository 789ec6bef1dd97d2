import { flag, inr, list, percent, text } from "./parameters/helpers";
import type { Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";

/*
 * The house rent allowance exemption (docs/tax-methods.md §6): section 10(13A) of the
 * Income-tax Act, 1961 read with rule 2A of the Income-tax Rules, 1962 up to FY 2025-26;
 * from tax year 2026-27, Schedule III of the Income-tax Act, 2025 read with the
 * Income-tax Rules, 2026 (G.S.R. 198(E), in force 1 April 2026).
 *
 * This file is the one place for the year's HRA limits and city list: the HRA calculator
 * and the Form 12BB calculator both read HRA_RULES, so the same rent gets the same
 * exemption in both.
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
const RULES_2026 =
  "Income-tax Rules, 2026 (G.S.R. 198(E) of 20 March 2026, in force 1 April 2026, under the Income-tax Act, 2025), house rent allowance rule: successor to rule 2A of the 1962 Rules, rule 279 in the draft";
const RULES_2026_NOTE =
  "The rule's number in the Income-tax Rules, 2026 as notified is not confirmed here; the limits are those of the draft rule 279, which the notified rules kept as reported.";

/** Which list of 50% cities tax year 2026-27 uses: the draft's eight, or rule 2A's four carried over. */
export type HraCityList2026 = "draft2026" | "rule2A";

/**
 * UNSURE (docs/tax-methods.md, errata, §6.2): the city list of the notified Income-tax Rules,
 * 2026 is not confirmed. The draft (rule 279) listed eight cities at 50%; we assume the
 * notified rules kept them. Change this one value to switch both calculators.
 */
export const HRA_CITY_LIST_2026: HraCityList2026 = "draft2026";

/** The four cities of rule 2A(c)(i) (Bombay, Calcutta, Delhi, Madras), for FY 2023-24 to 2025-26. */
const RULE_2A_CITIES = ["Mumbai", "Delhi", "Kolkata", "Chennai"] as const;
/** The draft Income-tax Rules, 2026 (rule 279) added four. */
const DRAFT_2026_ADDED_CITIES = ["Bengaluru", "Hyderabad", "Pune", "Ahmedabad"] as const;

/** Shown to the user in the HRA and Form 12BB calculators for tax year 2026-27. */
export const HRA_CITIES_2026_ASSUMPTION: Record<HraCityList2026, string> = {
  draft2026:
    "Assumption (unconfirmed): the Income-tax Rules, 2026 (G.S.R. 198(E), in force from 1 April 2026) were notified, but we have not confirmed their list of cities with the 50% limit. We use the draft rules' eight: Mumbai, Kolkata, Delhi, Chennai, Bengaluru, Hyderabad, Pune and Ahmedabad. If the notified list keeps only the four cities of the old rule 2A, a home in Bengaluru, Hyderabad, Pune or Ahmedabad gets 40% of salary: turn off the 50% city option to see that figure, and check with your employer.",
  rule2A:
    "Assumption (unconfirmed): the Income-tax Rules, 2026 (G.S.R. 198(E), in force from 1 April 2026) were notified, but we have not confirmed their list of cities with the 50% limit. We use the four cities of the old rule 2A (Mumbai, Kolkata, Delhi and Chennai); the draft rules had added Bengaluru, Hyderabad, Pune and Ahmedabad.",
};

/** The 50% cities for tax year 2026-27, under the chosen assumption. */
export function higherShareCities2026(choice: HraCityList2026 = HRA_CITY_LIST_2026): Parameter<readonly string[]> {
  return choice === "draft2026"
    ? list([...RULE_2A_CITIES, ...DRAFT_2026_ADDED_CITIES], ACT_2025_START, `${RULES_2026}: Bengaluru, Hyderabad, Pune and Ahmedabad added to the four cities of rule 2A (the draft's list)`, HRA_CITIES_2026_ASSUMPTION.draft2026)
    : list(RULE_2A_CITIES, ACT_2025_START, `${RULES_2026}: the four cities of rule 2A carried over`, HRA_CITIES_2026_ASSUMPTION.rule2A);
}

const PAN_LIMIT_REFERENCE =
  "CBDT Circular No. 8/2013 of 10 October 2013 (TDS on salaries: landlord's PAN when rent exceeds ₹1,00,000 a year), repeated in the yearly circulars under s.192; Form 12BB (rule 26C)";

const rules1961: HraRules = {
  exemption: text("section 10(13A)", FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.10(13A) (special allowance to meet rent for residential accommodation occupied by the employee)"),
  limitsRule: text("rule 2A", FIRST_MODELLED_DAY, RULE_2A),
  rentExcessOverSalary: percent(10, FIRST_MODELLED_DAY, `${RULE_2A}(b) (rent paid in excess of one-tenth of salary)`),
  higherSalaryShare: percent(50, FIRST_MODELLED_DAY, `${RULE_2A}(c)(i) (one-half of salary where the accommodation is at Bombay, Calcutta, Delhi or Madras)`),
  lowerSalaryShare: percent(40, FIRST_MODELLED_DAY, `${RULE_2A}(c)(ii) (two-fifths of salary at any other place)`),
  higherShareCities: list(RULE_2A_CITIES, FIRST_MODELLED_DAY, `${RULE_2A}(c)(i) (Bombay, Calcutta, Delhi, Madras)`),
  newRegimeAllowsExemption: flag(false, FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.115BAC(2)(i) (new regime: total income computed without the exemption under s.10(13A))"),
  newRegime: text("section 115BAC", FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.115BAC (default regime from FY 2023-24, s.115BAC(1A))"),
  landlordPanRentLimit: inr(1_00_000, FIRST_MODELLED_DAY, PAN_LIMIT_REFERENCE),
  rentTdsMonthlyLimit: inr(50_000, FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.194-IB(1) (individuals and HUFs not liable to audit, paying rent above ₹50,000 for a month or part of a month)"),
};

/** Tax year 2026-27's rules; the city list is the UNSURE parameter above. */
export const hraRules2025Act = (cities: HraCityList2026 = HRA_CITY_LIST_2026): HraRules => ({
  exemption: text(
    "Schedule III, Sl. No. 11 of the Income-tax Act, 2025",
    ACT_2025_START,
    "Income-tax Act, 2025, s.11 read with Schedule III, Table Sl. No. 11 (house rent allowance; corresponding to s.10(13A) of the Income-tax Act, 1961)",
  ),
  limitsRule: { ...text("Income-tax Rules, 2026", ACT_2025_START, RULES_2026), note: RULES_2026_NOTE },
  rentExcessOverSalary: percent(10, ACT_2025_START, `${RULES_2026}: rent paid in excess of 10% of salary`, RULES_2026_NOTE),
  higherSalaryShare: percent(50, ACT_2025_START, `${RULES_2026}: 50% of salary in the listed cities`, RULES_2026_NOTE),
  lowerSalaryShare: percent(40, ACT_2025_START, `${RULES_2026}: 40% of salary at any other place`, RULES_2026_NOTE),
  higherShareCities: higherShareCities2026(cities),
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
});

export const HRA_RULES: Readonly<Record<FinancialYear, HraRules>> = byAct(rules1961, hraRules2025Act());

const listText = (cities: readonly string[]) => `${cities.slice(0, -1).join(", ")} and ${cities[cities.length - 1]}`;

/** Help for a "home in a 50% city" toggle, from the year lists above: the same words in every calculator that asks. */
export function higherShareCitiesHelp(): string {
  const before = HRA_RULES["2025-26"].higherShareCities.value;
  const added = HRA_RULES["2026-27"].higherShareCities.value.filter((city) => !before.includes(city));
  const from2026 = added.length > 0 ? `; from tax year 2026-27 also ${listText(added)} (our assumption: the list of the notified 2026 rules is not confirmed)` : "; tax year 2026-27 keeps the same four (our assumption)";
  return `Up to FY 2025-26: ${listText(before)}${from2026}. Anywhere else the limit is 40% of salary.`;
}
