import { formatIndianNumber, formatInr } from "@/lib/format";
import { computeLoan, type LoanResult } from "@/lib/finance/loan";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { tenureMonths, tenureText } from "./loan-fields";
import { loanSchedule } from "./schedule";

export type EmiCalculatorInput = InputOf<typeof fields>;

interface LoanTerms {
  amount: number;
  rate: number;
  years: number;
  months: number;
}

const rateText = (percent: number, digits = 2) => `${formatIndianNumber(percent, { maximumFractionDigits: digits })}%`;

/** The EMI and the totals as result figures, under the contract's names. */
export function loanFigures(loan: LoanResult): Figure[] {
  return [
    {
      name: "emi",
      label: "Monthly EMI",
      value: loan.emi,
      format: "rupees",
      note: `${formatInr(loan.emiExact, { paise: true })} before rounding to the rupee.`,
    },
    { name: "totalInterest", label: "Total interest", value: loan.totalInterest, format: "rupees" },
    { name: "totalPayment", label: "Total payment (loan + interest)", value: loan.totalPayment, format: "rupees" },
  ];
}

/** From the loan terms to the EMI (docs/tax-methods.md §38.1), each step naming its rule. */
export function emiSteps(terms: LoanTerms, loan: LoanResult): Step[] {
  const months = tenureMonths(terms);
  const monthlyRate = terms.rate / 12;
  return [
    { label: "Loan amount (P)", amount: terms.amount, reference: "The amount borrowed, all of it paid out at the start" },
    {
      label: `Monthly rate (i): ${rateText(terms.rate)} ÷ 12`,
      text: rateText(monthlyRate, 4),
      reference: "Reducing balance with monthly rests: each month's interest is charged on the balance then outstanding",
    },
    { label: `Number of EMIs (n): ${tenureText(months)}`, text: String(months), reference: "One instalment at the end of each month" },
    {
      label: terms.rate === 0 ? `EMI = P ÷ n (${formatInr(loan.emiExact, { paise: true })})` : `EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1) (${formatInr(loan.emiExact, { paise: true })})`,
      amount: loan.emi,
      reference: terms.rate === 0 ? "At 0% the loan is simply split into equal parts" : "Annuity formula for equal monthly instalments, rounded to the rupee",
    },
  ];
}

/** The totals under the EMI steps. */
export function totalSteps(loan: LoanResult): Step[] {
  return [
    {
      label: "Total interest: each month's interest (balance × i), added up",
      amount: loan.totalInterest,
      reference: "Month-by-month schedule below; the interest falls as the balance is repaid",
    },
    {
      label: "Total payment: the loan amount plus the total interest",
      amount: loan.totalPayment,
      reference: "Everything paid to the lender over the loan (processing fees and insurance not included)",
    },
  ];
}

/** Caveats every EMI figure carries. */
export function loanNotes(loan: LoanResult): string[] {
  return [
    `The EMI is ${formatInr(loan.emiExact, { paise: true })} before rounding. The schedule keeps the paise, so a month's instalment may read a rupee either side of ${formatInr(loan.emi)}; lenders round the EMI to the rupee and adjust the last instalment, so their totals may differ from these by a few rupees.`,
    "The rate is taken as fixed for the whole tenure. On a floating-rate loan, at each reset the lender must offer a higher EMI, a longer tenure or a mix of both, a switch to a fixed rate, and prepayment (RBI circular on reset of floating interest rates on EMI-based personal loans, 18 August 2023): run the calculator again on the balance left.",
    "Processing fees, insurance and other charges are not included. The Key Facts Statement your lender must give you before signing (RBI circular of 15 April 2024) shows them in the annual percentage rate (APR).",
  ];
}

export function computeEmi(input: EmiCalculatorInput): CalculatorResult {
  const months = tenureMonths(input);
  const loan = computeLoan({ principal: input.amount, annualRate: input.rate, tenureMonths: months });
  const schedule = loanSchedule("emi", loan, false);
  return {
    summary: `A loan of ${formatInr(input.amount)} at ${rateText(input.rate)} over ${tenureText(months)} costs ${formatInr(loan.emi)} a month: ${formatInr(loan.totalInterest)} in interest, ${formatInr(loan.totalPayment)} in all.`,
    groups: [{ title: "Your EMI", figures: loanFigures(loan) }],
    breakdown: [{ title: "EMI on a reducing balance", steps: [...emiSteps(input, loan), ...totalSteps(loan)] }],
    notes: loanNotes(loan),
    tables: schedule.tables,
    chart: schedule.chart,
  };
}
