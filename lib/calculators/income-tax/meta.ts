import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const incomeTaxMeta: CalculatorMeta = {
  ...listing("income-tax"),
  description:
    "Compare the old and new regimes side by side for your year and age, see which one costs less and by how much, and how much in deductions would make the old regime win.",
  keywords:
    "income tax calculator, old vs new regime, FY 2026-27, tax year 2026-27, section 156 rebate, section 202, section 87A rebate, 115BAC, dividend tax",
};
