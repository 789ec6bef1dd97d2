import { defineCalculator } from "../types";
import { computeSalary, validateSalary } from "./compute";
import { fields } from "./fields";
import { salaryMeta } from "./meta";

export { fields };

export const salary = defineCalculator({
  meta: salaryMeta,
  fields,
  layout: [
    { title: "Year and tax", fields: ["fy", "regime", "age"] },
    { title: "Your CTC and its structure", fields: ["ctc", "basicPct", "hraPct", "pf", "gratuity"] },
    { title: "Deductions", fields: ["pt"] },
  ],
  validate: validateSalary,
  compute: computeSalary,
  explanation: [
    "Your cost to company (CTC) is everything your employer spends on you in a year, not what reaches your bank account. Part of it never comes to you as salary: the employer's own provident fund contribution, which goes into your PF account, and the gratuity set aside for when you leave. The rest is your gross salary: basic pay (with any dearness allowance), house rent allowance, and a special allowance that takes up whatever is left.",
    "From the gross salary three things are deducted each month. Your own PF contribution is 12% of basic, matched by your employer's 12% (Employees' Provident Funds and Miscellaneous Provisions Act, 1952, section 6). Employers may restrict both to 12% of the ₹15,000 a month wage ceiling, ₹1,800 a month each. Professional tax is a state tax on employment of at most ₹2,500 a year (Article 276(2) of the Constitution). Income tax is deducted by your employer under section 192 on the regime you choose.",
    "The gratuity provision in a CTC is usually 4.81% of basic: the Payment of Gratuity Act, 1972 gives 15 days' wages for each year of service, counting a month as 26 working days, and 15 ÷ 26 ÷ 12 is 4.81%. It is paid only when you leave after at least five years.",
    "This calculator builds the salary from your CTC, computes the year's income tax under both regimes with the same engine as our income-tax calculator, and shows the take-home pay a month and a year under the regime you chose and the other one.",
  ],
  faq: [
    {
      question: "Why is my in-hand salary so much lower than my CTC?",
      answer:
        "Because the CTC includes money that never reaches your account each month: your employer's PF contribution and the gratuity provision. Then your own PF contribution, professional tax and income tax come out of the gross salary. On a ₹15 lakh CTC with a 50% basic, PF and gratuity alone take about ₹2.2 lakh a year before tax.",
    },
    {
      question: "Should I ask for PF on the ₹15,000 ceiling instead of my full basic?",
      answer:
        "PF on the ceiling raises your monthly take-home pay, because both your contribution and the employer's fall to ₹1,800 a month and the employer's saving is paid to you as allowance. But PF is tax-free saving with a good interest rate, so a higher take-home today means a smaller retirement fund.",
    },
    {
      question: "Which regime gives me more take-home pay?",
      answer:
        "For most salaries without large deductions, the new regime: from FY 2025-26 it taxes nothing on salary up to ₹12.75 lakh. The old regime can win when you claim a large HRA exemption, the full ₹1.5 lakh under section 80C (section 123 of the 2025 Act), health insurance and home-loan interest. This calculator counts only your PF under that section in the old regime; use the income-tax calculator to add the rest.",
    },
    {
      question: "Is the monthly tax deduction exactly a twelfth of the year's tax?",
      answer:
        "Not always. Your employer estimates the year's tax and spreads what is left over the remaining months, so the deduction changes when your pay or declarations change, and bonuses are taxed in the month they are paid. Over the whole year it adds up to the tax shown here.",
    },
    {
      question: "Does this include bonus, variable pay or ESI?",
      answer:
        "No. Enter a CTC without variable pay you are not sure to get. Employees' State Insurance applies only to those earning ₹21,000 a month or less; the calculator tells you when that may be you.",
    },
  ],
});
