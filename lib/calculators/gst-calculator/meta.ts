import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { GST_CALCULATOR_TEXT } from "./text";

export const gstCalculatorMeta: CalculatorMeta = {
  ...listing("gst-calculator"),
  description: GST_CALCULATOR_TEXT.en.description,
  keywords: GST_CALCULATOR_TEXT.en.keywords,
};
