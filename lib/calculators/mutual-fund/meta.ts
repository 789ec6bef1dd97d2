import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { MUTUAL_FUND_TEXT } from "./text";

export const mutualFundMeta: CalculatorMeta = {
  ...listing("mutual-fund"),
  description: MUTUAL_FUND_TEXT.en.description,
  keywords: MUTUAL_FUND_TEXT.en.keywords,
};
