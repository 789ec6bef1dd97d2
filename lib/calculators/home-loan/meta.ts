import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const homeLoanMeta: CalculatorMeta = {
  ...listing("home-loan"),
  description:
    "Work out your home loan EMI, total interest and repayment schedule, what a one-time or yearly prepayment saves, and the first year's tax deductions on interest (section 24(b)) and principal (section 80C).",
  keywords:
    "home loan EMI calculator, housing loan, home loan prepayment, part payment, reduce tenure or EMI, home loan tax benefit, section 24(b), section 80C principal, interest deduction 2 lakh, old vs new regime, amortisation schedule",
};
