import { formatInr } from "@/lib/format";
import { financialYearLabel, rulesFor, type FinancialYear, type Regime } from "@/lib/tax";
import type { Step } from "../types";

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

export function firstYearTaxBenefit(input: TaxBenefitInput): TaxBenefit {
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

  const year = financialYearLabel(input.fy);
  const steps: Step[] = [
    { label: "Interest paid in the first 12 months", amount: input.interestPaid, reference: "Schedule below, loan year 1" },
    interestAllowed
      ? {
          label: `Interest deduction: the lower of the interest and ${formatInr(interestCap)} (self-occupied house)`,
          amount: interestDeduction,
          reference: limits.homeLoanInterestSelfOccupied.reference,
        }
      : { label: "Interest deduction: not allowed in the new regime for a self-occupied house", amount: 0, reference: allowed.reference },
    { label: "Principal repaid in the first 12 months, prepayments included", amount: input.principalPaid, reference: "Schedule below, loan year 1" },
  ];
  if (principalAllowed) {
    if (input.other80c > 0) {
      steps.push(
        { label: "Less your other section 80C investments", amount: input.other80c, reference: limits.ded80c.reference },
        { label: `Left of the ${formatInr(limits.ded80c.value)} limit`, amount: room80c, reference: limits.ded80c.reference },
      );
    }
    steps.push({
      label: `Principal deduction: the lower of the principal and ${input.other80c > 0 ? "what is left of the limit" : formatInr(limits.ded80c.value)}`,
      amount: principalDeduction,
      reference: limits.ded80c.reference,
    });
  } else {
    steps.push({ label: "Principal deduction: not allowed in the new regime", amount: 0, reference: allowed.reference });
  }
  steps.push({ label: "Deductions in all", amount: deductions, reference: `${year}, ${input.regime === "old" ? "old" : "new"} regime` });
  if (input.regime === "old") {
    steps.push({
      label: `Tax saved: ${formatInr(deductions)} × ${input.slabRate}% slab rate, plus ${cessPercent}% cess`,
      amount: taxSaved,
      reference: `Your slab rate as chosen; ${rules.cess.reference}`,
    });
  }
  return { interestDeduction, principalDeduction, taxSaved, steps };
}
