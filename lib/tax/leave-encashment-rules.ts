import { inr, text } from "./parameters/helpers";
import type { IsoDate, Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";

/*
 * Leave encashment (docs/tax-methods.md §9): s.10(10AA) of the Income-tax Act, 1961 up to
 * FY 2025-26; from tax year 2026-27, the deductions from salary in s.19(1) of the
 * Income-tax Act, 2025 (Table, Sl. No. 13 and 14). Leave encashed during service is salary
 * (s.17(1)(va)) with no exemption.
 */

export interface LeaveEncashmentRules {
  /** Central or State Government employees leaving service: fully exempt, for labels */
  governmentProvision: Parameter<string>;
  /** any other employee leaving service, for labels */
  otherProvision: Parameter<string>;
  /** leave encashment is salary; in service it is taxed in full */
  taxedAsSalary: Parameter<string>;
  /** the notified limit, for retirements from 1 April 2023, reduced by exemptions of earlier years and other employers */
  ceiling: Parameter;
  /** limit: this many months of average salary */
  monthsOfSalaryLimit: Parameter;
  /** average salary is taken over this many months before retirement */
  averagingMonths: Parameter;
  /** earned leave counts at no more than this many days for each year of actual service */
  maxLeaveDaysPerYear: Parameter;
  /** a day's salary is the monthly average divided by this many days */
  daysInMonth: Parameter;
}

const FIRST_MODELLED_DAY: IsoDate = "2023-04-01";
const ACT_2025_START: IsoDate = "2026-04-01";

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

const S_10_10AA_II = "Income-tax Act, 1961, s.10(10AA)(ii)";
const CEILING_2023 = "CBDT Notification No. 31/2023 of 24 May 2023: ₹25,00,000 for employees other than government employees who retire, on superannuation or otherwise, on or after 1 April 2023 (₹3,00,000 before)";
const DAY_DIVISOR_NOTE =
  "The Act values the leave at the average salary without fixing the days in a month; dividing the monthly average by 30 is the usual practice.";

const rules1961: LeaveEncashmentRules = {
  governmentProvision: text(
    "section 10(10AA)(i)",
    FIRST_MODELLED_DAY,
    "Income-tax Act, 1961, s.10(10AA)(i) (cash equivalent of leave salary received by a Central or State Government employee on retirement, on superannuation or otherwise: fully exempt)",
  ),
  otherProvision: text(
    "section 10(10AA)(ii)",
    FIRST_MODELLED_DAY,
    `${S_10_10AA_II}, its proviso (limit less amounts exempted in earlier years) and Explanation (earned leave counted at no more than 30 days a year)`,
  ),
  taxedAsSalary: text("section 17(1)(va)", FIRST_MODELLED_DAY, "Income-tax Act, 1961, s.17(1)(va) (payment for leave not availed of is salary)"),
  ceiling: inr(25_00_000, "2023-04-01", `${S_10_10AA_II}; ${CEILING_2023}`),
  monthsOfSalaryLimit: months(10, FIRST_MODELLED_DAY, `${S_10_10AA_II} (limit: ten months' average salary)`),
  averagingMonths: months(10, FIRST_MODELLED_DAY, `${S_10_10AA_II} (salary averaged over the ten months immediately before retirement)`),
  maxLeaveDaysPerYear: days(30, FIRST_MODELLED_DAY, `${S_10_10AA_II}, Explanation (earned leave entitlement not above 30 days for every year of actual service with the employer)`),
  daysInMonth: days(30, FIRST_MODELLED_DAY, `${S_10_10AA_II} (cash equivalent of the leave at the average salary; a day's salary taken as a thirtieth of the month's)`, DAY_DIVISOR_NOTE),
};

const SL_14 = "Income-tax Act, 2025, s.19(1), Table, Sl. No. 14, with s.19(2) (salary: basic with DA if the terms of employment so provide); corresponding to s.10(10AA)(ii) of the 1961 Act";

const rules2025Act: LeaveEncashmentRules = {
  governmentProvision: text(
    "section 19(1), Sl. No. 13 of the Income-tax Act, 2025",
    ACT_2025_START,
    "Income-tax Act, 2025, s.19(1), Table, Sl. No. 13 (leave salary of a Central or State Government employee on retirement: the entire amount; corresponding to s.10(10AA)(i) of the 1961 Act)",
  ),
  otherProvision: text("section 19(1), Sl. No. 14 of the Income-tax Act, 2025", ACT_2025_START, SL_14),
  taxedAsSalary: text("the head Salaries", ACT_2025_START, "Income-tax Act, 2025: payment for leave not availed of is salary (corresponding to s.17(1)(va) of the 1961 Act); deducted under s.19 only on retirement"),
  ceiling: inr(25_00_000, ACT_2025_START, `${SL_14}; the notified limit, ${CEILING_2023}, continued by the repeal and savings provision of the 2025 Act (s.536)`),
  monthsOfSalaryLimit: months(10, ACT_2025_START, `${SL_14}: ten months' average salary`),
  averagingMonths: months(10, ACT_2025_START, `${SL_14}: salary averaged over the ten months before retirement`),
  maxLeaveDaysPerYear: days(30, ACT_2025_START, `${SL_14}: earned leave counted at no more than 30 days for every year of actual service`),
  daysInMonth: days(30, ACT_2025_START, `${SL_14}: cash equivalent at the average salary; a day's salary taken as a thirtieth of the month's`, DAY_DIVISOR_NOTE),
};

export const LEAVE_ENCASHMENT_RULES: Readonly<Record<FinancialYear, LeaveEncashmentRules>> = byAct(rules1961, rules2025Act);
