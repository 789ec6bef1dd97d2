import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { BUDGET_CHANGES_TEXT } from "./text";

export const budgetChangesMeta: CalculatorMeta = {
  ...listing("budget-changes"),
  description: BUDGET_CHANGES_TEXT.en.description,
  keywords: BUDGET_CHANGES_TEXT.en.keywords,
};
