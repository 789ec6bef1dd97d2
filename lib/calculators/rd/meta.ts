import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { RD_TEXT } from "./text";

export const rdMeta: CalculatorMeta = {
  ...listing("rd"),
  description: RD_TEXT.en.description,
  keywords: RD_TEXT.en.keywords,
};
