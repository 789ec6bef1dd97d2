import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { compoundInterestMeta } from "./meta";

/*
 * Every word the compound-interest calculator shows, in English and Hindi. Messages with
 * figures are functions of them (already formatted); the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

type Frequency = "1" | "2" | "4" | "12";

const en = {
  description: compoundInterestMeta.description,
  keywords: compoundInterestMeta.keywords,
  groupMoney: "Your money",
  groupInterest: "Interest",
  principal: "Amount invested (principal)",
  principalHelp: "The sum you deposit or lend at the start.",
  rate: "Interest rate, % a year",
  rateHelp: "The nominal yearly rate, as a bank or issuer quotes it.",
  years: "Period, in years",
  yearsHelp: "How long the money stays invested.",
  freq: "Interest compounded",
  freqHelp: "How often interest is added to the balance and starts earning interest itself. Bank fixed deposits usually compound quarterly.",
  freqOptions: { "1": "Yearly", "2": "Half-yearly", "4": "Quarterly", "12": "Monthly" } as Readonly<Record<Frequency, string>>,
  /** How often, inside a sentence: "compounded quarterly". */
  frequencyNames: { "1": "yearly", "2": "half-yearly", "4": "quarterly", "12": "monthly" } as Readonly<Record<Frequency, string>>,
  tooLarge: (limit: string) =>
    `These figures would grow past ${limit}, more than this calculator shows. Lower the amount, the rate or the number of years.`,
  /** "1 year", "3 years"; the count comes formatted. */
  period: (count: number, formatted: string) => `${formatted} year${count === 1 ? "" : "s"}`,
  summaryNone: (principal: string, rate: string, amount: string, period: string) =>
    `${principal} at ${rate} earns no interest: it is still ${amount} after ${period}.`,
  summary: (principal: string, rate: string, how: string, amount: string, period: string, interest: string, extra: string) =>
    `${principal} at ${rate} a year, compounded ${how}, grows to ${amount} in ${period}: ${interest} of interest${extra ? `, ${extra} more than simple interest would pay` : ", the same as simple interest"}.`,
  groupAfter: (period: string) => `After ${period}`,
  interest: "Compound interest",
  amount: "Maturity amount",
  groupCompared: "Compared with simple interest",
  effectiveRate: "Effective yearly rate",
  simpleInterest: "Simple interest on the same terms",
  compoundingGain: "Extra from compounding",
  breakdown: "Compound interest: A = P × (1 + r ÷ (100 × m))^(m × t)",
  stepPrincipal: "Principal (P)",
  stepPrincipalReference: "The sum invested at the start",
  stepRate: (rate: string, m: number) => `Rate for each period = ${rate} ÷ ${m}`,
  stepRateReference: (how: string, m: number) => `The yearly rate r divided by m, the times interest is compounded in a year (${how}: m = ${m})`,
  stepPeriods: (m: number, period: string) => `Number of periods = ${m} × ${period}`,
  stepPeriodsReference: "m × t: each period's interest is added to the balance",
  stepAmount: "Maturity amount A = P × (1 + r ÷ (100 × m))^(m × t)",
  stepAmountReference: "Compound interest formula, rounded to the rupee",
  stepInterest: "Compound interest = A − P",
  stepInterestReference: "Interest earned, including interest on interest",
  stepEffective: "Effective yearly rate = (1 + r ÷ (100 × m))^m − 1",
  stepEffectiveReference: "What the quoted rate earns in a full year once compounding is counted",
  stepSimple: (principal: string, rate: string, years: string) => `Simple interest = P × r × t ÷ 100 = ${principal} × ${rate} × ${years}`,
  stepSimpleReference: "Interest on the principal only, for comparison",
  stepExtra: "Extra from compounding = compound interest − simple interest",
  stepExtraReference: "Interest earned on interest already added",
  tableCaption: "Your balance year by year",
  columns: { year: "Year", opening: "Balance at the start", interest: "Interest in the year", closing: "Balance at the end" } as Readonly<
    Record<"year" | "opening" | "interest" | "closing", string>
  >,
  chartTitle: "Amount invested and total value with compound interest, year by year",
  yearLabel: (year: number) => `Year ${year}`,
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteAssumptions:
    "The rate is assumed to stay the same for the whole period, and no interest is withdrawn or taxed along the way. Each year's balance is rounded to the rupee; the year's interest is the difference between balances, so the rows add up to the total.",
  noteTax:
    "Interest is taxed every year as income from other sources at your slab rate, as it is credited or accrues, even when you receive it only at maturity. A bank deducts TDS at 10% once its interest to you passes ₹50,000 in a year (₹1,00,000 for a senior citizen) under section 194A of the Income-tax Act, 1961 (from 1 April 2025; restated in the Income-tax Act, 2025 from tax year 2026-27). The figures here are before tax.",
  noteRuleOf72: (rate: string, years: string) =>
    `By the rule of 72, money at ${rate} doubles in about ${years} years (72 ÷ the rate), a quick check on the table.`,
  explanation: [
    "Compound interest is interest on interest: at the end of each period the interest earned is added to the balance, and the next period's interest is worked out on the larger sum. Simple interest, by contrast, is paid on the original principal only.",
    "The amount after t years is A = P × (1 + r ÷ (100 × m))^(m × t), where P is the principal, r the yearly rate in percent and m the number of times a year interest is compounded; the interest is A − P. ₹1,00,000 at 10% for 3 years becomes ₹1,33,100 compounded yearly (₹33,100 of interest, against ₹30,000 of simple interest), ₹1,34,489 compounded quarterly and ₹1,34,818 compounded monthly.",
    "The more often interest is compounded, the more a quoted rate earns: 10% compounded quarterly is an effective 10.38% a year. Banks set how often they compound their deposits under the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016, and most compound fixed deposits quarterly. The interest is taxable every year at your slab rate.",
  ] as readonly string[],
  faq: [
    {
      question: "How is compound interest calculated?",
      answer:
        "Multiply the principal by (1 + rate per period) once for every period, then subtract the principal. For ₹1,00,000 at 10% a year compounded yearly for 3 years: 1,00,000 × 1.1 × 1.1 × 1.1 = ₹1,33,100, so the interest is ₹33,100. Year 1 earns ₹10,000, year 2 ₹11,000 (10% of ₹1,10,000) and year 3 ₹12,100: the interest grows because it is earned on earlier interest too.",
    },
    {
      question: "How much difference does quarterly or monthly compounding make?",
      answer:
        "On ₹1,00,000 at 10% for 3 years: ₹1,33,100 compounded yearly, ₹1,34,010 half-yearly, ₹1,34,489 quarterly and ₹1,34,818 monthly. The effective yearly rates are 10%, 10.25%, 10.38% and 10.47%. When you compare deposits, compare their effective yearly rates (banks often print them as the annualised yield).",
    },
    {
      question: "How do banks compound fixed-deposit interest?",
      answer:
        "Most banks compound cumulative fixed deposits quarterly and pay the interest with the principal at maturity; the terms are the bank's, under the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016. ₹1,00,000 at 7% for 5 years compounded quarterly matures at about ₹1,41,478. For a part-year, banks often pay simple interest for the broken period, which gives a little less than this calculator's whole-year figures. For a deposit of years, months and days, see /tools-and-calculators/fixed-deposit.",
    },
    {
      question: "Is compound interest taxed every year or only at maturity?",
      answer:
        "Every year. Interest is income from other sources, taxed at your slab rate in the year it accrues, even on a cumulative deposit that pays out only at maturity; declaring it year by year also matches the TDS the bank reports in your annual information statement. Banks deduct TDS at 10% once their interest to you passes ₹50,000 in a year, or ₹1,00,000 for a senior citizen (section 194A of the Income-tax Act, 1961, as amended by the Finance Act 2025). In the old regime a resident senior citizen can deduct up to ₹50,000 of deposit interest under section 80TTB. From tax year 2026-27 the Income-tax Act, 2025 restates these rules.",
    },
    {
      question: "What is the rule of 72?",
      answer:
        "A quick way to see how long money takes to double with compound interest: divide 72 by the yearly rate. At 8% money doubles in about 9 years (72 ÷ 8), at 12% in about 6. The exact time at 8% compounded yearly is 9.01 years; the rule works best for rates between about 6% and 10%.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const COMPOUND_INTEREST_TEXT: Catalogues<typeof en> = translatable("COMPOUND_INTEREST_TEXT", en);
