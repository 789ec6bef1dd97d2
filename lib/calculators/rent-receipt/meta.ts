import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { RENT_RECEIPT_TEXT } from "./text";

export const rentReceiptMeta: CalculatorMeta = {
  ...listing("rent-receipt"),
  description: RENT_RECEIPT_TEXT.en.description,
  keywords: RENT_RECEIPT_TEXT.en.keywords,
};
