import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const section80ddMeta: CalculatorMeta = {
  ...listing("80dd"),
  description:
    "Check whether you or your HUF can claim section 80DD for a dependant with a disability, and how much: a flat ₹75,000, or ₹1,25,000 for severe disability, whatever you spent, with the tax it saves in the old regime.",
  keywords: "section 80DD, 80DD deduction, dependant with disability, disabled dependent deduction, 75000, 125000, Form 10-IA, section 127",
};
