import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { EMI_TEXT } from "./text";

export const emiMeta: CalculatorMeta = {
  ...listing("emi"),
  description: EMI_TEXT.en.description,
  keywords: EMI_TEXT.en.keywords,
};
