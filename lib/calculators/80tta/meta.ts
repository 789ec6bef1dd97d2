import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SECTION_80TTA_TEXT } from "./text";

export const section80ttaMeta: CalculatorMeta = {
  ...listing("80tta"),
  description: SECTION_80TTA_TEXT.en.description,
  keywords: SECTION_80TTA_TEXT.en.keywords,
};
