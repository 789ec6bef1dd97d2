import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { EPF_TEXT } from "./text";

export const epfMeta: CalculatorMeta = {
  ...listing("epf"),
  description: EPF_TEXT.en.description,
  keywords: EPF_TEXT.en.keywords,
};
