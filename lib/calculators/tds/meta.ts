import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const tdsMeta: CalculatorMeta = {
  ...listing("tds"),
  description:
    "Find whether TDS applies to a payment, at what rate and how much, for every section from 192 to 194T, with the FY 2025-26 thresholds and a searchable rate chart.",
  keywords: "TDS calculator, TDS rate chart FY 2025-26, TDS rates, 194J, 194C, 194A, 194-I, 194Q, 206AA, TDS threshold",
};
