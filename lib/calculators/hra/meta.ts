import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const hraMeta: CalculatorMeta = {
  ...listing("hra"),
  description:
    "Work out how much of your house rent allowance is tax-free under section 10(13A) and rule 2A: the least of the HRA received, rent paid less 10% of salary, and 50% or 40% of salary, with the new regime's figure beside it.",
  keywords:
    "HRA calculator, HRA exemption, house rent allowance, section 10(13A), rule 2A, metro 50%, rent receipts, landlord PAN, old regime, tax year 2026-27",
};
