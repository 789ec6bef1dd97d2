import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { defineCalculator } from "../types";
import { computeFixedDeposit, validateFixedDeposit } from "./compute";
import { fields } from "./fields";
import { fixedDepositMeta } from "./meta";
import { formAcrossYears } from "@/lib/tax/forms";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
const act2025 = (provision: Parameters<typeof sectionOf>[0]) => sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export { fields };

export const fixedDeposit = defineCalculator({
  meta: fixedDepositMeta,
  fields,
  layout: [
    { title: "Your deposit", fields: ["amount", "rate"] },
    { title: "Term", fields: ["years", "months", "days"] },
    { title: "Interest and rate", fields: ["payout", "senior", "seniorExtra"] },
  ],
  validate: validateFixedDeposit,
  compute: computeFixedDeposit,
  explanation: [
    "A fixed deposit (FD) locks a sum with a bank for a chosen term, from 7 days to 10 years, at a rate fixed on the day you open it. Banks set their own rates for each term under the Reserve Bank of India's directions on interest rates on deposits, and most pay senior citizens (60 or more) an extra 0.25% to 0.75%.",
    "In a cumulative (reinvestment) deposit the interest is added to the deposit every quarter and earns interest itself: the maturity amount is P × (1 + r/400)^q for q full quarters. The days after the last full quarter earn simple interest, and deposits shorter than six months earn simple interest only, P × r × days ÷ 36,500. ₹1,00,000 at 7% for five years grows to ₹1,41,478.",
    "If you choose to be paid the interest every quarter, you receive P × r ÷ 400 each quarter and the deposit back at maturity; nothing is compounded. Monthly payouts are discounted so that three of them, reinvested, equal a quarter's interest: on ₹1,00,000 at 7% that is ₹579.94 a month rather than ₹583.33.",
    `FD interest is income from other sources, taxed at your slab rate in both regimes. Banks deduct TDS at 10% under section 194A of the Income-tax Act, 1961 (${act2025("tdsOther")} of the Income-tax Act, 2025 from tax year 2026-27) when your interest from the bank in a financial year passes ₹50,000, or ₹1,00,000 for senior citizens. In the old regime a senior citizen can deduct up to ₹50,000 of deposit interest under ${both("80TTB")}, and a 5-year tax-saver FD counts for the ₹1.5 lakh deduction of ${both("80C")}.`,
  ],
  faq: [
    {
      question: "How is FD interest calculated?",
      answer:
        "For a cumulative deposit of six months or more, banks compound interest every quarter: the maturity amount is P × (1 + r/400)^q, where q is the number of full quarters, plus simple interest for any days after the last quarter. Shorter deposits earn simple interest. Payout deposits pay the quarter's interest (or a discounted monthly amount) as it falls due and return the deposit at maturity.",
    },
    {
      question: "Why is the monthly interest less than a twelfth of the yearly rate?",
      answer:
        "Because a monthly payment reaches you earlier than the quarterly interest would. Banks discount it so that three monthly payments, reinvested at the same rate, are worth the quarter's interest: at 7% you get ₹579.94 a month on ₹1,00,000 (6.96% a year) instead of ₹583.33.",
    },
    {
      question: "Is TDS deducted on FD interest, and how do I stop it?",
      answer: `Yes, at 10% once the interest a bank pays or credits to you in a financial year passes ₹50,000 (₹1,00,000 for senior citizens), from FY 2025-26; 20% if the bank has no PAN for you. TDS is deducted on interest as it accrues, even on a cumulative deposit. If no tax is due on your total income, give the bank ${formAcrossYears("noTdsDeclaration")} at the start of each year.`,
    },
    {
      question: "Can I break an FD before maturity?",
      answer:
        "Usually yes: the bank pays the rate for the period the deposit actually ran, less a penalty of 0.5% to 1%, as its policy states. A 5-year tax-saver FD under the Bank Term Deposit Scheme, 2006 cannot be withdrawn or pledged for a loan before five years; only after the holder's death can the nominee or heir take it out early.",
    },
    {
      question: "Is my fixed deposit safe?",
      answer:
        "Deposits with banks, including small finance banks and co-operative banks, are insured by the Deposit Insurance and Credit Guarantee Corporation (DICGC) up to ₹5 lakh per depositor per bank, principal and interest together. Deposits with companies and NBFCs are not covered.",
    },
    {
      question: "What rate should I enter for a senior citizen?",
      answer:
        "Enter the bank's rate for the general public for your term, tick \"Senior citizen\" and enter the bank's extra (most large banks add 0.50%). The calculator adds the two. If your bank quotes a senior citizens' rate directly, enter that as the rate and leave the box unticked.",
    },
  ],
});
