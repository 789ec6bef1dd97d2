import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { FIXED_DEPOSIT_TEXT } from "./text";

export const fixedDepositMeta: CalculatorMeta = {
  ...listing("fixed-deposit"),
  description: FIXED_DEPOSIT_TEXT.en.description,
  keywords: FIXED_DEPOSIT_TEXT.en.keywords,
};
