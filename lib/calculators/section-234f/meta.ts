import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const section234fMeta: CalculatorMeta = {
  ...listing("section-234f"),
  description:
    "Find the fee for filing your income-tax return after the due date: ₹5,000, ₹1,000 for income up to ₹5 lakh, or nothing if you did not have to file, with the last date for a belated return.",
  keywords: "section 234F, late filing fee, belated return, ITR due date, 139(4), late fee income tax return, AY 2026-27",
};
