import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SECTION_80DD_TEXT } from "./text";

export const section80ddMeta: CalculatorMeta = {
  ...listing("80dd"),
  description: SECTION_80DD_TEXT.en.description,
  keywords: SECTION_80DD_TEXT.en.keywords,
};
