import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const pensionMeta: CalculatorMeta = {
  ...listing("pension"),
  description:
    "Work out how much of a commuted pension is tax-free under section 10(10A), the taxable monthly pension after the standard deduction, and the family pension deduction under section 57(iia), for your year and regime.",
  keywords:
    "pension calculator, commuted pension exemption, section 10(10A), uncommuted pension, family pension deduction, section 57(iia), standard deduction pensioners, tax year 2026-27",
};
