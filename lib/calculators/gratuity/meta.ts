import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { GRATUITY_TEXT } from "./text";

export const gratuityMeta: CalculatorMeta = {
  ...listing("gratuity"),
  description: GRATUITY_TEXT.en.description,
  keywords: GRATUITY_TEXT.en.keywords,
};
