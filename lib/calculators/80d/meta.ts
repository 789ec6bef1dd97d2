import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SECTION_80D_TEXT } from "./text";

export const section80dMeta: CalculatorMeta = {
  ...listing("80d"),
  description: SECTION_80D_TEXT.en.description,
  keywords: SECTION_80D_TEXT.en.keywords,
};
