import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { GST_NUMBER_SEARCH_TEXT } from "./text";

export const gstNumberSearchMeta: CalculatorMeta = {
  ...listing("gst-number-search"),
  description: GST_NUMBER_SEARCH_TEXT.en.description,
  keywords: GST_NUMBER_SEARCH_TEXT.en.keywords,
};
