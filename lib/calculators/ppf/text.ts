import { PPF_RATE } from "@/lib/finance/ppf";
import { formatPercent } from "@/lib/format";
import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import type { ExtensionChoice, TimingChoice } from "./fields";
import { plural } from "./savings-schedule";
import { ppfMeta } from "./meta";

/*
 * Every word the PPF calculator shows, in English and Hindi. Messages with figures are
 * functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const SECTION_80C = sectionWithFormer("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
const SECTION_80C_2025 = sectionOf("80C", FIRST_TAX_YEAR_UNDER_2025_ACT);
export const SECTION_80C_2025_NUMBER = SECTION_80C_2025.replace(/^section /, "");
export const NOTIFIED_RATE = formatPercent(PPF_RATE.value);
const SCHEME = "Public Provident Fund Scheme, 2019 (G.S.R. 915(E) of 12 December 2019)";
export const SCHEME_HI = "लोक भविष्य निधि योजना, 2019 (G.S.R. 915(E), 12 दिसंबर 2019)";

const en = {
  description: ppfMeta.description,
  keywords: ppfMeta.keywords,
  groupDeposits: "Your deposits",
  groupHowLong: "How long",
  /** The quarter the notified rate covers. */
  period: PPF_RATE.period,
  yearly: "Deposit each financial year",
  yearlyHelp: (minimum: number, multiple: number) =>
    `₹${minimum} to ₹1,50,000 a year (April to March), in multiples of ₹${multiple}, in one go or in parts.`,
  rate: "Interest rate, % a year",
  rateHelp: (rate: string, period: string) =>
    `${rate} is the rate notified for ${period}, the latest quarter checked. The government resets it every quarter; the calculator applies one rate to every year.`,
  years: "Years until you withdraw",
  yearsHelp: (maturity: number, plusFive: number, plusTen: number, block: number) =>
    `The account matures after ${maturity} full financial years. Enter ${maturity}, or ${plusFive}, ${plusTen} … to extend it in ${block}-year blocks.`,
  extension: "During the extensions",
  extensionOptions: { with: "Keep depositing", without: "No more deposits" } as Readonly<Record<ExtensionChoice, string>>,
  extensionHelp:
    "To keep depositing, apply to the post office or bank within a year of maturity; otherwise the account continues without deposits and keeps earning interest.",
  timing: "When you deposit",
  timingOptions: { april: "All of it by 5 April", monthly: "A twelfth by the 5th of each month" } as Readonly<Record<TimingChoice, string>>,
  timingHelp: "A deposit made by the 5th earns interest for that month; one made later waits until the next month.",
  yearsError: (maturity: number, block: number, choices: readonly number[]) =>
    `A PPF account runs ${maturity} years, then in ${block}-year extensions: enter ${choices.join(" or ")}.`,
  depositMonthly: (monthly: string, yearly: string) => `${monthly} by the 5th of every month (${yearly} a year)`,
  depositApril: (yearly: string) => `${yearly} by 5 April every year`,
  termMaturity: (years: number) => `for ${years} years`,
  extendedTimes: (blocks: number, block: number) => `extended ${blocks === 1 ? "once" : `${blocks} times`} by ${block} years`,
  termWith: (years: number, maturity: number, extended: string) => `for ${years} years (${maturity} to maturity, then ${extended})`,
  termWithout: (maturity: number, more: number, extended: string) =>
    `for ${maturity} years and leaving it to earn for ${more} more without deposits (${extended})`,
  summary: (deposit: string, term: string, rate: string, maturity: string, invested: string, interest: string) =>
    `Depositing ${deposit} ${term} at ${rate}, your PPF account grows to ${maturity}: ${invested} deposited and ${interest} interest, all of it tax-free.`,
  columnYear: "Year",
  columnOpening: "Opening balance",
  columnDeposit: "Deposit",
  columnInterest: "Interest",
  columnClosing: "Closing balance",
  tableCaption: "Your PPF account, year by year",
  chartTitle: "PPF balance against the amount deposited, year by year",
  groupAfter: (years: number) => `Your PPF account after ${years} years`,
  groupMaturity: "Your PPF account at maturity",
  invested: "Amount deposited",
  interest: "Interest earned",
  valueAfter: (years: number) => `Value after ${years} years`,
  maturity: "Maturity value",
  groupRate: "Rate",
  notifiedRate: "Rate notified",
  notifiedRateValue: (rate: string, period: string) => `${rate} for ${period}`,
  rateUsed: "Rate used here",
  breakdownTitle: `PPF maturity value: ${SCHEME}`,
  stepDepositMonthly: (monthly: string) => `Deposit each year, a twelfth (${monthly}) by the 5th of each month`,
  stepDepositApril: "Deposit each year, all of it by 5 April",
  stepRateNotified: (period: string) => `Interest rate: the rate notified for ${period}`,
  stepRateEntered: (period: string, rate: string) => `Interest rate you entered (notified for ${period}: ${rate})`,
  stepRateText: (rate: string) => `${rate} a year`,
  rateReference: PPF_RATE.reference,
  stepMonthlyInterest: "Interest for each month on the lowest balance after the 5th, at a twelfth of the rate, added on 31 March",
  stepMonthlyInterestText: "compounds once a year",
  /** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
  interestRule: `${SCHEME}: interest for each calendar month on the lowest balance between the close of the fifth day and the end of the month, at a twelfth of the yearly rate, credited at the end of each financial year`,
  stepYear1Monthly: (monthly: string, yearly: string, rate: string) =>
    `Year 1 interest: the twelve month balances (${monthly} to ${yearly}) × ${rate} ÷ 12`,
  stepYear1April: (yearly: string, rate: string) => `Year 1 interest: ${yearly} × ${rate}, every month's balance holding the April deposit`,
  stepMaturityYears: (years: number) => `Maturity after ${years} full financial years`,
  stepMaturityYearsText: "counted from the end of the year you open the account",
  stepExtended: (blocks: number, block: number, withDeposits: boolean) =>
    `Extended by ${plural(blocks, `block`)} of ${block} years, ${withDeposits ? "with deposits" : "without deposits"}`,
  stepExtendedText: (years: number) => `${years} years in all`,
  stepInvested: (years: number, yearly: string) => `Amount deposited: ${years} × ${yearly}`,
  stepInvestedReference: "Sum of the Deposit column of the table",
  stepInterest: "Interest earned over the years",
  stepInterestReference:
    "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
  stepValueAfter: (years: number) => `Value after ${years} years: deposits + interest`,
  stepMaturity: "Maturity value: deposits + interest",
  stepFormulaReference: (yearly: string, rate: string, years: number) =>
    `FV = P × ((1 + r)^n − 1) ÷ r × (1 + r), with P = ${yearly}, r = ${rate}, n = ${years}: the interest rule with every deposit made by 5 April`,
  stepCarriedReference: "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
  stepTax: "Tax on the interest and the maturity value",
  stepTaxText: "none (exempt)",
  taxTreatment: `Income-tax Act, 1961, s.80C (deposits, old regime only) and s.10(11) (interest and withdrawals exempt); from tax year 2026-27, Income-tax Act, 2025, ${SECTION_80C_2025} and the counterpart of s.10(11)`,
  noteRate: (rate: string, period: string) =>
    `PPF rates are set every quarter and apply to the whole balance. ${rate} was notified for ${period}, the latest quarter checked here, and has applied in every quarter since 1 April 2020. Later quarters may differ; the calculator projects every year at the rate you enter.`,
  noteFirstYear: (deposits: number) =>
    `Year 1 is the first full financial year after you open the account. A deposit in the year you open it, which the scheme also allows (up to ${deposits} yearly deposits in all), is not counted.`,
  noteTax: `PPF is exempt at every stage: deposits count towards the ₹1,50,000 deduction of ${SECTION_80C} in the old regime only (the new regime allows no deduction for them), and the interest and the maturity value are tax-free under section 10(11) in both regimes. From tax year 2026-27 the Income-tax Act, 2025 carries these rules under its own section numbers.`,
  noteLoans:
    "Loans (in the second to fifth years after the year of opening) and withdrawals (one a year from the sixth) reduce the balance, so the figures assume you take neither. Closing the account before maturity is allowed only after five full years, for reasons the scheme lists, and with 1% less interest.",
  noteTwelfth: (yearly: string, twelfth: string, multiple: number) =>
    `A twelfth of ${yearly} is ${twelfth}. Deposits are made in multiples of ₹${multiple}, so your monthly amounts would differ a little; the figures assume equal twelfths.`,
  noteWithout:
    "An account continued without deposits is taken to stay so (the rule of the 1968 scheme; the 2019 scheme is read the same way here), so every extension is without deposits. The balance keeps earning interest, and you may withdraw any amount once a year.",
  noteWith:
    "In an extension with deposits you may withdraw up to 60% of the balance at the start of the block, in one or more withdrawals over the five years; the figures assume you withdraw nothing.",
  explanation: [
    "The Public Provident Fund is a savings account backed by the Government of India, run by post offices and banks under the Public Provident Fund Scheme, 2019 (made under section 3A of the Government Savings Promotion Act, 1873). You deposit between ₹500 and ₹1,50,000 in each financial year, in multiples of ₹50, in one go or in parts. The account matures after fifteen full financial years counted from the end of the year you open it, and you can then extend it in blocks of five years, with or without further deposits.",
    `Interest is set by the Government every quarter (${NOTIFIED_RATE} for ${PPF_RATE.period}) and applies to the whole balance. It is worked out for each month on the lowest balance between the close of the 5th and the end of the month, and added to the account once a year, on 31 March, so it compounds yearly. Money paid in by the 5th earns interest for that month; paid on the 6th, it waits until the next. That is why a year's deposit made by 5 April earns the most.`,
    "The calculator runs the account year by year under that rule, at the rate you enter for every year, and shows each year's opening balance, deposit, interest and closing balance. With the whole deposit made by 5 April, the result equals the familiar formula FV = P × ((1 + r)^n − 1) ÷ r × (1 + r).",
    `PPF is exempt at every stage: deposits qualify for the deduction under ${SECTION_80C} in the old regime, and the interest and the maturity value are tax-free in both regimes.`,
  ] as readonly string[],
  faq: [
    {
      question: "How much will ₹1.5 lakh a year in PPF give after 15 years?",
      answer: `At ${NOTIFIED_RATE}, with the ₹1,50,000 deposited by 5 April each year, the account is worth ₹40,68,209 at maturity: ₹22,50,000 of your deposits and ₹18,18,209 of interest. Paying ₹12,500 by the 5th of each month instead gives ₹39,44,599, because each instalment earns interest for fewer months.`,
    },
    {
      question: "How is PPF interest calculated?",
      answer:
        "For each calendar month, on the lowest balance between the close of the 5th day and the end of the month, at a twelfth of the yearly rate. The twelve months' interest is credited on 31 March. A ₹1,50,000 deposit made by 5 April earns interest for all twelve months: ₹10,650 in the first year at 7.1%.",
    },
    {
      question: "What is the current PPF interest rate?",
      answer: `${NOTIFIED_RATE} a year, the rate notified for ${PPF_RATE.period} by the Ministry of Finance; it has been ${NOTIFIED_RATE} in every quarter since 1 April 2020. The rate is reviewed every quarter and a new rate applies to the whole balance, not only to new deposits. Change the rate field to see the effect of a different rate.`,
    },
    {
      question: "Can I extend my PPF account after 15 years?",
      answer:
        "Yes, in blocks of five years, as many times as you like. To keep depositing you must apply within a year of maturity; then you may withdraw up to 60% of the balance at the start of each block. If you do nothing, the account continues without deposits and keeps earning interest, and you may withdraw from it once a year. ₹1,50,000 a year for 20 years at 7.1% grows to ₹66,58,288.",
    },
    {
      question: "Is PPF tax-free in the new tax regime?",
      answer: `The interest and the maturity amount are tax-free in both regimes. Only the deduction for the deposit, under ${SECTION_80C}, is lost in the new regime. From tax year 2026-27 the Income-tax Act, 2025 carries these rules over under its own section numbers.`,
    },
    {
      question: "Can I deposit more than ₹1.5 lakh a year?",
      answer:
        "No. ₹1,50,000 is the limit for each financial year, counting your own account and any PPF account you hold for a minor together. An amount above the limit earns no interest, gets no tax deduction and is returned to you.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const PPF_TEXT: Catalogues<typeof en> = translatable("PPF_TEXT", en);
