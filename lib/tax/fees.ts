import { REVISED_RETURN_RULES } from "./late-fee-revised";
import { complianceRulesFor } from "./parameters/compliance";
import type { IsoDate } from "./types";
import type { FinancialYear } from "./years";

/**
 * Fee for a late return under s.234F (docs/tax-methods.md §19): ₹5,000, or ₹1,000 when total
 * income (after deductions, whatever the regime) is at most ₹5 lakh; nothing for a
 * return filed by the due date or by a person who was not required to file.
 */
export function lateFilingFee(
  fy: FinancialYear,
  { totalIncome, filedAfterDueDate, requiredToFile }: { totalIncome: number; filedAfterDueDate: boolean; requiredToFile: boolean },
): number {
  const rules = complianceRulesFor(fy).lateFilingFee;
  if (!filedAfterDueDate || !requiredToFile) return 0;
  return totalIncome <= rules.smallIncomeLimit.value ? rules.smallIncomeFee.value : rules.fee.value;
}

/**
 * Fee for a revised return filed after nine months from the end of the year (s.234-I of
 * the 1961 Act for AY 2026-27, s.428(b) of the 2025 Act from tax year 2026-27): ₹5,000, or
 * ₹1,000 when total income is at most ₹5 lakh. Nothing in a year without the fee, for a
 * return filed by 31 December, or for one past the last date (it cannot be revised then).
 */
export function revisedReturnFee(fy: FinancialYear, { totalIncome, filedOn }: { totalIncome: number; filedOn: IsoDate }): number {
  const rules = REVISED_RETURN_RULES[fy];
  if (rules.fee === null || filedOn <= rules.fee.feeFreeUntil.value || filedOn > rules.lastDate.value) return 0;
  return totalIncome <= rules.fee.smallIncomeLimit.value ? rules.fee.smallIncomeFee.value : rules.fee.fee.value;
}

/**
 * Whether s.44AB(a) or (b) requires a tax audit on the turnover test alone (docs/tax-methods.md
 * §20.1 rules 1 and 2): a business above ₹1 crore, or ₹10 crore when cash receipts and
 * cash payments are each at most 5%; a profession above ₹50 lakh. The presumptive-scheme
 * tests (s.44AD, 44ADA, 44AB(d)/(e)) are left to the tax-audit calculator.
 */
export function turnoverAuditRequired(
  fy: FinancialYear,
  {
    activity,
    turnover,
    cashReceiptsPercent,
    cashPaymentsPercent,
  }: { activity: "business" | "profession"; turnover: number; cashReceiptsPercent: number; cashPaymentsPercent: number },
): boolean {
  const rules = complianceRulesFor(fy).taxAudit;
  if (activity === "profession") return turnover > rules.professionReceiptsLimit.value;
  const mostlyDigital = cashReceiptsPercent <= rules.cashShareLimit.value && cashPaymentsPercent <= rules.cashShareLimit.value;
  const limit = mostlyDigital ? rules.businessTurnoverLimitMostlyDigital.value : rules.businessTurnoverLimit.value;
  return turnover > limit;
}
