import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const tdsMeta: CalculatorMeta = {
  ...listing("tds"),
  description:
    "Find whether TDS applies to a payment, at what rate and how much: sections 392 and 393 of the Income-tax Act, 2025 for the tax year 2026-27, and 192 to 194T for FY 2025-26, with a searchable rate chart.",
  keywords:
    "TDS calculator, TDS rate chart 2026-27, TDS rate chart FY 2025-26, section 393, section 392, TDS rates, 194J, 194C, 194A, 194-I, 194Q, 206AA, TDS threshold",
};
