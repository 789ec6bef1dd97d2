import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { defineCalculator } from "../types";
import { computeMutualFund, validateMutualFund } from "./compute";
import { fields } from "./fields";
import { mutualFundMeta } from "./meta";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export { fields };

export const mutualFund = defineCalculator({
  meta: mutualFundMeta,
  fields,
  layout: [{ title: "Your investment", fields: ["amount", "rate", "years"] }],
  validate: validateMutualFund,
  compute: computeMutualFund,
  explanation: [
    "A lump-sum (one-time) investment buys mutual fund units once, at that day's net asset value (NAV), and leaves them to grow. This calculator projects the value at the end of the period if the fund earned the same return, the figure you enter, every year.",
    "The value is P × (1 + r ÷ 100)^t, the return compounded once a year. ₹1,00,000 for 10 years at 12% grows 1.12^10 = 3.1058 times, to ₹3,10,585: ₹2,10,585 of returns, an absolute return of 210.58% and a compound annual growth rate (CAGR) of 12%.",
    "SIP mode: to invest a fixed amount every month instead, with an optional yearly step-up, see /tools-and-calculators/sip.",
    `Returns are not guaranteed: SEBI requires every mutual fund advertisement to warn that investments are subject to market risks. Tax applies only when you redeem: for equity-oriented funds at 20% on gains from units held 12 months or less (${both("111A")}) and 12.5% on long-term gains above ₹1.25 lakh a year (${both("112A")}), for sales from 23 July 2024; for debt funds bought on or after 1 April 2023 at your slab rate (section 50AA of the 1961 Act). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.`,
  ],
  faq: [
    {
      question: "What will ₹1 lakh invested in a mutual fund be worth after 10 years?",
      answer:
        "At an expected 12% a year, about ₹3,10,585: 1,00,000 × 1.12^10 = 1,00,000 × 3.10585. At 10% it would be about ₹2,59,374, and at 8% about ₹2,15,892: small differences in the yearly return add up over ten years. ₹5,00,000 at 12% for 10 years could grow to about ₹15,52,924.",
    },
    {
      question: "What is the difference between absolute return and CAGR?",
      answer:
        "Absolute return is the total growth over the whole period: ₹1,00,000 becoming ₹3,10,585 is a 210.58% absolute return. CAGR (compound annual growth rate) is the steady yearly rate that gives the same result: (3,10,585 ÷ 1,00,000)^(1/10) − 1 = 12%. Dividing the absolute return by the years (21% a year here) overstates the yearly return, because it ignores compounding. Compare funds, and funds with deposits, by CAGR.",
    },
    {
      question: "Is a lump sum better than a SIP?",
      answer:
        "If the market rises steadily, money invested earlier has longer to grow, so a lump sum ends higher. If prices fall after you invest, a SIP buys more units at lower prices and can end higher. Neither is better in every market. Many investors with a lump sum to place in an equity fund put it in a liquid fund and move it in monthly through a systematic transfer plan (STP). To project monthly investing, see /tools-and-calculators/sip.",
    },
    {
      question: "How are gains on a lump-sum mutual fund investment taxed?",
      answer:
        `Only on redemption (or switch). Equity-oriented funds: units held more than 12 months give long-term gains, taxed at 12.5% on the year's total above ₹1.25 lakh (${both("112A")}, for sales from 23 July 2024); for units bought before 1 February 2018 the cost can be stepped up to their value on 31 January 2018 (section 55(2)(ac)). Units held 12 months or less give short-term gains taxed at 20% (${both("111A")}). Debt funds bought on or after 1 April 2023 are taxed at your slab rate whatever the holding period (section 50AA). Dividends are taxed at your slab rate, with TDS at 10% above ₹10,000 a year from a fund (section 194K). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.`,
    },
    {
      question: "Which return should I enter?",
      answer:
        "A cautious long-run figure after the fund's costs. The NAV is already net of the fund's total expense ratio (TER), which SEBI caps according to the scheme's size; direct plans charge less than regular plans, which pay distributor commission. Past returns, even over ten years, do not promise future ones, so try a lower rate as well.",
    },
  ],
});
