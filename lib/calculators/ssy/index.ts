import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatPercent } from "@/lib/format";
import { SSY_RATE } from "@/lib/finance/ssy";
import { defineCalculator } from "../types";
import { computeSsyCalculator, validateSsy } from "./compute";
import { fields } from "./fields";
import { ssyMeta } from "./meta";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export { fields };

const notifiedRate = formatPercent(SSY_RATE.value);

export const ssy = defineCalculator({
  meta: ssyMeta,
  fields,
  layout: [
    { title: "Your deposits", fields: ["yearly", "timing", "rate"] },
    { title: "How long", fields: ["depositYears"] },
  ],
  validate: validateSsy,
  compute: computeSsyCalculator,
  explanation: [
    "Sukanya Samriddhi is a savings account for a girl child, backed by the Government of India and run by post offices and banks under the Sukanya Samriddhi Account Scheme, 2019 (made under section 3A of the Government Savings Promotion Act, 1873). A parent or guardian opens it before the girl turns 10: one account for each girl and at most two in a family, more only for twins or triplets.",
    "You deposit between ₹250 and ₹1,50,000 in each financial year, in multiples of ₹50, for fifteen years from opening. The account matures twenty-one years from opening, so for the last six years the balance earns interest with no deposits at all.",
    `Interest is set by the Government every quarter (${notifiedRate} for ${SSY_RATE.period}) and applies to the whole balance. It is worked out for each month on the lowest balance between the close of the 5th and the end of the month, and credited once a year at the end of the financial year, so it compounds yearly. The calculator runs the account year by year under that rule, at the rate you enter for every year.`,
    `The scheme is exempt at every stage: deposits qualify for the deduction under ${both("80C")} in the old regime, and the interest and the maturity amount are tax-free in both regimes.`,
  ],
  faq: [
    {
      question: "How much will I get from Sukanya Samriddhi if I deposit ₹1.5 lakh a year?",
      answer: `At ${notifiedRate}, with ₹1,50,000 deposited by 5 April in each of the 15 deposit years, the account pays ₹71,82,119 at maturity after 21 years: ₹22,50,000 of deposits and ₹49,32,119 of interest. ₹1,00,000 a year gives ₹47,88,079.`,
    },
    {
      question: "For how many years do I have to deposit?",
      answer:
        "For fifteen years from the date of opening. The account then keeps earning interest until it matures twenty-one years from opening. Accounts opened under the earlier 2014 rules counted fourteen years of deposits; enter 14 in \"Years of deposits\" to see that case.",
    },
    {
      question: "What is the current Sukanya Samriddhi interest rate?",
      answer: `${notifiedRate} a year, the rate notified for ${SSY_RATE.period} by the Ministry of Finance; it has been ${notifiedRate} since 1 January 2024. The rate is reviewed every quarter and a new rate applies to the whole balance.`,
    },
    {
      question: "Can money be withdrawn before maturity?",
      answer:
        "Once the girl turns 18 or passes class 10, up to half of the balance at the end of the previous financial year can be withdrawn for her education. The account can be closed early for her marriage after 18, on her death, or on compassionate grounds such as a life-threatening illness.",
    },
    {
      question: "What if I miss a year's deposit?",
      answer:
        "A year without the ₹250 minimum puts the account in default. You can revive it during the deposit period by paying the minimum for each year missed and a penalty of ₹50 for each. The balance keeps earning interest meanwhile.",
    },
    {
      question: "Is Sukanya Samriddhi tax-free?",
      answer:
        `Yes. The interest and the maturity amount are tax-free in both regimes; the deposits also qualify for the ₹1,50,000 deduction under ${both("80C")} if you choose the old regime. From tax year 2026-27 the Income-tax Act, 2025 carries these rules over under its own section numbers.`,
    },
  ],
});
