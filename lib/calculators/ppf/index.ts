import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatPercent } from "@/lib/format";
import { PPF_RATE } from "@/lib/finance/ppf";
import { defineCalculator } from "../types";
import { computePpfCalculator, validatePpf } from "./compute";
import { fields } from "./fields";
import { ppfMeta } from "./meta";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export { fields };

const notifiedRate = formatPercent(PPF_RATE.value);

export const ppf = defineCalculator({
  meta: ppfMeta,
  fields,
  layout: [
    { title: "Your deposits", fields: ["yearly", "timing", "rate"] },
    { title: "How long", fields: ["years", "extension"] },
  ],
  validate: validatePpf,
  compute: computePpfCalculator,
  explanation: [
    "The Public Provident Fund is a savings account backed by the Government of India, run by post offices and banks under the Public Provident Fund Scheme, 2019 (made under section 3A of the Government Savings Promotion Act, 1873). You deposit between ₹500 and ₹1,50,000 in each financial year, in multiples of ₹50, in one go or in parts. The account matures after fifteen full financial years counted from the end of the year you open it, and you can then extend it in blocks of five years, with or without further deposits.",
    `Interest is set by the Government every quarter (${notifiedRate} for ${PPF_RATE.period}) and applies to the whole balance. It is worked out for each month on the lowest balance between the close of the 5th and the end of the month, and added to the account once a year, on 31 March, so it compounds yearly. Money paid in by the 5th earns interest for that month; paid on the 6th, it waits until the next. That is why a year's deposit made by 5 April earns the most.`,
    "The calculator runs the account year by year under that rule, at the rate you enter for every year, and shows each year's opening balance, deposit, interest and closing balance. With the whole deposit made by 5 April, the result equals the familiar formula FV = P × ((1 + r)^n − 1) ÷ r × (1 + r).",
    `PPF is exempt at every stage: deposits qualify for the deduction under ${both("80C")} in the old regime, and the interest and the maturity value are tax-free in both regimes.`,
  ],
  faq: [
    {
      question: "How much will ₹1.5 lakh a year in PPF give after 15 years?",
      answer: `At ${notifiedRate}, with the ₹1,50,000 deposited by 5 April each year, the account is worth ₹40,68,209 at maturity: ₹22,50,000 of your deposits and ₹18,18,209 of interest. Paying ₹12,500 by the 5th of each month instead gives ₹39,44,599, because each instalment earns interest for fewer months.`,
    },
    {
      question: "How is PPF interest calculated?",
      answer:
        "For each calendar month, on the lowest balance between the close of the 5th day and the end of the month, at a twelfth of the yearly rate. The twelve months' interest is credited on 31 March. A ₹1,50,000 deposit made by 5 April earns interest for all twelve months: ₹10,650 in the first year at 7.1%.",
    },
    {
      question: "What is the current PPF interest rate?",
      answer: `${notifiedRate} a year, the rate notified for ${PPF_RATE.period} by the Ministry of Finance; it has been ${notifiedRate} in every quarter since 1 April 2020. The rate is reviewed every quarter and a new rate applies to the whole balance, not only to new deposits. Change the rate field to see the effect of a different rate.`,
    },
    {
      question: "Can I extend my PPF account after 15 years?",
      answer:
        "Yes, in blocks of five years, as many times as you like. To keep depositing you must apply within a year of maturity; then you may withdraw up to 60% of the balance at the start of each block. If you do nothing, the account continues without deposits and keeps earning interest, and you may withdraw from it once a year. ₹1,50,000 a year for 20 years at 7.1% grows to ₹66,58,288.",
    },
    {
      question: "Is PPF tax-free in the new tax regime?",
      answer:
        `The interest and the maturity amount are tax-free in both regimes. Only the deduction for the deposit, under ${both("80C")}, is lost in the new regime. From tax year 2026-27 the Income-tax Act, 2025 carries these rules over under its own section numbers.`,
    },
    {
      question: "Can I deposit more than ₹1.5 lakh a year?",
      answer:
        "No. ₹1,50,000 is the limit for each financial year, counting your own account and any PPF account you hold for a minor together. An amount above the limit earns no interest, gets no tax deduction and is returned to you.",
    },
  ],
});
