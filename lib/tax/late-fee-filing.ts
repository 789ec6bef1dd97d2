import { lateFilingFee, revisedReturnFee } from "./fees";
import { basicExemptionLimit } from "./formulas/slab-tax";
import {
  FILING_PROVISIONS,
  daysBetween,
  firstFilingDate,
  returnDueDate,
  updatedReturnLastDate,
  type ReturnCategory,
} from "./late-fee-dates";
import { REVISED_RETURN_RULES, type RevisedReturnRules } from "./late-fee-revised";
import { rulesFor } from "./parameters";
import { complianceRulesFor } from "./parameters/compliance";
import type { AgeBand, IsoDate, Parameter, Regime } from "./types";
import type { FinancialYear } from "./years";

/*
 * The late-filing fee for one return (docs/tax-methods.md §19): whether the person had to
 * file, whether the return was late, the fee, and where the filing date stands against
 * the belated-return and updated-return windows.
 */

export interface LateFilingInput {
  fy: FinancialYear;
  category: ReturnCategory;
  /** the day the return is (or will be) filed */
  filedOn: IsoDate;
  /** total income after deductions: the ₹5 lakh test of the fee */
  totalIncome: number;
  /** Chapter VI-A deductions and s.54-series exemptions, added back for the filing test of s.139(1) */
  deductions: number;
  regime: Regime;
  age: AgeBand;
  /** a reason to file other than income: seventh or fourth proviso to s.139(1), Rule 12AB, a company or firm */
  otherReasonToFile: boolean;
}

export type FilingObligation = "income" | "otherReason" | "none";

export interface LateFilingResult {
  dueDate: Parameter<IsoDate>;
  /** the first day a return for the year can be filed (1 April of the assessment year) */
  firstFilingDate: IsoDate;
  /** the filing date is before the year ended: no return can be filed then */
  filedBeforeYearEnded: boolean;
  /** days after the due date (0 when on time) */
  daysLate: number;
  /** income before deductions, compared with the basic exemption limit */
  incomeForFilingTest: number;
  basicExemptionLimit: number;
  /** why the person had to file, or "none" */
  obligation: FilingObligation;
  fee: number;
  /** the fee rule that applied: the full fee, the small-income fee, or none */
  feeRule: "full" | "smallIncome" | "onTime" | "notRequired";
  feeParameter: Parameter | null;
  belatedReturnLastDate: Parameter<IsoDate>;
  pastBelatedReturnDate: boolean;
  updatedReturnLastDate: IsoDate;
  pastUpdatedReturnDate: boolean;
}

export function assessLateFiling(input: LateFilingInput): LateFilingResult {
  const rules = rulesFor(input.fy);
  const provisions = FILING_PROVISIONS[input.fy];
  const dueDate = returnDueDate(input.fy, input.category);
  const daysAfterDue = daysBetween(dueDate.value, input.filedOn);
  const filedAfterDueDate = daysAfterDue > 0;

  // s.139(1)(b) / s.263(1): total income before Chapter VI-A deductions and the s.54-series exemptions.
  const incomeForFilingTest = input.totalIncome + input.deductions;
  const limit = basicExemptionLimit(rules.regimes[input.regime].slabs[input.age]);
  const obligation: FilingObligation = incomeForFilingTest > limit ? "income" : input.otherReasonToFile ? "otherReason" : "none";
  const requiredToFile = obligation !== "none";

  const fee = lateFilingFee(input.fy, { totalIncome: input.totalIncome, filedAfterDueDate, requiredToFile });
  const feeRules = complianceRulesFor(input.fy).lateFilingFee;
  const feeRule: LateFilingResult["feeRule"] = !filedAfterDueDate
    ? "onTime"
    : !requiredToFile
      ? "notRequired"
      : input.totalIncome <= feeRules.smallIncomeLimit.value
        ? "smallIncome"
        : "full";
  const feeParameter = feeRule === "full" ? feeRules.fee : feeRule === "smallIncome" ? feeRules.smallIncomeFee : null;

  const updatedLast = updatedReturnLastDate(input.fy);
  return {
    dueDate,
    firstFilingDate: firstFilingDate(input.fy),
    filedBeforeYearEnded: input.filedOn < firstFilingDate(input.fy),
    daysLate: Math.max(0, daysAfterDue),
    incomeForFilingTest,
    basicExemptionLimit: limit,
    obligation,
    fee,
    feeRule,
    feeParameter,
    belatedReturnLastDate: provisions.belatedReturnLastDate,
    pastBelatedReturnDate: input.filedOn > provisions.belatedReturnLastDate.value,
    updatedReturnLastDate: updatedLast,
    pastUpdatedReturnDate: input.filedOn > updatedLast,
  };
}

export interface RevisedReturnResult {
  rules: RevisedReturnRules;
  /** the filing date is past the last date: the return can no longer be revised */
  pastLastDate: boolean;
  fee: number;
  /** noFeeInYear: the year has no such fee; withinFreePeriod: filed by 31 December; tooLate: past the last date */
  feeRule: "noFeeInYear" | "withinFreePeriod" | "smallIncome" | "full" | "tooLate";
  feeParameter: Parameter | null;
}

/** A revised return filed on `filedOn`: whether it is in time, and the fee after 31 December (s.234-I / s.428(b)). */
export function assessRevisedReturn(input: { fy: FinancialYear; filedOn: IsoDate; totalIncome: number }): RevisedReturnResult {
  const rules = REVISED_RETURN_RULES[input.fy];
  const pastLastDate = input.filedOn > rules.lastDate.value;
  const fee = revisedReturnFee(input.fy, input);
  const feeRule: RevisedReturnResult["feeRule"] = pastLastDate
    ? "tooLate"
    : rules.fee === null
      ? "noFeeInYear"
      : input.filedOn <= rules.fee.feeFreeUntil.value
        ? "withinFreePeriod"
        : input.totalIncome <= rules.fee.smallIncomeLimit.value
          ? "smallIncome"
          : "full";
  const feeParameter = rules.fee === null ? null : feeRule === "full" ? rules.fee.fee : feeRule === "smallIncome" ? rules.fee.smallIncomeFee : null;
  return { rules, pastLastDate, fee, feeRule, feeParameter };
}
