import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SSY_TEXT } from "./text";

export const ssyMeta: CalculatorMeta = {
  ...listing("ssy"),
  description: SSY_TEXT.en.description,
  keywords: SSY_TEXT.en.keywords,
};
