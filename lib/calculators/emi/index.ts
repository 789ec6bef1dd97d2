import { defineCalculator } from "../types";
import { computeEmi } from "./compute";
import { fields } from "./fields";
import { validateTenure } from "./loan-fields";
import { emiMeta } from "./meta";

export { fields };

export const emi = defineCalculator({
  meta: emiMeta,
  fields,
  layout: [{ title: "Your loan", fields: ["amount", "rate", "years", "months"] }],
  validate: validateTenure,
  compute: computeEmi,
  explanation: [
    "An equated monthly instalment (EMI) is the fixed amount you pay each month until a loan is repaid. Banks and housing finance companies in India charge interest on a reducing balance with monthly rests: each month's interest is worked out on the balance still outstanding, and the rest of the EMI repays principal. Early EMIs are therefore mostly interest, and the principal share grows every month.",
    "The EMI comes from the annuity formula EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan amount, i the annual rate divided by 12 (8.5% becomes 0.7083% a month) and n the number of months. On ₹10 lakh at 8.5% for 20 years that gives ₹8,678.23, which lenders round to ₹8,678; over 240 months you repay ₹20,82,776, of which ₹10,82,776 is interest.",
    "The schedule below shows, year by year and month by month, how each EMI splits between interest and principal and the balance left. Your lender must give you a repayment schedule and the annual percentage rate, fees included, in the Key Facts Statement before you sign (Reserve Bank of India circular of 15 April 2024, in force for new loans from 1 October 2024). For the tax deductions on a home loan and the effect of prepayments, use the home loan calculator.",
  ],
  faq: [
    {
      question: "How is EMI calculated?",
      answer:
        "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), with P the amount borrowed, i the yearly rate ÷ 12 ÷ 100 and n the tenure in months. For ₹10 lakh at 8.5% over 20 years: i = 0.007083, n = 240, EMI = ₹8,678. At a 0% rate the EMI is simply P ÷ n.",
    },
    {
      question: "Why does so little of my early EMI repay the loan?",
      answer:
        "Interest is charged on the balance outstanding, which is highest at the start. On ₹10 lakh at 8.5% over 20 years, the first EMI of ₹8,678 is ₹7,083 interest and only ₹1,595 principal; in the first year you pay ₹84,236 of interest and repay ₹19,902. The principal part overtakes the interest only in month 143, in the twelfth year.",
    },
    {
      question: "What happens to my EMI when a floating rate changes?",
      answer:
        "The lender recomputes the loan on the new rate. Under the Reserve Bank of India's circular of 18 August 2023 on resetting floating rates on EMI-based personal loans (home loans included), it must tell you at once, and at the reset offer you a switch to a fixed rate under its board-approved policy, a choice between a higher EMI, a longer tenure or a mix of both, and the option to prepay in part or in full. This calculator assumes one rate for the whole tenure, so run it again with the new rate on the balance left.",
    },
    {
      question: "Can I prepay my loan without a penalty?",
      answer:
        "On a floating-rate loan taken by an individual for a purpose other than business, yes. The RBI (Pre-payment Charges on Loans) Directions, 2025 forbid any prepayment charge, on part or full prepayment, for loans sanctioned or renewed from 1 January 2026; the RBI's circulars of 5 June 2012 and 7 May 2014 already barred foreclosure charges on such floating-rate loans from banks. Fixed-rate loans may carry a charge, which must be shown in the Key Facts Statement.",
    },
    {
      question: "How does a flat interest rate compare with a reducing-balance rate?",
      answer:
        "Some car, two-wheeler and consumer-durable loans quote a flat rate, charged on the original amount for the whole term. A flat 10% on ₹1 lakh over 5 years means ₹50,000 of interest and an EMI of ₹2,500, the same EMI as a reducing-balance rate of about 17.3%. Compare loans on the reducing-balance rate or the APR in the Key Facts Statement.",
    },
  ],
});
