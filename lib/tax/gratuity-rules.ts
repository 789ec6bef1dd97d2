import { inr, text } from "./parameters/helpers";
import type { IsoDate, Parameter } from "./types";
import type { FinancialYear } from "./years";
import { forEveryYear } from "./carry-forward";

/*
 * The gratuity exemption (docs/tax-methods.md §8): s.10(10) of the Income-tax Act, 1961 up to
 * FY 2025-26; from tax year 2026-27, the deductions from salary in s.19(1) of the
 * Income-tax Act, 2025 (Table, Sl. No. 3 to 6). For employees covered by the Payment of
 * Gratuity Act, 1972 the tax rule borrows that Act's formula (s.4(2)) and ceiling (s.4(3));
 * from 21 November 2025 the same rules sit in s.53 of the Code on Social Security, 2020.
 */

export interface GratuityRules {
  /** government employees: fully exempt, for labels */
  governmentProvision: Parameter<string>;
  /** employees covered by the Payment of Gratuity Act, for labels */
  coveredProvision: Parameter<string>;
  /** other employees, for labels */
  otherProvision: Parameter<string>;
  /** gratuity is salary; the part not exempt is taxed under the head "Salaries" */
  taxedAsSalary: Parameter<string>;
  /** covered: days' wages for each year of service */
  coveredDaysWagesPerYear: Parameter;
  /** covered: the monthly wage is divided by this many days to give a day's wage */
  coveredWorkingDaysInMonth: Parameter;
  /** covered: a final part-year of more than this many months counts as a full year */
  coveredPartYearMonths: Parameter;
  /** covered: the most gratuity payable under the Act */
  coveredCeiling: Parameter;
  /** covered: gratuity is payable after this much continuous service (not needed on death or disablement) */
  coveredMinimumServiceMonths: Parameter;
  /** others: months' salary for each completed year of service (half a month) */
  otherMonthsSalaryPerYear: Parameter;
  /** others: salary is the average of this many months before the month of retirement */
  otherAveragingMonths: Parameter;
  /** others: the notified limit, reduced by gratuity exempted in earlier years */
  otherCeiling: Parameter;
}

const FIRST_MODELLED_DAY: IsoDate = "2023-04-01";
const ACT_2025_START: IsoDate = "2026-04-01";
const PG_ACT_START: IsoDate = "1972-09-16";
const PG_CEILING_START: IsoDate = "2018-03-29";

const months = (value: number, effectiveFrom: IsoDate, reference: string, note?: string): Parameter => ({
  value,
  unit: "months",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});
