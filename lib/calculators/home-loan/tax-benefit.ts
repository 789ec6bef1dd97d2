import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { rulesFor, type FinancialYear, type Regime } from "@/lib/tax";
import type { Step } from "../types";
import { HOME_LOAN_TEXT } from "./text";

/*
 * The first year's tax deductions on a home loan for a self-occupied house (docs/tax-methods.md
 * §38.1): interest under s.24(b) up to ₹2,00,000 and principal under s.80C within its
 * ₹1,50,000 limit, both in the old regime only (s.115BAC(2) denies them in the new). The
 * limits, the regimes' allowed deductions and the cess are read from lib/tax for the year.
 */

export interface TaxBenefitInput {
  fy: FinancialYear;
  regime: Regime;
  /** percent: the old-regime slab rate the deductions save tax at */
  slabRate: number;
  /** other investments claimed under s.80C in the year */
  other80c: number;
  /** interest paid in the loan's first 12 months */
  interestPaid: number;
  /** principal repaid in the loan's first 12 months, prepayments included */
  principalPaid: number;
}

export interface TaxBenefit {
  interestDeduction: number;
  principalDeduction: number;
  taxSaved: number;
  steps: Step[];
}

export function firstYearTaxBenefit(input: TaxBenefitInput, locale: Locale = "en"): TaxBenefit {
  const t = messagesFor(HOME_LOAN_TEXT, locale);
  const rules = rulesFor(input.fy);
  const limits = rules.deductionLimits;
  const allowed = rules.regimes[input.regime].allowedDeductions;
  const interestAllowed = allowed.value.includes("homeLoanInterest");
  const principalAllowed = allowed.value.includes("ded80c");

  const interestCap = limits.homeLoanInterestSelfOccupied.value;
  const room80c = Math.max(0, limits.ded80c.value - input.other80c);
  const interestDeduction = interestAllowed ? Math.min(input.interestPaid, interestCap) : 0;
  const principalDeduction = principalAllowed ? Math.min(input.principalPaid, room80c) : 0;
  const deductions = interestDeduction + principalDeduction;
  const cessPercent = rules.cess.value;
  const taxSaved = input.regime === "old" ? Math.round((deductions * input.slabRate * (100 + cessPercent)) / 10_000) : 0;

  const year = yearLabel(input.fy, locale);
  const steps: Step[] = [
    { label: t.stepInterestPaid, amount: input.interestPaid, reference: t.stepFromSchedule },
    interestAllowed
      ? {
          label: t.stepInterestDeduction(formatInr(interestCap)),
          amount: interestDeduction,
          reference: limits.homeLoanInterestSelfOccupied.reference,
        }
      : { label: t.stepInterestNotAllowed, amount: 0, reference: allowed.reference },
    { label: t.stepPrincipalPaid, amount: input.principalPaid, reference: t.stepFromSchedule },
  ];
  if (principalAllowed) {
    if (input.other80c > 0) {
      steps.push(
        { label: t.stepOther80c, amount: input.other80c, reference: limits.ded80c.reference },
        { label: t.stepLeftOfLimit(formatInr(limits.ded80c.value)), amount: room80c, reference: limits.ded80c.reference },
      );
    }
    steps.push({
      label: t.stepPrincipalDeduction(input.other80c > 0 ? null : formatInr(limits.ded80c.value)),
      amount: principalDeduction,
      reference: limits.ded80c.reference,
    });
  } else {
    steps.push({ label: t.stepPrincipalNotAllowed, amount: 0, reference: allowed.reference });
  }
  steps.push({ label: t.stepDeductions, amount: deductions, reference: t.stepDeductionsReference(year, input.regime) });
  if (input.regime === "old") {
    steps.push({
      label: t.stepTaxSaved(formatInr(deductions), input.slabRate, cessPercent),
      amount: taxSaved,
      reference: t.stepTaxSavedReference(rules.cess.reference),
    });
  }
  return { interestDeduction, principalDeduction, taxSaved, steps };
}
