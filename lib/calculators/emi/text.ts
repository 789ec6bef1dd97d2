import { translatable, plural, type Catalogues } from "@/lib/i18n/catalogue";
import { emiMeta } from "./meta";

/*
 * Every word the EMI calculator shows, in English and Hindi, with the loan words the
 * home-loan calculator shares (fields, EMI figures and steps, notes, the schedule's tables and
 * chart). Messages with figures are functions of them; the Hindi is written for a Hindi reader
 * (docs/hindi-terms.md), not word for word.
 */

type ScheduleColumn =
  "loanYear" | "month" | "opening" | "emisPaid" | "emi" | "interest" | "principal" | "prepayment" | "closing" | "principalSoFar" | "interestSoFar";

const enPlural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

const en = {
  description: emiMeta.description,
  keywords: emiMeta.keywords,
  groupLoan: "Your loan",
  amount: "Loan amount",
  amountHelp: "The amount you borrow, in rupees.",
  rate: "Interest rate, % a year",
  rateHelp: "The rate in your sanction letter. Enter 0 for a no-cost EMI.",
  years: "Tenure in years",
  months: "and months",
  monthsHelp: "Months beyond the whole years, for a tenure such as 4 years 6 months. Leave 0 otherwise.",
  tenureTooShort: "Enter a tenure of at least 1 month: the years and months are both 0.",
  /** "20 years", "4 years 6 months", "9 months". */
  tenure: (years: number, months: number) =>
    years === 0 ? enPlural(months, "month") : months === 0 ? enPlural(years, "year") : `${enPlural(years, "year")} ${enPlural(months, "month")}`,
  emi: "Monthly EMI",
  emiNote: (exact: string) => `${exact} before rounding to the rupee.`,
  totalInterest: "Total interest",
  totalPayment: "Total payment (loan + interest)",
  stepAmount: "Loan amount (P)",
  stepAmountReference: "The amount borrowed, all of it paid out at the start",
  stepRate: (rate: string) => `Monthly rate (i): ${rate} ÷ 12`,
  stepRateReference: "Reducing balance with monthly rests: each month's interest is charged on the balance then outstanding",
  stepCount: (tenure: string) => `Number of EMIs (n): ${tenure}`,
  stepCountReference: "One instalment at the end of each month",
  stepEmiZero: (exact: string) => `EMI = P ÷ n (${exact})`,
  stepEmi: (exact: string) => `EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1) (${exact})`,
  stepEmiZeroReference: "At 0% the loan is simply split into equal parts",
  stepEmiReference: "Annuity formula for equal monthly instalments, rounded to the rupee",
  stepInterest: "Total interest: each month's interest (balance × i), added up",
  stepInterestReference: "Month-by-month schedule below; the interest falls as the balance is repaid",
  stepTotal: "Total payment: the loan amount plus the total interest",
  stepTotalReference: "Everything paid to the lender over the loan (processing fees and insurance not included)",
  noteRounding: (exact: string, emi: string) =>
    `The EMI is ${exact} before rounding. The schedule keeps the paise, so a month's instalment may read a rupee either side of ${emi}; lenders round the EMI to the rupee and adjust the last instalment, so their totals may differ from these by a few rupees.`,
  noteFloating:
    "The rate is taken as fixed for the whole tenure. On a floating-rate loan, at each reset the lender must offer a higher EMI, a longer tenure or a mix of both, a switch to a fixed rate, and prepayment (RBI circular on reset of floating interest rates on EMI-based personal loans, 18 August 2023): run the calculator again on the balance left.",
  noteFees:
    "Processing fees, insurance and other charges are not included. The Key Facts Statement your lender must give you before signing (RBI circular of 15 April 2024) shows them in the annual percentage rate (APR).",
  summary: (amount: string, rate: string, tenure: string, emi: string, interest: string, total: string) =>
    `A loan of ${amount} at ${rate} over ${tenure} costs ${emi} a month: ${interest} in interest, ${total} in all.`,
  groupEmi: "Your EMI",
  breakdown: "EMI on a reducing balance",
  yearlyCaption: "Repayment schedule by loan year",
  monthlyCaption: "Repayment schedule by month",
  chartTitle: "Principal repaid and interest paid so far, by loan year",
  columns: {
    loanYear: "Loan year",
    month: "Month",
    opening: "Opening balance",
    emisPaid: "EMIs paid",
    emi: "EMI",
    interest: "Interest",
    principal: "Principal",
    prepayment: "Prepayment",
    closing: "Closing balance",
    principalSoFar: "Principal repaid so far",
    interestSoFar: "Interest paid so far",
  } as Readonly<Record<ScheduleColumn, string>>,
  yearLabel: (year: number) => `Year ${year}`,
  seriesPrincipal: "Principal repaid",
  seriesInterest: "Interest paid",
  explanation: [
    "An equated monthly instalment (EMI) is the fixed amount you pay each month until a loan is repaid. Banks and housing finance companies in India charge interest on a reducing balance with monthly rests: each month's interest is worked out on the balance still outstanding, and the rest of the EMI repays principal. Early EMIs are therefore mostly interest, and the principal share grows every month.",
    "The EMI comes from the annuity formula EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan amount, i the annual rate divided by 12 (8.5% becomes 0.7083% a month) and n the number of months. On ₹10 lakh at 8.5% for 20 years that gives ₹8,678.23, which lenders round to ₹8,678; over 240 months you repay ₹20,82,776, of which ₹10,82,776 is interest.",
    "The schedule below shows, year by year and month by month, how each EMI splits between interest and principal and the balance left. Your lender must give you a repayment schedule and the annual percentage rate, fees included, in the Key Facts Statement before you sign (Reserve Bank of India circular of 15 April 2024, in force for new loans from 1 October 2024). For the tax deductions on a home loan and the effect of prepayments, use the home loan calculator.",
  ] as readonly string[],
  faq: [
    {
      question: "How is EMI calculated?",
      answer:
        "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), with P the amount borrowed, i the yearly rate ÷ 12 ÷ 100 and n the tenure in months. For ₹10 lakh at 8.5% over 20 years: i = 0.007083, n = 240, EMI = ₹8,678. At a 0% rate the EMI is simply P ÷ n.",
    },
    {
      question: "Why does so little of my early EMI repay the loan?",
      answer:
        "Interest is charged on the balance outstanding, which is highest at the start. On ₹10 lakh at 8.5% over 20 years, the first EMI of ₹8,678 is ₹7,083 interest and only ₹1,595 principal; in the first year you pay ₹84,236 of interest and repay ₹19,902. The principal part overtakes the interest only in month 143, in the twelfth year.",
    },
    {
      question: "What happens to my EMI when a floating rate changes?",
      answer:
        "The lender recomputes the loan on the new rate. Under the Reserve Bank of India's circular of 18 August 2023 on resetting floating rates on EMI-based personal loans (home loans included), it must tell you at once, and at the reset offer you a switch to a fixed rate under its board-approved policy, a choice between a higher EMI, a longer tenure or a mix of both, and the option to prepay in part or in full. This calculator assumes one rate for the whole tenure, so run it again with the new rate on the balance left.",
    },
    {
      question: "Can I prepay my loan without a penalty?",
      answer:
        "On a floating-rate loan taken by an individual for a purpose other than business, yes. The RBI (Pre-payment Charges on Loans) Directions, 2025 forbid any prepayment charge, on part or full prepayment, for loans sanctioned or renewed from 1 January 2026; the RBI's circulars of 5 June 2012 and 7 May 2014 already barred foreclosure charges on such floating-rate loans from banks. Fixed-rate loans may carry a charge, which must be shown in the Key Facts Statement.",
    },
    {
      question: "How does a flat interest rate compare with a reducing-balance rate?",
      answer:
        "Some car, two-wheeler and consumer-durable loans quote a flat rate, charged on the original amount for the whole term. A flat 10% on ₹1 lakh over 5 years means ₹50,000 of interest and an EMI of ₹2,500, the same EMI as a reducing-balance rate of about 17.3%. Compare loans on the reducing-balance rate or the APR in the Key Facts Statement.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const month = (count: number) => `${count} ${plural("hi", count, { one: "महीना", other: "महीने" })}`;



export const EMI_TEXT: Catalogues<typeof en> = translatable("EMI_TEXT", en);
