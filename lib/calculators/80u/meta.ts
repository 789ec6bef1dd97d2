import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const section80uMeta: CalculatorMeta = {
  ...listing("80u"),
  description:
    "Work out the flat section 80U deduction for a resident with a certified disability: ₹75,000 at 40% or more, ₹1,25,000 for severe disability of 80% or more, the certificate you need, and the tax it saves in the old regime.",
  keywords: "section 80U, 80U deduction, disability deduction, severe disability 1,25,000, Form 10-IA, person with disability income tax, section 154",
};
