import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const rdMeta: CalculatorMeta = {
  ...listing("rd"),
  description:
    "Work out what a monthly recurring deposit with a bank or India Post grows to, with interest compounded every quarter, and see the deposits, interest and balance year by year.",
  keywords:
    "RD calculator, recurring deposit calculator, post office RD, India Post RD 6.7%, RD maturity value, RD interest, quarterly compounding, bank RD, TDS on RD interest",
};
