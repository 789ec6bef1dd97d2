import { listing } from "../directory";
import type { CalculatorMeta } from "../types";
import { TAX_AUDIT_TEXT } from "./text";

export const taxAuditMeta: CalculatorMeta = {
  ...listing("tax-audit"),
  description: TAX_AUDIT_TEXT.en.description,
  keywords: TAX_AUDIT_TEXT.en.keywords,
};
