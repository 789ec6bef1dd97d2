import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { CAPITAL_GAINS_TEXT } from "./text";

export const capitalGainsMeta: CalculatorMeta = {
  ...listing("capital-gains"),
  description: CAPITAL_GAINS_TEXT.en.description,
  keywords: CAPITAL_GAINS_TEXT.en.keywords,
};
