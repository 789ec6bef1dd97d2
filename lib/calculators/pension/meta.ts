import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { PENSION_TEXT } from "./text";

export const pensionMeta: CalculatorMeta = {
  ...listing("pension"),
  description: PENSION_TEXT.en.description,
  keywords: PENSION_TEXT.en.keywords,
};
