import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { AGRICULTURE_TEXT } from "./text";

export const agricultureMeta: CalculatorMeta = {
  ...listing("agriculture"),
  description: AGRICULTURE_TEXT.en.description,
  keywords: AGRICULTURE_TEXT.en.keywords,
};
