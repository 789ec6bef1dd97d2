import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { SIP_TEXT } from "./text";

export const sipMeta: CalculatorMeta = {
  ...listing("sip"),
  description: SIP_TEXT.en.description,
  keywords: SIP_TEXT.en.keywords,
};
