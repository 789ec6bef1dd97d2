import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { ELIGIBILITY_TEXT } from "./text";

export const incomeTaxEligibilityMeta: CalculatorMeta = {
  ...listing("income-tax-eligibility"),
  description: ELIGIBILITY_TEXT.en.description,
  keywords: ELIGIBILITY_TEXT.en.keywords,
};
