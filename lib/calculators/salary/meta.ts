import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const salaryMeta: CalculatorMeta = {
  ...listing("salary"),
  description:
    "Turn your CTC into take-home pay: basic, HRA, PF, gratuity, professional tax and income tax, month by month, under the regime you choose and the other one.",
  keywords: "salary calculator, CTC to in-hand, take home salary, in-hand salary calculator, PF, gratuity, professional tax, new regime, tax year 2026-27",
};
