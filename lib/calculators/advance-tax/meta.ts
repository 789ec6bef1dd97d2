import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { ADVANCE_TAX_TEXT } from "./text";

export const advanceTaxMeta: CalculatorMeta = {
  ...listing("advance-tax"),
  description: ADVANCE_TAX_TEXT.en.description,
  keywords: ADVANCE_TAX_TEXT.en.keywords,
};
