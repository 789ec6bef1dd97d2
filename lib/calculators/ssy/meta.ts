import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const ssyMeta: CalculatorMeta = {
  ...listing("ssy"),
  description:
    "Work out what a Sukanya Samriddhi account for your daughter pays at maturity after 21 years, at 8.2% on deposits made for 15 years, with the balance year by year.",
  keywords:
    "SSY calculator, Sukanya Samriddhi Yojana, Sukanya Samriddhi Account Scheme 2019, SSY interest rate 8.2%, SSY maturity amount, girl child savings, section 80C, section 123, tax-free, post office",
};
