import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { PPF_TEXT } from "./text";

export const ppfMeta: CalculatorMeta = {
  ...listing("ppf"),
  description: PPF_TEXT.en.description,
  keywords: PPF_TEXT.en.keywords,
};
