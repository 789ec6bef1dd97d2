import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { COMPOUND_INTEREST_TEXT } from "./text";

export const compoundInterestMeta: CalculatorMeta = {
  ...listing("compound-interest"),
  description: COMPOUND_INTEREST_TEXT.en.description,
  keywords: COMPOUND_INTEREST_TEXT.en.keywords,
};
