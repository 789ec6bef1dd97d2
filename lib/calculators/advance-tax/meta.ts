import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const advanceTaxMeta: CalculatorMeta = {
  ...listing("advance-tax"),
  description:
    "Find out whether you owe advance tax this year, how much to pay by 15 June, 15 September, 15 December and 15 March, and the interest under sections 234B and 234C on what you paid late.",
  keywords: "advance tax calculator, advance tax due dates, 234B interest, 234C interest, advance tax instalments, 44AD, 44ADA, tax year 2026-27",
};
