import { SSY_RATE } from "@/lib/finance/ssy";
import { formatPercent } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { TimingChoice } from "../ppf/fields";
import { plural } from "../ppf/savings-schedule";
import { ssyMeta } from "./meta";

/*
 * Every word the Sukanya Samriddhi calculator shows, in English and Hindi. Messages with
 * figures are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
export const SECTION_80C_2025 = sectionOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
export const NOTIFIED_RATE = formatPercent(SSY_RATE.value);
const SCHEME = "Sukanya Samriddhi Account Scheme, 2019 (G.S.R. 914(E) of 12 December 2019)";
export const SCHEME_HI = "सुकन्या समृद्धि खाता योजना, 2019 (G.S.R. 914(E), 12 दिसंबर 2019)";

const en = {
  description: ssyMeta.description,
  keywords: ssyMeta.keywords,
  groupDeposits: "Your deposits",
  groupHowLong: "How long",
  /** The quarter the notified rate covers. */
  period: SSY_RATE.period,
  yearly: "Deposit each financial year",
  yearlyHelp: (minimum: number, multiple: number) =>
    `₹${minimum} to ₹1,50,000 a year (April to March), in multiples of ₹${multiple}, in one go or in parts.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: string, period: string, years: number) =>
    `${rate} is the rate notified for ${period}, the latest quarter checked. The government resets it every quarter; the calculator applies one rate to all ${years} years.`,
  depositYears: "Years of deposits",
  depositYearsHelp: (years: number, maturity: number) =>
    `Deposits are allowed for ${years} years from opening (14 under the 2014 rules); the account then earns interest without deposits until it matures at ${maturity} years.`,
  timing: "When you deposit",
  timingOptions: { april: "All of it by 5 April", monthly: "A twelfth by the 5th of each month" } as Readonly<Record<TimingChoice, string>>,
  timingHelp: "A deposit made by the 5th earns interest for that month; one made later waits until the next month.",
  yearsCount: (count: number) => plural(count, "year"),
  depositMonthly: (monthly: string, yearly: string) => `${monthly} by the 5th of every month (${yearly} a year)`,
  depositApril: (yearly: string) => `${yearly} by 5 April every year`,
  summary: (deposit: string, years: string, rate: string, maturity: string, maturityYears: number, invested: string, interest: string) =>
    `Depositing ${deposit} for ${years} at ${rate}, the Sukanya Samriddhi account pays ${maturity} when it matures ${maturityYears} years after opening: ${invested} deposited and ${interest} interest, all of it tax-free.`,
  columnYear: "Year",
  columnOpening: "Opening balance",
  columnDeposit: "Deposit",
  columnInterest: "Interest",
  columnClosing: "Closing balance",
  tableCaption: "The Sukanya Samriddhi account, year by year",
  chartTitle: "Sukanya Samriddhi balance against the amount deposited, year by year",
  groupMaturity: (years: number) => `At maturity, after ${years} years`,
  invested: "Amount deposited",
  interest: "Interest earned",
  maturity: "Maturity value",
  groupRate: "Rate",
  notifiedRate: "Rate notified",
  notifiedRateValue: (rate: string, period: string) => `${rate} for ${period}`,
  rateUsed: "Rate used here",
  breakdownTitle: `Sukanya Samriddhi maturity value: ${SCHEME}`,
  stepDepositMonthly: (monthly: string) => `Deposit each year, a twelfth (${monthly}) by the 5th of each month`,
  stepDepositApril: "Deposit each year, all of it by 5 April",
  stepRateNotified: (period: string) => `Interest rate: the rate notified for ${period}`,
  stepRateEntered: (period: string, rate: string) => `Interest rate you entered (notified for ${period}: ${rate})`,
  stepRateText: (rate: string) => `${rate} a year`,
  rateReference: SSY_RATE.reference,
  stepMonthlyInterest: "Interest for each month on the lowest balance after the 5th, at a twelfth of the rate, added on 31 March",
  stepMonthlyInterestText: "compounds once a year",
  /** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
  interestRule: `${SCHEME}: interest for each calendar month on the lowest balance between the close of the fifth day and the end of the month, at a twelfth of the yearly rate, credited at the end of each financial year`,
  stepYear1Monthly: (monthly: string, yearly: string, rate: string) =>
    `Year 1 interest: the twelve month balances (${monthly} to ${yearly}) × ${rate} ÷ 12`,
  stepYear1April: (yearly: string, rate: string) => `Year 1 interest: ${yearly} × ${rate}, every month's balance holding the April deposit`,
  stepBalanceAfter: (years: string) => `Balance after ${years} of deposits`,
  youChose: (reference: string, years: string) => `${reference}; you chose ${years}`,
  stepIdle: (count: number) => `${plural(count, "more year")} of interest without deposits, to maturity`,
  stepInvested: (years: number, yearly: string) => `Amount deposited: ${years} × ${yearly}`,
  stepInvestedReference: "Sum of the Deposit column of the table",
  stepInterest: "Interest earned over the years",
  stepInterestReference:
    "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
  stepMaturity: (years: number) => `Maturity value after ${years} years: deposits + interest`,
  stepMaturityAprilReference: (maturityYears: number, yearly: string, rate: string, depositYears: number) =>
    `P × ((1 + r)^d − 1) ÷ r × (1 + r) × (1 + r)^(${maturityYears} − d), with P = ${yearly}, r = ${rate}, d = ${depositYears}: the interest rule with every deposit made by 5 April`,
  stepMaturityMonthlyReference: "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
  stepTax: "Tax on the interest and the maturity value",
  stepTaxText: "none (exempt)",
  taxTreatment: `Income-tax Act, 1961, s.80C (deposits, old regime only) and s.10(11A) (interest and payments from the account exempt); from tax year 2026-27, Income-tax Act, 2025, ${SECTION_80C_2025} and the counterpart of s.10(11A)`,
  noteRate: (rate: string, period: string, years: number) =>
    `Sukanya Samriddhi rates are set every quarter and apply to the whole balance. ${rate} was notified for ${period}, the latest quarter checked here, and has applied since 1 January 2024 (8% from April to December 2023). Later quarters may differ; the calculator projects all ${years} years at the rate you enter.`,
  noteOpening:
    "The account is taken to open at the start of a financial year, so each year here is a financial year and the 21st ends at maturity. Opened later in a year, the first and last years are part-years and the figures shift a little.",
  noteTax: `The scheme is exempt at every stage: deposits count towards the ₹1,50,000 deduction of ${SECTION_80C} in the old regime only, and the interest and the maturity value are tax-free under section 10(11A) in both regimes. From tax year 2026-27 the Income-tax Act, 2025 carries these rules under its own section numbers.`,
  noteWithdrawal:
    "Once your daughter turns 18 or passes class 10, whichever comes first, up to half of the balance at the end of the previous financial year can be withdrawn for her education, and the account can be closed early for her marriage after 18. The figures assume the account runs the full 21 years untouched.",
  note14Years: (years: number) =>
    `Deposits for 14 years, as under the Sukanya Samriddhi Account Rules, 2014; under the 2019 scheme deposits run for ${years} years from opening.`,
  noteDefault: (years: string, minimum: number) =>
    `Deposits for ${years}: a year within the deposit period without the ₹${minimum} minimum puts the account in default. It still earns interest, as shown, and can be revived by paying the minimum for each year missed plus a ₹50 penalty for each.`,
  noteTwelfth: (yearly: string, twelfth: string, multiple: number) =>
    `A twelfth of ${yearly} is ${twelfth}. Deposits are made in multiples of ₹${multiple}, so your monthly amounts would differ a little; the figures assume equal twelfths.`,
  explanation: [
    "Sukanya Samriddhi is a savings account for a girl child, backed by the Government of India and run by post offices and banks under the Sukanya Samriddhi Account Scheme, 2019 (made under section 3A of the Government Savings Promotion Act, 1873). A parent or guardian opens it before the girl turns 10: one account for each girl and at most two in a family, more only for twins or triplets.",
    "You deposit between ₹250 and ₹1,50,000 in each financial year, in multiples of ₹50, for fifteen years from opening. The account matures twenty-one years from opening, so for the last six years the balance earns interest with no deposits at all.",
    `Interest is set by the Government every quarter (${NOTIFIED_RATE} for ${SSY_RATE.period}) and applies to the whole balance. It is worked out for each month on the lowest balance between the close of the 5th and the end of the month, and credited once a year at the end of the financial year, so it compounds yearly. The calculator runs the account year by year under that rule, at the rate you enter for every year.`,
    `The scheme is exempt at every stage: deposits qualify for the deduction under ${SECTION_80C} in the old regime, and the interest and the maturity amount are tax-free in both regimes.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much will I get from Sukanya Samriddhi if I deposit ₹1.5 lakh a year?",
      answer: `At ${NOTIFIED_RATE}, with ₹1,50,000 deposited by 5 April in each of the 15 deposit years, the account pays ₹71,82,119 at maturity after 21 years: ₹22,50,000 of deposits and ₹49,32,119 of interest. ₹1,00,000 a year gives ₹47,88,079.`,
    },
    {
      question: "For how many years do I have to deposit?",
      answer:
        'For fifteen years from the date of opening. The account then keeps earning interest until it matures twenty-one years from opening. Accounts opened under the earlier 2014 rules counted fourteen years of deposits; enter 14 in "Years of deposits" to see that case.',
    },
    {
      question: "What is the current Sukanya Samriddhi interest rate?",
      answer: `${NOTIFIED_RATE} a year, the rate notified for ${SSY_RATE.period} by the Ministry of Finance; it has been ${NOTIFIED_RATE} since 1 January 2024. The rate is reviewed every quarter and a new rate applies to the whole balance.`,
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
      answer: `Yes. The interest and the maturity amount are tax-free in both regimes; the deposits also qualify for the ₹1,50,000 deduction under ${SECTION_80C} if you choose the old regime. From tax year 2026-27 the Income-tax Act, 2025 carries these rules over under its own section numbers.`,
    },
  ] as readonly { question: string; answer: string }[],
};



export const SSY_TEXT: Catalogues<typeof en> = translatable("SSY_TEXT", en);
