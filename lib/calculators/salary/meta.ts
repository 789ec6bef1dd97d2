import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SALARY_TEXT } from "./text";

export const salaryMeta: CalculatorMeta = {
  ...listing("salary"),
  description: SALARY_TEXT.en.description,
  keywords: SALARY_TEXT.en.keywords,
};
