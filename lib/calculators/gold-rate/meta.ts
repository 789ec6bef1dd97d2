import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { GOLD_RATE_TEXT } from "./text";

export const goldRateMeta: CalculatorMeta = {
  ...listing("gold-rate"),
  description: GOLD_RATE_TEXT.en.description,
  keywords: GOLD_RATE_TEXT.en.keywords,
};
