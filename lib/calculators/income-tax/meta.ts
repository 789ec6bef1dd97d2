import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { INCOME_TAX_TEXT } from "./text";

export const incomeTaxMeta: CalculatorMeta = {
  ...listing("income-tax"),
  description: INCOME_TAX_TEXT.en.description,
  keywords: INCOME_TAX_TEXT.en.keywords,
};
