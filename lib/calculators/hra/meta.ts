import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { HRA_TEXT } from "./text";

export const hraMeta: CalculatorMeta = {
  ...listing("hra"),
  description: HRA_TEXT.en.description,
  keywords: HRA_TEXT.en.keywords,
};
