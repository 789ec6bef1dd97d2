import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SALARY_HIKE_TEXT } from "./text";

export const salaryHikeMeta: CalculatorMeta = {
  ...listing("salary-hike"),
  description: SALARY_HIKE_TEXT.en.description,
  keywords: SALARY_HIKE_TEXT.en.keywords,
};