const days = (value: number, effectiveFrom: IsoDate, reference: string, note?: string): Parameter => ({
  value,
  unit: "days",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

const PG_ACT = "Payment of Gratuity Act, 1972";
const CODE_NOTE =
  "UNSURE: from 21 November 2025 the Payment of Gratuity Act, 1972 is replaced by the Code on Social Security, 2020 (s.53: the same 15 days' wages, 26-day month, part-year above six months and notified ceiling; one year's service for fixed-term employees), while the income-tax provision still names the 1972 Act. We apply the same formula.";
const CEILING_2019 =
  "CBDT Notification No. 16/2019 (S.O. 1213(E)) of 8 March 2019 under s.10(10)(iii): ₹20,00,000 for employees who retire, become incapacitated, die or whose employment ends on or after 29 March 2018";

const rules1961 = (fy: FinancialYear): GratuityRules => ({
  governmentProvision: text("section 10(10)(i)", FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.10(10)(i) (death-cum-retirement gratuity of employees of the Central or a State Government or a local authority: fully exempt)"),
  coveredProvision: text("section 10(10)(ii)", FIRST_MODELLED_DAY, `Income-tax Act, 1961, s.10(10)(ii) (gratuity under the ${PG_ACT}, exempt up to the amount computed under s.4(2) and (3) of that Act)`),
  otherProvision: text(
    "section 10(10)(iii)",
    FIRST_MODELLED_DAY,
    "Income-tax Act, 1961, s.10(10)(iii) and its provisos (any other gratuity on retirement, incapacity, death or end of employment; salary as in rule 2(h) of Part A of the Fourth Schedule, averaged over the ten months before the month of the event)",
  ),
  taxedAsSalary: text("section 17(1)(iii)", FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.17(1)(iii) (gratuity is salary) and s.15"),
  coveredDaysWagesPerYear: days(15, PG_ACT_START, `${PG_ACT}, s.4(2) (fifteen days' wages for every completed year of service or part of it above six months)`, fy === "2025-26" ? CODE_NOTE : undefined),
  coveredWorkingDaysInMonth: days(26, PG_ACT_START, `${PG_ACT}, s.4(2), first proviso (monthly-rated employee: monthly wages ÷ 26 × 15)`),
  coveredPartYearMonths: months(6, PG_ACT_START, `${PG_ACT}, s.4(2) ("part thereof in excess of six months")`),
  coveredCeiling: inr(20_00_000, PG_CEILING_START, `${PG_ACT}, s.4(3), with Ministry of Labour and Employment notification S.O. 1420(E) of 29 March 2018 (₹20,00,000)`),
  coveredMinimumServiceMonths: months(60, PG_ACT_START, `${PG_ACT}, s.4(1) (five years' continuous service; not needed on death or disablement)`),
  otherMonthsSalaryPerYear: months(0.5, FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.10(10)(iii) (half a month's salary for each year of completed service)"),
  otherAveragingMonths: months(10, FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.10(10)(iii) (average salary for the ten months immediately before the month of retirement)"),
  otherCeiling: inr(20_00_000, PG_CEILING_START, CEILING_2019),
});

const CODE_2020 = "Code on Social Security, 2020, s.53 (in force 21 November 2025; replaces s.4 of the Payment of Gratuity Act, 1972)";
const SL_5 = "Income-tax Act, 2025, s.19(1), Table, Sl. No. 5 (gratuity under the Payment of Gratuity Act, 1972, as restricted by s.4(2) and (3) of that Act)";

const rules2025Act: GratuityRules = {
  governmentProvision: text(
    "section 19(1), Sl. No. 3 of the Income-tax Act, 2025",
    ACT_2025_START,
    "Income-tax Act, 2025, s.19(1), Table, Sl. No. 3, read with s.19(2) (death-cum-retirement gratuity of government employees: the entire amount; corresponding to s.10(10)(i) of the 1961 Act)",
  ),
  coveredProvision: text("section 19(1), Sl. No. 5 of the Income-tax Act, 2025", ACT_2025_START, `${SL_5}; corresponding to s.10(10)(ii) of the 1961 Act`),
  otherProvision: text(
    "section 19(1), Sl. No. 6 of the Income-tax Act, 2025",
    ACT_2025_START,
    "Income-tax Act, 2025, s.19(1), Table, Sl. No. 6, with s.19(2)(a) (limit less gratuity allowed in earlier years) and s.19(2)(b) (salary: basic with DA if the terms of employment so provide); corresponding to s.10(10)(iii) of the 1961 Act",
  ),
  taxedAsSalary: text("the head Salaries", ACT_2025_START, "Income-tax Act, 2025: gratuity is salary and is deducted under s.19 only to the limits there (corresponding to s.17(1)(iii) of the 1961 Act)"),
  coveredDaysWagesPerYear: days(15, ACT_2025_START, `${SL_5}; ${CODE_2020}: fifteen days' wages for every completed year of service or part of it above six months`, CODE_NOTE),
  coveredWorkingDaysInMonth: days(26, ACT_2025_START, `${SL_5}; ${CODE_2020}: monthly wages ÷ 26 × 15`, CODE_NOTE),
  coveredPartYearMonths: months(6, ACT_2025_START, `${SL_5}; ${CODE_2020}: part of a year above six months counts as a year`, CODE_NOTE),
  coveredCeiling: inr(
    20_00_000,
    ACT_2025_START,
    `${SL_5}; ceiling of ₹20,00,000 (S.O. 1420(E) of 29 March 2018 under s.4(3) of the 1972 Act)`,
    "UNSURE: the ceiling notified under the Code on Social Security, 2020 is taken to be the same ₹20,00,000.",
  ),
  coveredMinimumServiceMonths: months(60, ACT_2025_START, `${SL_5}; ${CODE_2020}: five years' continuous service (one year for fixed-term employees; none on death or disablement)`, CODE_NOTE),
  otherMonthsSalaryPerYear: months(0.5, ACT_2025_START, "Income-tax Act, 2025, s.19(1), Table, Sl. No. 6(c): Amount = 1/2 (A × B), A the average salary, B the completed years"),
  otherAveragingMonths: months(10, ACT_2025_START, "Income-tax Act, 2025, s.19(1), Table, Sl. No. 6(c): average salary for the ten months immediately before the month of the event"),
  otherCeiling: inr(
    20_00_000,
    ACT_2025_START,
    `Income-tax Act, 2025, s.19(1), Table, Sl. No. 6(b) and s.19(2)(a): the notified limit, ${CEILING_2019}, continued by the repeal and savings provision of the 2025 Act (s.536)`,
  ),
};

export const GRATUITY_RULES: Readonly<Record<FinancialYear, GratuityRules>> = forEveryYear<GratuityRules>({
  "2023-24": rules1961("2023-24"),
  "2024-25": rules1961("2024-25"),
  "2025-26": rules1961("2025-26"),
  "2026-27": rules2025Act,
});
