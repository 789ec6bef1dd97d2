import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const section80dMeta: CalculatorMeta = {
  ...listing("80d"),
  description:
    "Work out your section 80D deduction for health-insurance premium, preventive check-ups and a senior citizen's medical bills, for your family and your parents, within the ₹25,000 and ₹50,000 limits, and the tax it saves in the old regime.",
  keywords:
    "section 80D, 80D calculator, health insurance deduction, mediclaim tax benefit, preventive health check-up 5000, senior citizen parents 50000, section 126",
};
