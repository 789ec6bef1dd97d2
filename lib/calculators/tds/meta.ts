import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { TDS_TEXT } from "./text";

export const tdsMeta: CalculatorMeta = {
  ...listing("tds"),
  description: TDS_TEXT.en.description,
  keywords: TDS_TEXT.en.keywords,
};
