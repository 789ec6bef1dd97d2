import { defineCalculator } from "../types";
import { computeLeaveEncashment, validateLeaveEncashment } from "./compute";
import { fields } from "./fields";
import { leaveEncashmentMeta } from "./meta";

export { fields };

export const leaveEncashment = defineCalculator({
  meta: leaveEncashmentMeta,
  fields,
  layout: [
    { title: "Year and occasion", fields: ["fy", "when", "employer"] },
    { title: "Amount received", fields: ["received"] },
    { title: "Salary, service and leave", fields: ["avgSalary", "years", "leavePerYear", "leaveTaken"] },
    { title: "Exempted before", fields: ["earlier"] },
  ],
  validate: validateLeaveEncashment,
  compute: computeLeaveEncashment,
  explanation: [
    "Many employers pay you for earned leave you did not take. Income tax treats that payment as salary (section 17(1)(va) of the Income-tax Act, 1961), and whether any of it is tax-free depends on when you receive it and who your employer is.",
    "Leave encashed while you are still working is fully taxable. On retirement, whether on superannuation, voluntary retirement or resignation, Central and State Government employees pay no tax on it (section 10(10AA)(i)). Everyone else, including employees of public-sector companies and banks, gets the least of four amounts tax-free (section 10(10AA)(ii)): the amount received; ten months' average salary; the value of the earned leave to your credit, counting at most 30 days for each completed year of service, at your average salary; and ₹25 lakh for retirements from 1 April 2023 (₹3 lakh before), less anything exempted before.",
    "From tax year 2026-27 the same rules are deductions from salary under section 19 of the Income-tax Act, 2025 (Table, serial numbers 13 and 14). The exemption applies in both regimes. This calculator shows the four limits side by side and which one sets your tax-free amount.",
  ],
  faq: [
    {
      question: "Is leave encashment on resignation tax-free?",
      answer:
        "The Act speaks of retirement \"on superannuation or otherwise\", and resignation is usually treated as retirement otherwise than on superannuation, so the same four limits apply. Leave encashed each year while you stay in the job is fully taxable.",
    },
    {
      question: "What is the limit on tax-free leave encashment?",
      answer:
        "₹25 lakh for non-government employees who retire on or after 1 April 2023 (CBDT notification 31/2023); it was ₹3 lakh before. It is a lifetime limit shared across employers. Government employees have no limit.",
    },
    {
      question: "My employer gives 45 days of earned leave a year. Does all of it count?",
      answer:
        "No. For the exemption, leave is counted at no more than 30 days for each completed year of service, less the leave you took or encashed. The rest can still be paid to you, but that part is taxable.",
    },
    {
      question: "Is leave encashment tax-free in the new regime?",
      answer: "Yes. The new regime keeps the leave encashment exemption, so the tax-free amount is the same in both regimes.",
    },
    {
      question: "What counts as salary for the average?",
      answer:
        "Basic pay, dearness allowance if your terms of employment count it for retirement benefits, and commission fixed as a percentage of sales, averaged over the ten months immediately before you retire. HRA and other allowances are left out.",
    },
  ],
});
