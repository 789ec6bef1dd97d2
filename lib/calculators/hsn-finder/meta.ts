import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { HSN_FINDER_TEXT } from "./text";

export const hsnFinderMeta: CalculatorMeta = {
  ...listing("hsn-finder"),
  description: HSN_FINDER_TEXT.en.description,
  keywords: HSN_FINDER_TEXT.en.keywords,
};
