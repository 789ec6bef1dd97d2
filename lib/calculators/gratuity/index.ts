import { defineCalculator } from "../types";
import { computeGratuity, validateGratuity } from "./compute";
import { fields } from "./fields";
import { gratuityMeta } from "./meta";

export { fields };

export const gratuity = defineCalculator({
  meta: gratuityMeta,
  fields,
  layout: [
    { title: "Year and employer", fields: ["fy", "employer", "covered"] },
    { title: "Salary and service", fields: ["salary", "avgSalary", "years", "months"] },
    { title: "Gratuity paid", fields: ["received", "earlier"] },
  ],
  validate: validateGratuity,
  compute: computeGratuity,
  explanation: [
    "Gratuity is a lump sum an employer pays when you leave after long service: on retirement, resignation, death or disablement. Most employers with ten or more employees must pay it under the Payment of Gratuity Act, 1972, whose rules continue from 21 November 2025 in the Code on Social Security, 2020: fifteen days' wages for each year of service, a month counted as 26 working days, so 15/26 of your last monthly basic + DA for each year, with a final part-year of more than six months counted as a full year, and at most ₹20 lakh.",
    "Income tax treats gratuity as salary but exempts most of it: section 10(10) of the Income-tax Act, 1961, and from tax year 2026-27 section 19 of the Income-tax Act, 2025. Government employees pay no tax on it at all. If you are covered by the Gratuity Act, the tax-free part is the least of what you received, the 15/26 formula and ₹20 lakh. If you are not covered, it is the least of what you received, half a month's average salary (over the ten months before you left) for each completed year, and ₹20 lakh less any gratuity exempted before.",
    "The exemption applies in both tax regimes. Whatever is above it is added to your salary for the year and taxed at your slab rate.",
  ],
  faq: [
    {
      question: "How is gratuity calculated for 20 years and 7 months of service?",
      answer:
        "Under the Gratuity Act, the 7 months are more than six, so the service counts as 21 years: 15/26 × last monthly basic + DA × 21. On ₹60,000 a month that is ₹7,26,923. If your employer is not covered, only the 20 completed years count: ½ × average salary × 20, or ₹6,00,000 on the same salary.",
    },
    {
      question: "Is gratuity taxable?",
      answer:
        "Only the part above the exemption. For most private-sector employees covered by the Gratuity Act, the whole statutory gratuity is tax-free because the exemption uses the same formula and the same ₹20 lakh limit. Anything your employer pays above that is taxed as salary. Government employees' gratuity is fully tax-free.",
    },
    {
      question: "Do I get gratuity if I resign before five years?",
      answer:
        "Under the Gratuity Act you need five years of continuous service, which courts have read as four years and 240 days of work in the fifth; the condition does not apply on death or disablement. Under the Code on Social Security, 2020, fixed-term employees qualify after one year. An employer may pay gratuity earlier by its own scheme.",
    },
    {
      question: "I have received gratuity from an earlier employer. Does that matter?",
      answer:
        "For employees not covered by the Gratuity Act, yes: the ₹20 lakh limit is for your whole working life, so gratuity exempted before reduces what can be tax-free now. Enter it in \"Gratuity exempted before\".",
    },
    {
      question: "Is gratuity tax-free in the new tax regime?",
      answer: "Yes. The gratuity exemption is one of the few that the new regime keeps, so the tax-free amount is the same in both regimes.",
    },
  ],
});
