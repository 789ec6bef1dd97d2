import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const emiMeta: CalculatorMeta = {
  ...listing("emi"),
  description:
    "Work out the monthly instalment (EMI) on a home, car or personal loan from the amount, interest rate and tenure, with the total interest and a month-by-month repayment schedule you can download.",
  keywords:
    "EMI calculator, equated monthly instalment, loan EMI, personal loan EMI, car loan EMI, home loan EMI, amortisation schedule, reducing balance, total interest, repayment schedule CSV",
};
