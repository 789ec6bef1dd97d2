import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const gstCalculatorMeta: CalculatorMeta = {
  ...listing("gst-calculator"),
  description:
    "Add GST to a price or take it out of a tax-inclusive one at any rate, including the rates in force since 22 September 2025, with CGST and SGST or IGST to the paisa.",
  keywords:
    "GST calculator, add GST, remove GST, inclusive GST, exclusive GST, CGST SGST IGST, GST 2.0 rates, 5% 18% 40% GST, GST on invoice, reverse GST calculation",
};
