import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { HOME_LOAN_TEXT } from "./text";

export const homeLoanMeta: CalculatorMeta = {
  ...listing("home-loan"),
  description: HOME_LOAN_TEXT.en.description,
  keywords: HOME_LOAN_TEXT.en.keywords,
};
