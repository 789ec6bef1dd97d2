import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { NPS_TEXT } from "./text";

export const npsMeta: CalculatorMeta = {
  ...listing("nps"),
  description: NPS_TEXT.en.description,
  keywords: NPS_TEXT.en.keywords,
};
