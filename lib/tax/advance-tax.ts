import { complianceRulesFor } from "./parameters/compliance";
import { percentOf, roundDownToMultiple } from "./formulas/rounding";
import type { IsoDate } from "./types";
import { assessmentYearOf, financialYearDates, type FinancialYear } from "./years";

export interface AdvanceTaxInstalment {
  dueDate: IsoDate;
  cumulativePercent: number;
  /** what should have been paid by this date, in total */
  cumulativeAmount: number;
  /** what is due on this date */
  instalmentAmount: number;
}

/**
 * Advance-tax instalments (s.208, s.211; docs/tax-methods.md §2.1) for the estimated tax after
 * TDS/TCS. Empty when the estimate is below the s.208 threshold (₹10,000). Amounts are not
 * rounded. `presumptive`: s.44AD/44ADA, everything by 15 March. The s.207(2) exemption
 * (resident aged 60 or more with no business income) is the caller's to apply.
 */
export function advanceTaxSchedule(fy: FinancialYear, estimatedTax: number, { presumptive = false } = {}): AdvanceTaxInstalment[] {
  const rules = complianceRulesFor(fy).advanceTax;
  if (!(estimatedTax >= rules.threshold.value)) return [];
  const schedule = presumptive
    ? [{ dueDate: rules.presumptiveDueDate.value, cumulativePercent: 100 }]
    : rules.instalments.value;
  let paidBefore = 0;
  return schedule.map(({ dueDate, cumulativePercent }) => {
    const cumulativeAmount = percentOf(estimatedTax, cumulativePercent);
    const instalmentAmount = cumulativeAmount - paidBefore;
    paidBefore = cumulativeAmount;
    return { dueDate, cumulativePercent, cumulativeAmount, instalmentAmount };
  });
}

export interface DeferralInterestLine {
  dueDate: IsoDate;
  required: number;
  paid: number;
  /** the shortfall rounded down to ₹100 (Rule 119A); 0 within the tolerance */
  shortfall: number;
  months: number;
  interest: number;
}

/**
 * Interest under s.234C for deferring instalments (docs/tax-methods.md §2.2): for each due
 * date, 1% a month (3 months for June, September, December; 1 for March) on the shortfall
 * of the cumulative amount paid against the cumulative percent of the tax due on the
 * returned income; none for June if 12% was paid, none for September if 36% was paid.
 * `paidByDueDate[i]` is the advance tax paid in total by the i-th due date. Presumptive
 * taxpayers have only the March date. No interest when the tax is below the s.208
 * threshold. The exclusions for capital gains and similar income are not modelled.
 */
export function interest234C(
  fy: FinancialYear,
  { taxDueOnReturnedIncome, paidByDueDate, presumptive = false }: { taxDueOnReturnedIncome: number; paidByDueDate: readonly number[]; presumptive?: boolean },
): { lines: DeferralInterestLine[]; total: number } {
  const rules = complianceRulesFor(fy).advanceTax;
  if (!(taxDueOnReturnedIncome >= rules.threshold.value)) return { lines: [], total: 0 };
  const schedule = presumptive ? [{ dueDate: rules.presumptiveDueDate.value, cumulativePercent: 100 }] : rules.instalments.value;
  const lines = schedule.map(({ dueDate, cumulativePercent }, index) => {
    const required = percentOf(taxDueOnReturnedIncome, cumulativePercent);
    const paid = Math.max(0, paidByDueDate[index] ?? 0);
    const tolerance = rules.deferralTolerance.value.find((t) => t.dueDate === dueDate);
    const withinTolerance = !presumptive && tolerance !== undefined && paid >= percentOf(taxDueOnReturnedIncome, tolerance.cumulativePercent);
    const shortfall = withinTolerance ? 0 : roundDownToMultiple(Math.max(0, required - paid), rules.interestBaseRoundingDown.value);
    const months = rules.deferralInterestMonths.value.find((m) => m.dueDate === dueDate)?.months ?? 1;
    return { dueDate, required, paid, shortfall, months, interest: percentOf(shortfall, rules.deferralInterestRate.value) * months };
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.interest, 0) };
}

/** Months or parts of months from the first day of `from`'s month to `to`, both counted: 1 April to 20 July is 4. */
export function monthsOrPart(from: IsoDate, to: IsoDate): number {
  if (to < from) return 0;
  const [fromYear = 0, fromMonth = 0] = from.split("-").map(Number);
  const [toYear = 0, toMonth = 0] = to.split("-").map(Number);
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/**
 * Interest under s.234B for default in advance tax (docs/tax-methods.md §2.3): when advance tax
 * paid is below 90% of the assessed tax, 1% for each month or part of a month from 1 April
 * of the assessment year to the date the tax is paid (or income determined), on the
 * unpaid assessed tax rounded down to ₹100. One payment date is modelled.
 */
export function interest234B(
  fy: FinancialYear,
  { assessedTax, advanceTaxPaid, paidOn }: { assessedTax: number; advanceTaxPaid: number; paidOn: IsoDate },
): { shortfall: number; months: number; interest: number } {
  const rules = complianceRulesFor(fy).advanceTax;
  if (advanceTaxPaid >= percentOf(assessedTax, rules.defaultPercent.value)) return { shortfall: 0, months: 0, interest: 0 };
  const shortfall = roundDownToMultiple(Math.max(0, assessedTax - advanceTaxPaid), rules.interestBaseRoundingDown.value);
  const months = monthsOrPart(financialYearDates(assessmentYearOf(fy)).start, paidOn);
  return { shortfall, months, interest: percentOf(shortfall, rules.defaultInterestRate.value) * months };
}
