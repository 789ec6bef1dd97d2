import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const budgetChangesMeta: CalculatorMeta = {
  ...listing("budget-changes"),
  description:
    "See what the Budget changes for you: your income tax in one year against another on the same income, in both regimes, and every rate, limit and date that changed between them, each with its source and whether it is law or only proposed.",
  keywords:
    "budget 2027 calculator, what the budget changes for me, Finance Bill 2027, tax year 2027-28, tax year 2026-27, old vs new regime, budget tax changes",
};
