import { HRA_RULES } from "./hra-rules";
import type { IsoDate, Parameter } from "./types";
import { FINANCIAL_YEARS, isTaxYearUnder2025Act, type FinancialYear } from "./years";
import { inr, percent } from "./parameters/helpers";

/*
 * The rules the Form 12BB declaration needs beyond the engine's deduction limits
 * (rulesFor(fy).deductionLimits): the HRA exemption of s.10(13A) read with Rule 2A
 * (docs/tax-methods.md §6), taken from HRA_RULES so the HRA calculator and this form use one
 * list of cities per year, the 10%-of-salary limit of s.80CCD(1), the 80TTA/80TTB limits
 * (§17), and the references for the claims whose amount the law does not cap (LTC, 80E,
 * 80G). Unchanged from FY 2023-24 to 2025-26. For tax year 2026-27 (Income-tax Act, 2025)
 * the values are carried over and the references name the 1961 provision they correspond
 * to: the method notes give no new section numbers and we have not verified them.
 */

export interface Form12bbRules {
  /** Rule 2A(b): rent paid less this percent of salary (the HRA calculator's own parameter) */
  hraRentExcessPercent: Parameter;
  /** Rule 2A(c): percent of salary for a house in one of `hraMetroCities` (the HRA calculator's own parameter) */
  hraMetroPercent: Parameter;
  /** Rule 2A(c): percent of salary elsewhere (the HRA calculator's own parameter) */
  hraOtherPercent: Parameter;
  /** Rule 2A(c): the cities that take the higher percent: the year's one list, HRA_RULES[fy].higherShareCities */
  hraMetroCities: Parameter<readonly string[]>;
  /** s.80CCD(1): an employee's own NPS contribution counts up to this percent of salary (basic + DA) */
  ded80ccd1SalaryPercent: Parameter;
  /** s.80TTA: savings-account interest, for those who are not resident senior citizens */
  ded80tta: Parameter;
  /** s.80TTB: deposit interest of a resident senior citizen */
  ded80ttb: Parameter;
  /** the references of claims the law does not cap by amount, for the breakdown */
  references: {
    rule26C: string;
    hra: string;
    ltc: string;
    homeLoan: string;
    ded80ccc: string;
    ded80ccd1: string;
    ded80e: string;
    ded80g: string;
    chapterVIALimit: string;
    newRegimeExclusions: string;
  };
}

/** The HRA limits and cities of a year: the very parameters the HRA calculator reads, never a copy. */
const hraParametersOf = (fy: FinancialYear) => {
  const hra = HRA_RULES[fy];
  return {
    hraRentExcessPercent: hra.rentExcessOverSalary,
    hraMetroPercent: hra.higherSalaryShare,
    hraOtherPercent: hra.lowerSalaryShare,
    hraMetroCities: hra.higherShareCities,
  };
};

const ACT_1961 = "Income-tax Act, 1961";
const RULES_1962 = "Income-tax Rules, 1962";

type YearRules = Omit<Form12bbRules, "hraRentExcessPercent" | "hraMetroPercent" | "hraOtherPercent" | "hraMetroCities">;

const RULES_1961: YearRules = {
  ded80ccd1SalaryPercent: percent(10, "2023-04-01", `${ACT_1961}, s.80CCD(1) (an employee's contribution counts up to 10% of salary), within s.80CCE`),
  ded80tta: inr(10_000, "2012-04-01", `${ACT_1961}, s.80TTA (interest on savings accounts, up to ₹10,000)`),
  ded80ttb: inr(50_000, "2018-04-01", `${ACT_1961}, s.80TTB (deposit interest of a resident senior citizen, up to ₹50,000), inserted by Finance Act 2018`),
  references: {
    rule26C: `${RULES_1962}, Rule 26C and Form No. 12BB (Notification 30/2016); ${ACT_1961}, s.192(2D)`,
    hra: "", // from HRA_RULES, per year (rulesOfYear)
    ltc: `${ACT_1961}, s.10(5); ${RULES_1962}, Rule 2B (two journeys in a block of four calendar years, up to the fare by the shortest route)`,
    homeLoan: `${ACT_1961}, s.24(b) (self-occupied house, up to ₹2,00,000)`,
    ded80ccc: `${ACT_1961}, s.80CCC (pension fund), within the ₹1,50,000 of s.80CCE`,
    ded80ccd1: `${ACT_1961}, s.80CCD(1), within the ₹1,50,000 of s.80CCE`,
    ded80e: `${ACT_1961}, s.80E (interest on a loan for higher education, for up to eight years; no limit on the amount)`,
    ded80g: `${ACT_1961}, s.80G (the qualifying amount of donations; no deduction for cash donations above ₹2,000, s.80G(5D))`,
    chapterVIALimit: `${ACT_1961}, s.80A(2) (Chapter VI-A deductions at most the gross total income)`,
    newRegimeExclusions: `${ACT_1961}, s.115BAC(2) (no HRA, LTC, self-occupied home-loan interest or Chapter VI-A deductions other than s.80CCD(2), 80CCH and 80JJAA)`,
  },
};

const CARRIED_OVER = "Carried over unchanged into the Income-tax Act, 2025 on our reading. Check before relying on it.";
const act2025 = (corresponding: string) => `Income-tax Act, 2025, provision corresponding to ${corresponding} of the Income-tax Act, 1961`;
const EFFECTIVE_2025: IsoDate = "2026-04-01";

const RULES_2025: YearRules = {
  ded80ccd1SalaryPercent: percent(10, EFFECTIVE_2025, act2025("s.80CCD(1)"), CARRIED_OVER),
  ded80tta: inr(10_000, EFFECTIVE_2025, act2025("s.80TTA"), CARRIED_OVER),
  ded80ttb: inr(50_000, EFFECTIVE_2025, act2025("s.80TTB"), CARRIED_OVER),
  references: {
    rule26C:
      "Income-tax Rules, 2026, rule 205 and Form No. 124 (replacing rule 26C and Form No. 12BB of the 1962 Rules); Income-tax Act, 2025, s.392 (TDS on salary)",
    hra: "", // from HRA_RULES, per year (rulesOfYear)
    ltc: act2025("s.10(5)"),
    homeLoan: `${act2025("s.24(b)")} (self-occupied house, up to ₹2,00,000)`,
    ded80ccc: `${act2025("s.80CCC")}, within the ₹1,50,000 overall limit`,
    ded80ccd1: `${act2025("s.80CCD(1)")}, within the ₹1,50,000 overall limit`,
    ded80e: act2025("s.80E"),
    ded80g: act2025("s.80G"),
    chapterVIALimit: act2025("s.80A(2)"),
    newRegimeExclusions: "Income-tax Act, 2025, s.202 (corresponding to s.115BAC(2) of the Income-tax Act, 1961)",
  },
};

function rulesOfYear(fy: FinancialYear): Form12bbRules {
  const base = isTaxYearUnder2025Act(fy) ? RULES_2025 : RULES_1961;
  const hra = HRA_RULES[fy];
  return { ...base, ...hraParametersOf(fy), references: { ...base.references, hra: `${hra.exemption.reference}; ${hra.limitsRule.reference}` } };
}

export const FORM_12BB_RULES_BY_YEAR: Readonly<Record<FinancialYear, Form12bbRules>> = Object.fromEntries(
  FINANCIAL_YEARS.map((fy) => [fy, rulesOfYear(fy)]),
) as Record<FinancialYear, Form12bbRules>;

export function form12bbRulesFor(fy: FinancialYear): Form12bbRules {
  return FORM_12BB_RULES_BY_YEAR[fy];
}
