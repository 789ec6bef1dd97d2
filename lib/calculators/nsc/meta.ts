import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { NSC_TEXT } from "./text";

export const nscMeta: CalculatorMeta = {
  ...listing("nsc"),
  description: NSC_TEXT.en.description,
  keywords: NSC_TEXT.en.keywords,
};
