import { defineCalculator } from "../types";
import { computeSip, validateSip } from "./compute";
import { fields } from "./fields";
import { sipMeta } from "./meta";

export { fields };

export const sip = defineCalculator({
  meta: sipMeta,
  fields,
  layout: [
    { title: "Your SIP", fields: ["monthly", "years"] },
    { title: "Assumptions", fields: ["rate", "stepUp"] },
  ],
  validate: validateSip,
  compute: computeSip,
  explanation: [
    "A systematic investment plan (SIP) buys units of a mutual fund with a fixed amount every month, at that day's net asset value (NAV). This calculator projects what the instalments could be worth at the end of the period if the fund earned a steady return, the figure you enter, every year.",
    "It uses the method of most fund houses' calculators: the yearly return divided by 12 is the monthly rate i, each instalment goes in at the start of the month, and the value after n instalments of P is P × ((1 + i)^n − 1) ÷ i × (1 + i). ₹10,000 a month for 10 years at 12% gives 120 instalments at 1% a month: ₹12,00,000 invested grows to ₹23,23,391. With a yearly step-up the instalment rises by the step-up percentage every 12 months and the value is worked out month by month.",
    "Returns are not guaranteed: SEBI requires every mutual fund advertisement to warn that investments are subject to market risks. Tax applies only when you redeem units: for equity-oriented funds at 20% on gains from units held 12 months or less (section 111A) and 12.5% on long-term gains above ₹1.25 lakh a year (section 112A), for sales from 23 July 2024; for debt funds bought on or after 1 April 2023 at your slab rate (section 50AA). These are sections of the Income-tax Act, 1961, restated in the Income-tax Act, 2025 from tax year 2026-27.",
  ],
  faq: [
    {
      question: "How much will ₹10,000 a month in a SIP be worth after 10 years?",
      answer:
        "At an expected 12% a year, about ₹23,23,391: ₹12,00,000 of your own money and ₹11,23,391 of returns. The monthly rate is 1% (12% ÷ 12), there are 120 instalments, and (1.01^120 − 1) ÷ 0.01 × 1.01 × ₹10,000 = ₹23,23,391. Over 20 years the same SIP could reach about ₹99,91,479 on ₹24,00,000 invested: the longer the period, the more of the value is growth.",
    },
    {
      question: "What is a step-up SIP and how much difference does it make?",
      answer:
        "A step-up (or top-up) SIP raises the instalment every year, usually in line with your pay. Starting at ₹10,000 a month and raising it by 10% a year for 10 years, you invest about ₹19,12,491 and, at 12%, could have about ₹33,74,326, against ₹23,23,391 from a flat ₹10,000. Most fund houses let you set the step-up as a percentage or an amount when you register the SIP mandate.",
    },
    {
      question: "Are SIP returns guaranteed?",
      answer:
        "No. The units are bought at the NAV of each instalment date, which moves with the market, so the real return can be higher or lower than the one you assume, and negative over short periods. SEBI requires mutual funds to show the statement that investments are subject to market risks and to label each scheme's risk on its riskometer. Use a modest assumption, and compare funds by their returns after expenses (the direct plans' expense ratio is lower).",
    },
    {
      question: "How is the profit from a SIP taxed?",
      answer:
        "Each instalment is a separate purchase, and units are treated as sold first-in, first-out, so the holding period is counted for each instalment. For equity-oriented funds, gains on units held more than 12 months are long-term: taxed at 12.5% on the year's total above ₹1.25 lakh (section 112A of the Income-tax Act, 1961, for sales from 23 July 2024); gains on units held 12 months or less are taxed at 20% (section 111A). Gains on debt funds bought on or after 1 April 2023 are taxed at your slab rate, however long you hold them (section 50AA). Dividends are taxed at your slab rate, with TDS at 10% above ₹10,000 a year from a fund (section 194K). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.",
    },
    {
      question: "Can a SIP save income tax?",
      answer:
        "Only a SIP in an equity-linked savings scheme (ELSS): a fund run under the Equity Linked Savings Scheme, 2005, which the Central Government notified under section 80C(2)(xiii) of the Income-tax Act, 1961 (Notification No. 226/2005, 3 November 2005). What you invest in a year counts towards the ₹1,50,000 limit of section 80C, in the old regime only: the new regime (section 115BAC) allows no 80C deduction. ELSS instalments start at ₹500, and each is locked in for three years from its own allotment date.",
    },
  ],
});
