import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SECTION_234F_TEXT } from "./text";

export const section234fMeta: CalculatorMeta = {
  ...listing("section-234f"),
  description: SECTION_234F_TEXT.en.description,
  keywords: SECTION_234F_TEXT.en.keywords,
};
