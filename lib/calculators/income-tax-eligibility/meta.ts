import { listing } from "../directory";
import type { CalculatorMeta } from "../types";

export const incomeTaxEligibilityMeta: CalculatorMeta = {
  ...listing("income-tax-eligibility"),
  description:
    "Check whether the law requires you to file a return for the year, for which reasons, and by what date: income above the exemption limit, high-value deposits and spending, TDS, foreign assets.",
  keywords: "who must file ITR, income tax return eligibility, section 139(1), seventh proviso, Rule 12AB, ITR due date, basic exemption limit",
};
