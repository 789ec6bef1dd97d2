import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { CRYPTO_TEXT } from "./text";

export const cryptoMeta: CalculatorMeta = {
  ...listing("crypto"),
  description: CRYPTO_TEXT.en.description,
  keywords: CRYPTO_TEXT.en.keywords,
};
