import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { TRANSPORT_ALLOWANCE_TEXT } from "./text";

export const transportAllowanceMeta: CalculatorMeta = {
  ...listing("transport-allowance"),
  description: TRANSPORT_ALLOWANCE_TEXT.en.description,
  keywords: TRANSPORT_ALLOWANCE_TEXT.en.keywords,
};
