import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { CURRENCY_CONVERTER_TEXT } from "./text";

export const currencyConverterMeta: CalculatorMeta = {
  ...listing("currency-converter"),
  description: CURRENCY_CONVERTER_TEXT.en.description,
  keywords: CURRENCY_CONVERTER_TEXT.en.keywords,
};
