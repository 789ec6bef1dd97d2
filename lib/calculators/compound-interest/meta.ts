import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const compoundInterestMeta: CalculatorMeta = {
  ...listing("compound-interest"),
  description:
    "Work out the interest and the final amount on a sum left to compound yearly, half-yearly, quarterly or monthly, with the effective yearly rate, the gain over simple interest and the balance year by year.",
  keywords:
    "compound interest calculator, compounding frequency, quarterly compounding, monthly compounding, effective annual rate, simple interest vs compound interest, rule of 72, interest on deposits, section 194A, section 80TTB",
};
