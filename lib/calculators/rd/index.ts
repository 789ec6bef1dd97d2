import { defineCalculator } from "../types";
import { computeRd } from "./compute";
import { fields } from "./fields";
import { rdMeta } from "./meta";
import { formAcrossYears } from "@/lib/tax/forms";

export { fields };

export const rd = defineCalculator({
  meta: rdMeta,
  fields,
  layout: [{ title: "Your recurring deposit", fields: ["monthly", "rate", "months"] }],
  compute: computeRd,
  explanation: [
    "A recurring deposit (RD) is a term deposit you build up month by month: the same instalment every month for a fixed term, returned with interest at the end. Banks offer RDs from six months to ten years; India Post's RD, under the National Savings Recurring Deposit Scheme, 2019, runs for five years (60 instalments) from ₹100 a month, and can be continued for five more.",
    "Interest is compounded every quarter. Each instalment earns interest only for the months it stays in the account: the first for the whole term, the last for a single month. Adding them up gives the maturity value M = R × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)], where R is the instalment, N the number of months and i the quarterly rate (the yearly rate ÷ 400). With ₹5,000 a month for 60 months at 6.7%, that is ₹3,56,829 for ₹3,00,000 deposited.",
    "The rate on the day you open the RD applies for the whole term, even if rates change later. India Post's rate is notified every quarter by the Ministry of Finance: 6.7% a year from 1 October 2023, unchanged since. Banks set their own rates, and many add 0.25% to 0.75% for senior citizens: enter the rate your bank quotes you.",
    "RD interest is income from other sources, taxed at your slab rate in both regimes; it is usually declared year by year as it accrues, which is also when banks deduct TDS. Banks deduct TDS at 10% under section 194A of the Income-tax Act, 1961 when your interest from the bank in a year passes ₹50,000, or ₹1,00,000 for a senior citizen. Only senior citizens in the old regime can deduct RD interest, up to ₹50,000, under section 80TTB (section 153 of the 2025 Act).",
  ],
  faq: [
    {
      question: "How is RD interest calculated?",
      answer:
        "Each monthly instalment earns interest compounded every quarter for the months it stays in the account. The first instalment of a 5-year RD earns for 60 months, the second for 59, and so on down to one month for the last. The calculator adds up what every instalment has grown to at maturity; the interest is that total less what you deposited.",
    },
    {
      question: "What do I get for ₹5,000 a month in the post office RD?",
      answer:
        "At India Post's rate of 6.7% for 60 months, you deposit ₹3,00,000 and receive about ₹3,56,829 at maturity, ₹56,829 of interest. The scheme states the maturity value as ₹7,136.58 for ₹100 a month; larger instalments get that in proportion.",
    },
    {
      question: "Is TDS deducted on RD interest?",
      answer: `Banks deduct TDS at 10% once the interest they pay or credit to you in a financial year, on all your deposits with them, passes ₹50,000 (₹1,00,000 for senior citizens), from FY 2025-26. Without a PAN the rate is 20%. If your total income is below the taxable limit, give the bank ${formAcrossYears("noTdsDeclaration")} at the start of the year. TDS is not the final tax: the interest is added to your income in your return.`,
    },
    {
      question: "Can I close an RD before maturity?",
      answer:
        "Banks allow it, usually paying the rate for the period the deposit actually ran, less a penalty of 0.5% to 1%. India Post allows premature closure after three years, and then pays only the post office savings account rate. India Post also lets you withdraw up to half the balance as a loan once twelve instalments are paid.",
    },
    {
      question: "Is an RD better than a SIP?",
      answer:
        "They do different jobs. An RD's return is fixed on the day you open it and your deposit is safe (bank deposits are insured by the DICGC up to ₹5 lakh per depositor per bank; India Post deposits are backed by the Government of India). A SIP in an equity fund has no fixed return: it can earn more over long periods, or less, and its value moves with the market.",
    },
  ],
});
