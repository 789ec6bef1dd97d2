import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { sipMeta } from "./meta";

/*
 * Every word the SIP calculator shows, in English and Hindi. Messages with figures are
 * functions of them (already formatted), so the compiler checks each use; the Hindi is written
 * for a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: sipMeta.description,
  keywords: sipMeta.keywords,
  groupSip: "Your SIP",
  groupAssumptions: "Assumptions",
  monthly: "Monthly investment",
  monthlyHelp: "The instalment paid every month. Most funds accept SIPs from ₹100 or ₹500.",
  rate: "Expected return, % a year",
  rateHelp: "Your assumption, after the fund's expenses. Equity funds have no fixed return: past returns do not promise future ones.",
  years: "Investment period, in years",
  yearsHelp: "How long you keep paying instalments. The value is shown at the end of the last month.",
  stepUp: "Yearly step-up, %",
  stepUpHelp: "Raise the instalment by this percentage every 12 months (a step-up or top-up SIP). Leave at 0 for the same instalment throughout.",
  tooLarge: (limit: string) =>
    `These figures would grow past ${limit}, more than this calculator shows. Lower the return, the step-up or the number of years.`,
  /** "1 year", "10 years"; the count comes formatted. */
  period: (count: number, formatted: string) => `${formatted} year${count === 1 ? "" : "s"}`,
  startStepped: (monthly: string, stepUp: string, period: string) => `Starting at ${monthly} a month and raising it by ${stepUp} every year for ${period}`,
  startFlat: (monthly: string, period: string) => `Investing ${monthly} a month for ${period}`,
  summaryNoGrowth: (start: string, invested: string, rate: string, total: string) =>
    `${start}, you put in ${invested}; at a ${rate} return it earns nothing, so it stays ${total}.`,
  summary: (start: string, rate: string, total: string, invested: string, returns: string) =>
    `${start} at an expected ${rate} a year could grow to ${total}: ${invested} invested and ${returns} in estimated returns.`,
  invested: "Amount invested",
  returns: "Estimated returns",
  total: "Total value",
  lastInstalment: (year: number) => `Monthly instalment in year ${year}`,
  groupAfter: (period: string) => `Your SIP after ${period}`,
  breakdownStepped: "Step-up SIP, month by month",
  breakdownFlat: "SIP future value (instalments at the start of each month)",
  stepFirstInstalment: "First year's monthly instalment (P)",
  stepInstalment: "Monthly instalment (P)",
  stepInstalmentReference: "Paid at the start of each month",
  stepCount: (period: string) => `Number of instalments (n) = ${period} × 12`,
  stepCountReference: "One instalment a month",
  stepRate: (rate: string) => `Monthly rate (i) = ${rate} ÷ 12`,
  stepRateReference: "The expected yearly return divided by 12 and compounded monthly (nominal rate), as fund houses' SIP calculators do",
  stepRaised: (stepUp: string) => `Instalment raised by ${stepUp} every 12 months`,
  stepRaisedText: (first: string, last: string, year: number) => `${first} in year 1 → ${last} in year ${year}`,
  stepRaisedReference: "Step-up SIP: each year's instalment = the previous year's × (1 + step-up ÷ 100)",
  stepInvestedStepped: "Amount invested = the sum of 12 instalments for each year",
  stepInvestedSteppedReference: "Total of every instalment, rounded to the rupee",
  stepTotalZero: "Total value: at 0% the instalments just add up",
  stepTotalStepped: "Total value: each month, value = (value + instalment) × (1 + i)",
  stepTotalSteppedReference: "Each instalment goes in at the start of the month and the whole value grows by i over the month; rounded to the rupee",
  stepInvested: (monthly: string, months: string) => `Amount invested = P × n = ${monthly} × ${months}`,
  stepInvestedReference: "Instalments paid",
  stepNoGrowthReference: "No growth",
  stepTotal: "Total value = P × ((1 + i)^n − 1) ÷ i × (1 + i)",
  stepTotalReference: "Future value of an annuity due (each instalment at the start of its month), rounded to the rupee",
  stepReturns: "Estimated returns = total value − amount invested",
  stepReturnsReference: "Growth on your instalments; taxed only when you redeem units (see the notes)",
  tableCaption: "Your SIP year by year",
  columns: {
    year: "Year",
    instalment: "Monthly instalment",
    invested: "Invested in the year",
    returns: "Returns in the year",
    totalInvested: "Total invested",
    closing: "Value at the end of the year",
  } as Readonly<Record<"year" | "instalment" | "invested" | "returns" | "totalInvested" | "closing", string>>,
  chartTitle: "Amount invested and total value of your SIP, year by year",
  yearLabel: (year: number) => `Year ${year}`,
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteAssumption:
    "The return is your assumption, not a promise: a fund's value (its NAV) rises and falls, and an equity fund's return differs a lot from year to year. The projection applies the same return every month and shows no tax, exit load or the 0.005% stamp duty on each purchase.",
  noteEndOfMonth: (endOfMonth: string, total: string) =>
    `Each instalment is assumed to be paid at the start of its month. If yours is debited at the end of the month, each one grows a month less: about ${endOfMonth} instead of ${total}.`,
  noteOneYearStepUp: "A step-up raises the instalment from the second year, so over a single year it changes nothing.",
  notePaise:
    "With a step-up, later instalments can run into paise: the table shows each year's instalment to the rupee, while the figures use the exact amounts.",
  noteTax:
    "Tax is due only when you redeem units, and each instalment is a separate purchase with its own holding period. Equity-oriented funds: gains on units held more than 12 months are taxed at 12.5% on the year's total above ₹1.25 lakh (section 112A), and on units held 12 months or less at 20% (section 111A), for sales from 23 July 2024. Debt funds bought on or after 1 April 2023 (specified mutual funds): gains are taxed at your slab rate however long you held them (section 50AA). These are sections of the Income-tax Act, 1961, restated in the Income-tax Act, 2025 from tax year 2026-27. To work out the tax, see /tools-and-calculators/capital-gains.",
  explanation: [
    "A systematic investment plan (SIP) buys units of a mutual fund with a fixed amount every month, at that day's net asset value (NAV). This calculator projects what the instalments could be worth at the end of the period if the fund earned a steady return, the figure you enter, every year.",
    "It uses the method of most fund houses' calculators: the yearly return divided by 12 is the monthly rate i, each instalment goes in at the start of the month, and the value after n instalments of P is P × ((1 + i)^n − 1) ÷ i × (1 + i). ₹10,000 a month for 10 years at 12% gives 120 instalments at 1% a month: ₹12,00,000 invested grows to ₹23,23,391. With a yearly step-up the instalment rises by the step-up percentage every 12 months and the value is worked out month by month.",
    "Returns are not guaranteed: SEBI requires every mutual fund advertisement to warn that investments are subject to market risks. Tax applies only when you redeem units: for equity-oriented funds at 20% on gains from units held 12 months or less (section 111A) and 12.5% on long-term gains above ₹1.25 lakh a year (section 112A), for sales from 23 July 2024; for debt funds bought on or after 1 April 2023 at your slab rate (section 50AA). These are sections of the Income-tax Act, 1961, restated in the Income-tax Act, 2025 from tax year 2026-27.",
  ] as readonly string[],
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
  ] as readonly { question: string; answer: string }[],
};



export const SIP_TEXT: Catalogues<typeof en> = translatable("SIP_TEXT", en);
