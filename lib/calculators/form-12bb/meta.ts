import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { FORM_12BB_TEXT } from "./text";

export const form12bbMeta: CalculatorMeta = {
  ...listing("form-12bb"),
  description: FORM_12BB_TEXT.en.description,
  keywords: FORM_12BB_TEXT.en.keywords,
};
