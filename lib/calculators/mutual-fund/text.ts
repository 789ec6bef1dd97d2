import { translatable, messagesFor, type Catalogues } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { mutualFundMeta } from "./meta";

/*
 * Every word the mutual-fund (lump-sum) calculator shows, in English and Hindi. Messages with
 * figures or section numbers are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

type Provision = Parameters<typeof sectionWithFormer>[0];

const en = {
  description: mutualFundMeta.description,
  keywords: mutualFundMeta.keywords,
  bothActs: (act2025: string, act1961: string) => `${act2025} (${act1961} of the 1961 Act)`,
  group: "Your investment",
  amount: "Amount invested once",
  amountHelp: "The lump sum you put in at the start. Most funds accept a first purchase from ₹100 to ₹5,000.",
  rate: "Expected return, % a year",
  rateHelp: "Your assumption, after the fund's expenses, compounded yearly. Past returns do not promise future ones.",
  years: "Years invested",
  yearsHelp: "How long you stay invested. The value is shown at the end.",
  tooLarge: (limit: string) =>
    `These figures would grow past ${limit}, more than this calculator shows. Lower the amount, the return or the number of years.`,
  /** "1 year", "10 years"; the count comes formatted. */
  period: (count: number, formatted: string) => `${formatted} year${count === 1 ? "" : "s"}`,
  summaryNone: (invested: string, rate: string, total: string, period: string) =>
    `${invested} invested once earns nothing at a ${rate} return, so it is still ${total} after ${period}.`,
  summary: (invested: string, period: string, rate: string, total: string, returns: string, absolute: string) =>
    `${invested} invested once for ${period} at an expected ${rate} a year could grow to ${total}: ${returns} in estimated returns, ${absolute} on what you put in.`,
  groupAfter: (period: string) => `Your investment after ${period}`,
  invested: "Amount invested",
  returns: "Estimated returns",
  total: "Total value",
  groupGrowth: "How it grew",
  absoluteReturn: "Absolute return",
  cagr: "Yearly growth (CAGR)",
  breakdown: "Future value of a one-time investment",
  stepInvested: "Amount invested (P)",
  stepInvestedReference: "Invested once, at the start",
  stepFactor: (rate: string, years: string) => `Growth factor = (1 + ${rate})^${years}`,
  stepFactorText: (factor: string) => `${factor} times`,
  stepFactorReference: "The expected return, compounded once a year",
  stepTotal: "Total value = P × (1 + r ÷ 100)^t",
  stepTotalReference: "Future value of a lump sum with yearly compounding, rounded to the rupee",
  stepReturns: "Estimated returns = total value − P",
  stepReturnsReference: "Growth on your money; taxed only when you redeem units (see the notes)",
  stepAbsolute: "Absolute return = returns ÷ P",
  stepAbsoluteReference: "(Total value − P) ÷ P × 100: the growth over the whole period, not a yearly rate",
  stepCagr: (years: string) => `CAGR = (total value ÷ P)^(1/${years}) − 1`,
  stepCagrReference: "Compound annual growth rate: with yearly compounding at a steady return it equals that return",
  tableCaption: "Your investment year by year",
  columns: { year: "Year", invested: "Invested in the year", returns: "Returns in the year", closing: "Value at the end of the year" } as Readonly<
    Record<"year" | "invested" | "returns" | "closing", string>
  >,
  chartTitle: "Amount invested and total value of your investment, year by year",
  yearLabel: (year: number) => `Year ${year}`,
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteAssumption:
    "The return is your assumption, not a promise: a fund's value (its NAV) rises and falls, and an equity fund's return differs a lot from year to year. The projection compounds the same return every year and shows no tax, exit load or the 0.005% stamp duty on the purchase.",
  noteTax: (s112A: string, s111A: string) =>
    `Tax is due only when you redeem. Equity-oriented funds: gains on units held more than 12 months are taxed at 12.5% on the year's total above ₹1.25 lakh (${s112A}), and on units held 12 months or less at 20% (${s111A}), for sales from 23 July 2024. Debt funds bought on or after 1 April 2023 (specified mutual funds): gains are taxed at your slab rate however long you held them (section 50AA of the 1961 Act). From tax year 2026-27 the Income-tax Act, 2025 restates these rules. To work out the tax, see /tools-and-calculators/capital-gains.`,
  noteSip: "To invest a fixed amount every month instead, see /tools-and-calculators/sip.",
  /** The explanation's paragraphs before `explanationTax`, which names sections. */
  explanation: [
    "A lump-sum (one-time) investment buys mutual fund units once, at that day's net asset value (NAV), and leaves them to grow. This calculator projects the value at the end of the period if the fund earned the same return, the figure you enter, every year.",
    "The value is P × (1 + r ÷ 100)^t, the return compounded once a year. ₹1,00,000 for 10 years at 12% grows 1.12^10 = 3.1058 times, to ₹3,10,585: ₹2,10,585 of returns, an absolute return of 210.58% and a compound annual growth rate (CAGR) of 12%.",
    "SIP mode: to invest a fixed amount every month instead, with an optional yearly step-up, see /tools-and-calculators/sip.",
  ] as readonly string[],
  explanationTax: (s111A: string, s112A: string) =>
    `Returns are not guaranteed: SEBI requires every mutual fund advertisement to warn that investments are subject to market risks. Tax applies only when you redeem: for equity-oriented funds at 20% on gains from units held 12 months or less (${s111A}) and 12.5% on long-term gains above ₹1.25 lakh a year (${s112A}), for sales from 23 July 2024; for debt funds bought on or after 1 April 2023 at your slab rate (section 50AA of the 1961 Act). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.`,
  faqTaxAnswer: (s112A: string, s111A: string) =>
    `Only on redemption (or switch). Equity-oriented funds: units held more than 12 months give long-term gains, taxed at 12.5% on the year's total above ₹1.25 lakh (${s112A}, for sales from 23 July 2024); for units bought before 1 February 2018 the cost can be stepped up to their value on 31 January 2018 (section 55(2)(ac)). Units held 12 months or less give short-term gains taxed at 20% (${s111A}). Debt funds bought on or after 1 April 2023 are taxed at your slab rate whatever the holding period (section 50AA). Dividends are taxed at your slab rate, with TDS at 10% above ₹10,000 a year from a fund (section 194K). From tax year 2026-27 the Income-tax Act, 2025 restates these rules.`,
  /** The FAQ; the tax question's answer (fourth) is `faqTaxAnswer`, which names sections. */
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
    { question: "How are gains on a lump-sum mutual fund investment taxed?", answer: "" },
    {
      question: "Which return should I enter?",
      answer:
        "A cautious long-run figure after the fund's costs. The NAV is already net of the fund's total expense ratio (TER), which SEBI caps according to the scheme's size; direct plans charge less than regular plans, which pay distributor commission. Past returns, even over ten years, do not promise future ones, so try a lower rate as well.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const cite = (section: string) => citeIn(section, "hi").text;



export const MUTUAL_FUND_TEXT: Catalogues<typeof en> = translatable("MUTUAL_FUND_TEXT", en);

/** A section for text shown for every year, naming both Acts, in the page's language. */
export function bothActs(provision: Provision, locale: Locale = "en"): string {
  const english = sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
  const parts = /^(.*) \((.*) of the 1961 Act\)$/.exec(english);
  return parts ? messagesFor(MUTUAL_FUND_TEXT, locale).bothActs(parts[1]!, parts[2]!) : locale === "en" ? english : cite(english);
}
