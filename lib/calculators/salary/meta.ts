import type { CalculatorMeta } from "../types";

export const salaryMeta: CalculatorMeta = {
  slug: "salary",
  title: "Salary calculator (CTC to in-hand)",
  description:
    "Turn your CTC into take-home pay: basic, HRA, PF, gratuity, professional tax and income tax, month by month, under the regime you choose and the other one.",
  icon: "/icons/briefcase.svg",
  group: "tax-on-income",
  keywords: "salary calculator, CTC to in-hand, take home salary, in-hand salary calculator, PF, gratuity, professional tax, new regime, tax year 2026-27",
};
