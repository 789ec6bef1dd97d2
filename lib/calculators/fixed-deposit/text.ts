import { translatable, messagesFor, type Catalogues } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { FD_SIMPLE_INTEREST_BELOW_MONTHS, SENIOR_CITIZEN_EXTRA_RATE_TYPICAL, type FixedDepositPayout } from "@/lib/finance/fixed-deposit";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { fixedDepositMeta } from "./meta";

/*
 * Every word the fixed-deposit calculator shows, in English and Hindi. Messages with figures
 * are functions of them (already formatted); sections and the no-TDS form come in already
 * named in the page's language. The Hindi is written for a Hindi reader (docs/hindi-terms.md),
 * not word for word.
 */

export type Period = "monthly" | "quarterly";

const en = {
  description: fixedDepositMeta.description,
  keywords: fixedDepositMeta.keywords,
  bothActs: (act2025: string, act1961: string) => `${act2025} (${act1961} of the 1961 Act)`,
  groupDeposit: "Your deposit",
  groupTerm: "Term",
  groupInterest: "Interest and rate",
  amount: "Amount deposited",
  amountHelp: "The sum you place in the fixed deposit.",
  rate: "Interest rate, % a year",
  rateHelp: "The bank's rate for this term for the general public; tick the box below to add a senior citizen's extra.",
  years: "Term: years",
  yearsHelp: (maxYears: number) => `The whole term must be 7 days to ${maxYears} years.`,
  months: "Term: months",
  monthsHelp: "Months beyond the years.",
  days: "Term: days",
  daysHelp: "Days beyond the years and months. A term quoted in days alone, such as 444 days, can go here with 0 years and 0 months.",
  payout: "Interest paid",
  payoutOptions: { cumulative: "At maturity (cumulative)", quarterly: "Every quarter", monthly: "Every month" } as Readonly<
    Record<FixedDepositPayout, string>
  >,
  payoutHelp: "Cumulative deposits compound the interest every quarter. Payout deposits pay it to your account as it falls due, and it is not compounded.",
  senior: "Senior citizen (60 or more)",
  seniorHelp: "Banks pay senior citizens a higher rate on most terms.",
  seniorExtra: "Senior citizen's extra rate, %",
  seniorExtraHelp: (typical: number) => `Added to the rate above. Each bank sets its own: most add ${typical}%, some 0.25% to 0.75%.`,
  /** "5 years", "1 year 2 months 10 days", "444 days": the parts that are not zero; counts come formatted. */
  termPart: (unit: "year" | "month" | "day", count: number, formatted: string) => `${formatted} ${unit}${count === 1 ? "" : "s"}`,
  termNone: "0 days",
  /** "1 day", "91.25 days": the count comes formatted. */
  daysText: (days: number, formatted: string) => `${formatted} ${days === 1 ? "day" : "days"}`,
  tooShort: (minDays: number) => `A fixed deposit runs for at least ${minDays} days: enter a term of ${minDays} days or more.`,
  tooLong: (maxYears: number, term: string) => `A fixed deposit runs for at most ${maxYears} years in all; ${term} is longer.`,
  simpleOrCompound: (months: number) => `Bank practice: deposits under ${months} months earn simple interest; longer ones are compounded every quarter`,
  termLimits: (minDays: number, maxYears: number) =>
    `Reserve Bank of India (Interest Rate on Deposits) Directions, 2016: a term deposit runs for at least ${minDays} days; banks offer terms up to ${maxYears} years`,
  /** "Year 3", or "Year 3 (part)" for a final row that ends before a full year. */
  yearLabel: (year: number, part: boolean) => `Year ${year}${part ? " (part)" : ""}`,
  rateSenior: (applied: string, rate: string, extra: string) => `${applied} a year (${rate} plus the senior citizen's ${extra})`,
  rateYearly: (applied: string) => `${applied} a year`,
  summaryCompounded: (principal: string, term: string, rate: string, maturity: string, interest: string) =>
    `${principal} in a fixed deposit for ${term} at ${rate}, compounded quarterly, grows to ${maturity} at maturity: ${interest} of interest.`,
  summarySimple: (principal: string, term: string, rate: string, interest: string, maturity: string) =>
    `${principal} in a fixed deposit for ${term} at ${rate} earns ${interest} of simple interest (terms under six months are not compounded): ${maturity} at maturity.`,
  summaryNoPayout: (principal: string, term: string, rate: string, period: Period, interest: string, maturity: string) =>
    `${principal} for ${term} at ${rate} is too short for a ${period === "monthly" ? "month" : "quarter"}'s payout: all ${interest} of interest comes with the deposit at maturity, ${maturity} in all.`,
  summaryPayout: (principal: string, term: string, rate: string, payout: string, period: Period, count: number, countText: string, paidOut: string) =>
    `${principal} for ${term} at ${rate} pays you ${payout} every ${period === "monthly" ? "month" : "quarter"}: ${countText} payout${count === 1 ? "" : "s"}, ${paidOut} in all. `,
  summaryBroken: (maturity: string, broken: string, days: string) =>
    `At maturity you get ${maturity}: the deposit and ${broken} of interest for the last ${days}.`,
  summaryDepositBack: (maturity: string) => `At maturity you get the deposit of ${maturity} back.`,
  totalInterest: "Total interest",
  paidAtMaturity: "Paid at maturity",
  maturityAmount: "Maturity amount",
  payoutAmount: (period: Period) => `Interest paid every ${period === "monthly" ? "month" : "quarter"}`,
  paidOut: "Interest paid out over the term",
  appliedRate: "Rate applied",
  group: "Your fixed deposit",
  breakdownRate: "Rate and term",
  titleCompounded: "Interest compounded every quarter",
  titleSimple: "Simple interest (term under six months)",
  titlePayout: "Interest paid out",
  stepPrincipal: "Amount deposited (P)",
  stepPrincipalReference: "The sum placed in the deposit",
  stepBankRate: "Bank's rate for the term",
  stepBankRateReference:
    "Set by each bank for each term: the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016 leave deposit rates to the banks",
  stepSeniorExtra: "Senior citizen's extra rate",
  stepApplied: "Rate applied (r)",
  stepAppliedReference: "The bank's rate plus any senior citizen's extra, fixed for the whole term",
  stepTerm: (term: string) => `Term: ${term}`,
  stepTermYears: (years: number, formatted: string) => `${formatted} ${years === 1 ? "year" : "years"}`,
  stepTermReference: (limits: string) => `A month counted as 1/12 of a year and a day as 1/365 (banks' 365-day basis). ${limits}`,
  stepSimple: (days: string) => `Simple interest: P × r × ${days} ÷ 36,500`,
  stepSimpleReference: (practice: string) => `${practice}. Simple interest on a 365-day basis`,
  stepMaturityPlus: "Maturity amount: P + interest",
  stepMaturityReference: "Principal and interest paid together at maturity, to the rupee",
  stepQuarters: "Full quarters in the term (q)",
  stepCompounded: (principal: string, factor: string, quarters: number) => `After q quarters: P × (1 + r/400)^q = ${principal} × ${factor}^${quarters}`,
  stepCompoundedReference:
    "Interest added to the deposit at the end of every quarter and earning interest from then on (a cumulative or reinvestment deposit)",
  stepBrokenQuarter: (days: string) => `Simple interest for the ${days} after the last full quarter: × r × days ÷ 36,500`,
  stepBrokenQuarterReference: "The broken period after the last full quarter earns simple interest on a 365-day basis (bank practice)",
  stepMaturity: "Maturity amount",
  stepInterest: "Interest: maturity amount less P",
  stepTaxable: "Taxable as income from other sources at your slab rate",
  stepMonthly: "Interest a month: P × (r/400) ÷ [1 + (1 + r/1200) + (1 + r/1200)²]",
  stepMonthlyReference:
    "Monthly payout at a discounted rate (the Indian Banks' Association formula): three monthly payments, reinvested at r/12 a month, equal the quarter's interest",
  stepYearlyEquivalent: "The same as a yearly rate",
  stepYearlyEquivalentReference: "Monthly payout × 12 ÷ P",
  stepQuarterly: "Interest a quarter: P × r ÷ 400",
  stepQuarterlyReference: "A quarter's simple interest, paid out at the end of each quarter and not compounded",
  stepPayouts: (period: Period) => `Number of ${period === "monthly" ? "month" : "quarter"}ly payouts`,
  stepPayoutsReference: (period: Period) => `Full ${period === "monthly" ? "month" : "quarter"}s in the term`,
  stepPaidOut: "Interest paid out over the term",
  stepPaidOutReference: "Payout × number of payouts, to the rupee",
  stepBrokenPayout: (days: string) => `Simple interest for the ${days} after the last payout, paid with the deposit`,
  stepBrokenPayoutReference: "The broken period earns simple interest on a 365-day basis (bank practice)",
  stepPaidAtMaturity: "Paid at maturity: P and any interest not yet paid out",
  stepPaidAtMaturityReference: "The deposit returned on the maturity date",
  stepTotalInterest: "Total interest",
  tableCaption: "Your fixed deposit, year by year",
  columns: {
    year: "Year",
    opening: "Opening balance",
    deposited: "Deposited",
    interestEarned: "Interest earned",
    interest: "Interest",
    paidOut: "Interest paid out",
    held: "Held by the bank",
    invested: "Amount invested",
    total: "Total value",
  } as Readonly<Record<"year" | "opening" | "deposited" | "interestEarned" | "interest" | "paidOut" | "held" | "invested" | "total", string>>,
  chartTitlePayout: "Amount invested and total value of the fixed deposit, counting the interest paid out, at the end of each year",
  chartTitle: "Amount invested and total value of the fixed deposit at the end of each year",
  seriesInvested: "Amount invested",
  seriesTotal: "Total value",
  noteBrokenQuarter:
    "Interest is compounded at the end of every full quarter and the days after the last one earn simple interest, as banks work it out. Calculators that use (1 + r/400)^(4 × years) with a fractional power give a slightly different figure for such terms; at whole quarters the two agree.",
  noteWholeQuarters: "Interest is compounded at the end of every quarter, as banks do for cumulative deposits of six months or more.",
  /** The rules' own caveats (lib/finance/fixed-deposit.ts), in the page's language. */
  simpleNote: FD_SIMPLE_INTEREST_BELOW_MONTHS.note ?? "",
  seniorNote: SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.note ?? "",
  noteSimple: (note: string) => `Deposits under six months earn simple interest. ${note}`.trim(),
  noteMonthly: (payoutRate: string, rate: string) =>
    `Monthly interest is paid at a discounted rate, ${payoutRate} a year instead of ${rate}, so that three monthly payments, reinvested, are worth one quarter's interest; this is the Indian Banks' Association method most banks follow. Some banks pay a twelfth of the yearly rate instead.`,
  noteQuarterly:
    "Quarterly payouts are a quarter's simple interest: nothing is compounded, so the total interest is less than a cumulative deposit earns.",
  noteTotalValue: 'In the schedule, "Total value" counts the interest already paid out to you as well as what the bank holds.',
  noteDayCount:
    "Without a start date, a month is counted as a twelfth of a year and a day as a 365th. A bank counts the calendar days between the dates, so its figure can differ by a few rupees.",
  noteSenior: (note: string) => `The senior citizen's extra is bank policy, for depositors aged 60 or more. ${note}`.trim(),
  noteIncome:
    "FD interest is income from other sources, taxed at your slab rate in both regimes. Interest on a cumulative deposit is usually declared year by year as it accrues, which is also when the bank deducts TDS.",
  noteTds: (section2025: string, form: string) =>
    `A bank deducts TDS at 10% (section 194A of the Income-tax Act, 1961; ${section2025} of the Income-tax Act, 2025 from tax year 2026-27) once your interest from it in a financial year passes ₹50,000, or ₹1,00,000 for a senior citizen; ${form} stops it when no tax is due.`,
  noteTaxSaver: (section: string) =>
    `A 5-year tax-saver FD with a scheduled bank qualifies for the deduction under ${section}, up to ₹1.5 lakh a year in the old regime only. It cannot be withdrawn before five years, and its interest is taxable.`,
  /** The explanation's paragraphs before `explanationTax`, which names sections. */
  explanation: [
    "A fixed deposit (FD) locks a sum with a bank for a chosen term, from 7 days to 10 years, at a rate fixed on the day you open it. Banks set their own rates for each term under the Reserve Bank of India's directions on interest rates on deposits, and most pay senior citizens (60 or more) an extra 0.25% to 0.75%.",
    "In a cumulative (reinvestment) deposit the interest is added to the deposit every quarter and earns interest itself: the maturity amount is P × (1 + r/400)^q for q full quarters. The days after the last full quarter earn simple interest, and deposits shorter than six months earn simple interest only, P × r × days ÷ 36,500. ₹1,00,000 at 7% for five years grows to ₹1,41,478.",
    "If you choose to be paid the interest every quarter, you receive P × r ÷ 400 each quarter and the deposit back at maturity; nothing is compounded. Monthly payouts are discounted so that three of them, reinvested, equal a quarter's interest: on ₹1,00,000 at 7% that is ₹579.94 a month rather than ₹583.33.",
  ] as readonly string[],
  explanationTax: (section2025: string, s80TTB: string, s80C: string) =>
    `FD interest is income from other sources, taxed at your slab rate in both regimes. Banks deduct TDS at 10% under section 194A of the Income-tax Act, 1961 (${section2025} of the Income-tax Act, 2025 from tax year 2026-27) when your interest from the bank in a financial year passes ₹50,000, or ₹1,00,000 for senior citizens. In the old regime a senior citizen can deduct up to ₹50,000 of deposit interest under ${s80TTB}, and a 5-year tax-saver FD counts for the ₹1.5 lakh deduction of ${s80C}.`,
  faqTdsAnswer: (form: string) =>
    `Yes, at 10% once the interest a bank pays or credits to you in a financial year passes ₹50,000 (₹1,00,000 for senior citizens), from FY 2025-26; 20% if the bank has no PAN for you. TDS is deducted on interest as it accrues, even on a cumulative deposit. If no tax is due on your total income, give the bank ${form} at the start of each year.`,
  /** The FAQ; the TDS question's answer (third) is `faqTdsAnswer`, which names the form. */
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
    { question: "Is TDS deducted on FD interest, and how do I stop it?", answer: "" },
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
  ] as readonly { question: string; answer: string }[],
};

export const cite = (section: string) => citeIn(section, "hi").text;
export const periodHi = (period: Period) => (period === "monthly" ? "महीने" : "तिमाही");



export const FIXED_DEPOSIT_TEXT: Catalogues<typeof en> = translatable("FIXED_DEPOSIT_TEXT", en);

/** A section for text shown for every year, naming both Acts, in the page's language. */
export function bothActs(provision: Parameters<typeof sectionWithFormer>[0], locale: Locale = "en"): string {
  const english = sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
  const parts = /^(.*) \((.*) of the 1961 Act\)$/.exec(english);
  return parts ? messagesFor(FIXED_DEPOSIT_TEXT, locale).bothActs(parts[1]!, parts[2]!) : locale === "en" ? english : cite(english);
}

/** The 2025 Act's citation ("section 393"), in the page's language. */
export function act2025(provision: Parameters<typeof sectionOf>[0], locale: Locale = "en"): string {
  const english = sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
  return locale === "en" ? english : cite(english);
}
