import { defineCalculator } from "../types";
import { computeHra } from "./compute";
import { fields } from "./fields";
import { hraMeta } from "./meta";

export { fields };

export const hra = defineCalculator({
  meta: hraMeta,
  fields,
  layout: [
    { title: "Year", fields: ["fy", "entry"] },
    { title: "Salary, HRA and rent", fields: ["basic", "hraReceived", "rent", "basicMonthly", "hraReceivedMonthly", "rentMonthly"] },
    { title: "Where you live", fields: ["metro"] },
  ],
  compute: computeHra,
  explanation: [
    "House rent allowance (HRA) is part of many salaries. Under the old regime, part or all of it is tax-free if you actually pay rent for the home you live in: section 10(13A) of the Income-tax Act, 1961 with rule 2A of the Income-tax Rules, 1962, and from tax year 2026-27 Schedule III of the Income-tax Act, 2025 with the Income-tax Rules, 2026.",
    "The tax-free part is the least of three amounts for the period you rent: (a) the HRA you received; (b) the rent you paid less 10% of your salary; and (c) 50% of your salary if the home is in Mumbai, Delhi, Kolkata or Chennai, or 40% anywhere else. From tax year 2026-27 we also give 50% to Bengaluru, Hyderabad, Pune and Ahmedabad, as the draft Income-tax Rules, 2026 did (the notified list is not yet confirmed). Salary here is only basic pay, dearness allowance that counts for retirement benefits, and commission fixed as a share of sales.",
    "Whatever is left of the HRA is taxed as salary. The new regime, the default since FY 2023-24, allows no HRA exemption at all, so the whole allowance is taxable there. This calculator shows both, the three limits side by side, and which one sets your exemption.",
  ],
  faq: [
    {
      question: "My rent is high but my exemption is small. Why?",
      answer:
        "The exemption is the least of the three limits, so the smallest one decides. Paying more rent raises only limit (b); once (a), the HRA you receive, or (c), 50% or 40% of your salary, is lower, extra rent no longer adds to the exemption.",
    },
    {
      question: "Can I claim HRA in the new tax regime?",
      answer: "No. The new regime gives lower rates in exchange for most exemptions, HRA among them: all HRA you receive is taxable there. Compare both regimes with your exempt HRA in the income-tax calculator.",
    },
    {
      question: "Do I need my landlord's PAN?",
      answer:
        "Only if the rent is more than ₹1,00,000 for the year. Then your employer needs the landlord's PAN, or the landlord's signed declaration that they have none. Below that, rent receipts are enough.",
    },
    {
      question: "Can I pay rent to my parents and claim HRA?",
      answer:
        "Yes, if you really pay it, ideally by bank transfer with a rent agreement, and the parent who owns the home shows the rent as income. Rent to a spouse is generally not accepted, and you cannot claim HRA for a home you own and live in.",
    },
    {
      question: "I moved cities or got a raise during the year. How do I calculate?",
      answer:
        "The rule works for each period in which the facts are the same. Work out the exemption for each part of the year with the amounts for those months, using the monthly entry or the months' totals, and add the results.",
    },
    {
      question: "I pay rent but get no HRA. Is there any relief?",
      answer:
        "In the old regime, section 80GG allows a deduction for rent of up to ₹5,000 a month, if neither you, your spouse nor your minor child owns a home where you live or work. It is claimed in your return with Form 10BA.",
    },
  ],
});
