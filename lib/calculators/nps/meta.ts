import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const npsMeta: CalculatorMeta = {
  ...listing("nps"),
  description:
    "Estimate your National Pension System corpus at exit from a monthly contribution, and how much of it you can take as a lump sum and what monthly pension the annuity buys under the PFRDA exit rules.",
  keywords:
    "NPS calculator, National Pension System, NPS pension calculator, NPS corpus, annuity, lump sum, PFRDA exit rules 2025, 40% annuity, 20% annuity, retirement, section 80CCD, section 124, section 10(12A)",
};
