import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { IFSC_CHECKER_TEXT } from "./text";

export const ifscCheckerMeta: CalculatorMeta = {
  ...listing("ifsc-checker"),
  description: IFSC_CHECKER_TEXT.en.description,
  keywords: IFSC_CHECKER_TEXT.en.keywords,
};
