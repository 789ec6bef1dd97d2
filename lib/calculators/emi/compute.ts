import { formatIndianNumber, formatInr } from "@/lib/format";
import { computeLoan, type LoanResult } from "@/lib/finance/loan";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { tenureMonths, tenureText } from "./loan-fields";
import { loanSchedule } from "./schedule";
import { EMI_TEXT } from "./text";

export type EmiCalculatorInput = InputOf<typeof fields>;

interface LoanTerms {
  amount: number;
  rate: number;
  years: number;
  months: number;
}

const rateText = (percent: number, digits = 2) => `${formatIndianNumber(percent, { maximumFractionDigits: digits })}%`;
const paise = (amount: number) => formatInr(amount, { paise: true });

/** The EMI and the totals as result figures, under the contract's names. */
export function loanFigures(loan: LoanResult, locale: Locale = "en"): Figure[] {
  const t = messagesFor(EMI_TEXT, locale);
  return [
    { name: "emi", label: t.emi, value: loan.emi, format: "rupees", note: t.emiNote(paise(loan.emiExact)) },
    { name: "totalInterest", label: t.totalInterest, value: loan.totalInterest, format: "rupees" },
    { name: "totalPayment", label: t.totalPayment, value: loan.totalPayment, format: "rupees" },
  ];
}

/** From the loan terms to the EMI (docs/tax-methods.md §38.1), each step naming its rule. */
export function emiSteps(terms: LoanTerms, loan: LoanResult, locale: Locale = "en"): Step[] {
  const t = messagesFor(EMI_TEXT, locale);
  const months = tenureMonths(terms);
  const monthlyRate = terms.rate / 12;
  return [
    { label: t.stepAmount, amount: terms.amount, reference: t.stepAmountReference },
    { label: t.stepRate(rateText(terms.rate)), text: rateText(monthlyRate, 4), reference: t.stepRateReference },
    { label: t.stepCount(tenureText(months, locale)), text: String(months), reference: t.stepCountReference },
    {
      label: terms.rate === 0 ? t.stepEmiZero(paise(loan.emiExact)) : t.stepEmi(paise(loan.emiExact)),
      amount: loan.emi,
      reference: terms.rate === 0 ? t.stepEmiZeroReference : t.stepEmiReference,
    },
  ];
}

/** The totals under the EMI steps. */
export function totalSteps(loan: LoanResult, locale: Locale = "en"): Step[] {
  const t = messagesFor(EMI_TEXT, locale);
  return [
    { label: t.stepInterest, amount: loan.totalInterest, reference: t.stepInterestReference },
    { label: t.stepTotal, amount: loan.totalPayment, reference: t.stepTotalReference },
  ];
}

/** Caveats every EMI figure carries. */
export function loanNotes(loan: LoanResult, locale: Locale = "en"): string[] {
  const t = messagesFor(EMI_TEXT, locale);
  return [t.noteRounding(paise(loan.emiExact), formatInr(loan.emi)), t.noteFloating, t.noteFees];
}

export function computeEmi(input: EmiCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(EMI_TEXT, locale);
  const months = tenureMonths(input);
  const loan = computeLoan({ principal: input.amount, annualRate: input.rate, tenureMonths: months });
  const schedule = loanSchedule("emi", loan, false, locale);
  return {
    summary: t.summary(formatInr(input.amount), rateText(input.rate), tenureText(months, locale), formatInr(loan.emi), formatInr(loan.totalInterest), formatInr(loan.totalPayment)),
    groups: [{ title: t.groupEmi, figures: loanFigures(loan, locale) }],
    breakdown: [{ title: t.breakdown, steps: [...emiSteps(input, loan, locale), ...totalSteps(loan, locale)] }],
    notes: loanNotes(loan, locale),
    tables: schedule.tables,
    chart: schedule.chart,
  };
}
