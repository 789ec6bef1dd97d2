import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const gratuityMeta: CalculatorMeta = {
  ...listing("gratuity"),
  description:
    "Work out your gratuity under the Payment of Gratuity Act (15/26 of last salary for each year) or without it (half a month's average salary a year), and how much is tax-free under section 10(10) up to the ₹20 lakh limit.",
  keywords:
    "gratuity calculator, gratuity formula 15/26, Payment of Gratuity Act, section 10(10), gratuity exemption 20 lakh, gratuity tax, retirement, resignation, tax year 2026-27",
};
