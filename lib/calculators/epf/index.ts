import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatInr, formatPercent } from "@/lib/format";
import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { EPF_RATE } from "@/lib/finance/epf";
import { defineCalculator } from "../types";
import { computeEpfCalculator, validateEpf } from "./compute";
import { fields } from "./fields";
import { epfMeta } from "./meta";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export { fields };

const declaredRate = formatPercent(EPF_RATE.value);

export const epf = defineCalculator({
  meta: epfMeta,
  fields,
  layout: [
    { title: "Your pay and age", fields: ["monthlyBasic", "age", "retireAge", "growth"] },
    { title: "Your account", fields: ["rate", "opening"] },
    { title: "How your employer contributes", fields: ["contribution", "capped", "pension", "timing"] },
  ],
  validate: validateEpf,
  compute: computeEpfCalculator,
  explanation: [
    "The Employees' Provident Fund is the retirement savings account of salaried employees, under the Employees' Provident Funds and Miscellaneous Provisions Act, 1952 and the EPF Scheme, 1952. Every month you pay 12% of your PF wages (basic pay, dearness allowance and retaining allowance) and your employer pays another 12%. Some establishments, such as those with fewer than 20 employees, pay 10% each.",
    "Your employer's 12% is split. 8.33% of your wage, on at most ₹15,000 a month (so at most ₹1,250), goes to the Employees' Pension Scheme, 1995, which pays a monthly pension later; only the rest reaches your EPF account. Each contribution is rounded to the nearest rupee.",
    `Interest is declared for each financial year by the Central Government with the Central Board of Trustees (${declaredRate} for ${EPF_RATE.period}). It is worked out month by month on the running balance and credited once a year, on 31 March, so it compounds yearly. The calculator runs the account year by year to your retirement, raising your wage at the start of each year by the rate you choose and applying one interest rate throughout.`,
    `Your own contribution qualifies for the deduction under ${both("80C")} in the old regime, and the balance is tax-free when withdrawn after five years of continuous service.`,
  ],
  faq: [
    {
      question: "How much of my salary goes to EPF each month?",
      answer:
        "On basic + DA of ₹50,000: you pay 12%, ₹6,000, and your employer 12%, ₹6,000. Of your employer's ₹6,000, ₹1,250 (8.33% of the ₹15,000 ceiling) goes to the pension scheme and ₹4,750 to your EPF account, so ₹10,750 a month reaches your EPF balance.",
    },
    {
      question: "How is EPF interest calculated?",
      answer: `Month by month on the running balance at a twelfth of the yearly rate, with the total credited on 31 March. At ${declaredRate}, ₹10,750 a month from April earns ₹5,765 in the first year: the twelve month-end balances add up to ₹8,38,500, and ₹8,38,500 × 8.25% ÷ 12 = ₹5,764.69. EPFO's own ledger counts a month's contribution from the month after, which gives a little less (₹4,878 here); choose that in "Interest on a month's contribution".`,
    },
    {
      question: "What is the current EPF interest rate?",
      answer: `${declaredRate} for ${EPF_RATE.period}, approved by the Central Board of Trustees in March 2026; the same rate was credited for FY 2023-24 and FY 2024-25. The rate for a year is declared after the year ends, so a projection has to assume one.`,
    },
    {
      question: "Why is the EPS amount not in my EPF balance?",
      answer:
        "The pension share of your employer's contribution goes to a separate fund, the Employees' Pension Scheme, 1995. It earns no interest in your name: after ten years of service it pays a monthly pension worked out on your salary and service. If you first joined on or after 1 September 2014 with basic + DA above ₹15,000, you are not in the EPS and all of your employer's 12% goes to EPF.",
    },
    {
      question: "Is the EPF balance taxable?",
      answer: `Not if you withdraw it after five years of continuous service, counting earlier jobs whose balance you transferred. Withdrawn sooner, it is taxable, with TDS. Interest on your own contributions above ${formatInr(latest(incomeTaxLimits.providentFundInterestExemptContributionLimit).value)} a year is taxed every year, and your employer's contributions to PF, NPS and superannuation above ${formatInr(latest(incomeTaxLimits.employerRetirementContributionLimit).value)} a year are taxed as salary.`,
    },
  ],
});
