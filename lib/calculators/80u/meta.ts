import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SECTION_80U_TEXT } from "./text";

export const section80uMeta: CalculatorMeta = {
  ...listing("80u"),
  description: SECTION_80U_TEXT.en.description,
  keywords: SECTION_80U_TEXT.en.keywords,
};
