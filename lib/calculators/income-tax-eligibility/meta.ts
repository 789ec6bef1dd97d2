import type { CalculatorMeta } from "../types";

export const incomeTaxEligibilityMeta: CalculatorMeta = {
  slug: "income-tax-eligibility",
  title: "Do I have to file an income-tax return?",
  description:
    "Check whether the law requires you to file a return for the year, for which reasons, and by what date: income above the exemption limit, high-value deposits and spending, TDS, foreign assets.",
  icon: "/icons/person.svg",
  group: "tax-on-income",
  keywords: "who must file ITR, income tax return eligibility, section 139(1), seventh proviso, Rule 12AB, ITR due date, basic exemption limit",
};
