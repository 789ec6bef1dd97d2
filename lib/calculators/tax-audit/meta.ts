import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const taxAuditMeta: CalculatorMeta = {
  ...listing("tax-audit"),
  description:
    "Check whether your business or profession needs a tax audit under section 44AB: the ₹1 crore and ₹10 crore turnover limits, ₹50 lakh for professionals, the 44AD, 44ADA and 44AE presumptive schemes, and the audit report's due date.",
  keywords: "tax audit, section 44AB, 44AD, 44ADA, 44AE, turnover limit 10 crore, tax audit applicability, Form 3CD due date, Form 26 tax audit report",
};
