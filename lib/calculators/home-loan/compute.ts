import { formatIndianNumber, formatInr } from "@/lib/format";
import { computeLoan, type LoanResult, type Prepayment } from "@/lib/finance/loan";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { rulesFor } from "@/lib/tax";
import { sectionOf } from "@/lib/tax/sections";
import { emiSteps, loanFigures, loanNotes, totalSteps } from "../emi/compute";
import { tenureMonths, tenureText, validateTenure } from "../emi/loan-fields";
import { loanSchedule } from "../emi/schedule";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { firstYearTaxBenefit, type TaxBenefit } from "./tax-benefit";
import { HOME_LOAN_TEXT } from "./text";

type Text = TranslationOf<(typeof HOME_LOAN_TEXT)["en"]>;

export type HomeLoanCalculatorInput = InputOf<typeof fields>;

/** "tax year 2026-27" or "FY 2025-26 (AY 2026-27)", for the middle of a sentence ("कर वर्ष 2026-27" in Hindi). */
const yearInSentence = (input: HomeLoanCalculatorInput, t: Text, locale: Locale) => t.yearInSentence(yearLabel(input.fy, locale));

/** A section named by lib/tax, in the page's language ("section 80C" → "धारा 80C"). */
const cite = (section: string, locale: Locale) => citeIn(section, locale).text;

function prepaymentsOf(input: HomeLoanCalculatorInput): Prepayment[] {
  if (input.prepay <= 0) return [];
  return [
    input.prepayType === "once"
      ? { kind: "one-time", month: input.prepayMonth, amount: input.prepay }
      : { kind: "yearly", fromMonth: input.prepayMonth, amount: input.prepay },
  ];
}

/** A tenure of at least a month, and a prepayment that falls before the last EMI. */
export function validateHomeLoan(input: HomeLoanCalculatorInput, locale: Locale = "en"): Partial<Record<keyof HomeLoanCalculatorInput, string>> {
  const months = tenureMonths(input);
  if (months < 1) return validateTenure(input, locale);
  if (input.prepay > 0 && input.prepayMonth >= months) {
    return { prepayMonth: messagesFor(HOME_LOAN_TEXT, locale).prepayMonthTooLate(months) };
  }
  return {};
}

function prepaymentFigures(input: HomeLoanCalculatorInput, loan: LoanResult, t: Text, locale: Locale): Figure[] {
  const none = input.prepay <= 0;
  const figures: Figure[] = [
    { name: "totalPrepaid", label: t.totalPrepaid, value: loan.totalPrepaid, format: "rupees" },
    {
      name: "interestSaved",
      label: t.interestSaved,
      value: loan.interestSaved,
      format: "rupees",
      note: none ? t.interestSavedNote : undefined,
    },
    { name: "monthsSaved", label: t.monthsSaved, value: loan.monthsSaved, format: "number" },
    { name: "newTenure", label: t.newTenure, value: tenureText(loan.months, locale), format: "text" },
  ];
  if (!none && input.prepayEffect === "emi") {
    figures.push({ name: "reducedEmi", label: t.reducedEmi, value: loan.emiAfterPrepayments, format: "rupees" });
  }
  return figures;
}

function prepaymentSteps(input: HomeLoanCalculatorInput, loan: LoanResult, t: Text, locale: Locale): Step[] {
  const when = input.prepayType === "once" ? t.whenOnce(input.prepayMonth) : t.whenYearly(input.prepayMonth);
  return [
    { label: t.stepPrepaid(formatInr(input.prepay), when), amount: loan.totalPrepaid, reference: t.stepPrepaidReference },
    input.prepayEffect === "tenure"
      ? { label: t.stepSameEmi, text: tenureText(loan.months, locale), reference: t.stepSameEmiReference }
      : { label: t.stepNewEmi, amount: loan.emiAfterPrepayments, reference: t.stepNewEmiReference },
    { label: t.stepInterestWithout, amount: loan.withoutPrepayments.totalInterest, reference: t.stepInterestWithoutReference },
    { label: t.stepInterestWith, amount: loan.totalInterest, reference: t.stepInterestWithReference },
    { label: t.stepInterestSaved, amount: loan.interestSaved, reference: t.stepInterestSavedReference },
    { label: t.stepMonthsSaved, text: String(loan.monthsSaved), reference: t.stepMonthsSavedReference(loan.withoutPrepayments.months, loan.months) },
  ];
}

function summaryOf(input: HomeLoanCalculatorInput, loan: LoanResult, tax: TaxBenefit, t: Text, locale: Locale): string {
  const months = tenureMonths(input);
  const rate = `${formatIndianNumber(input.rate, { maximumFractionDigits: 2 })}%`;
  const base = t.summaryBase(formatInr(input.amount), rate, tenureText(months, locale), formatInr(loan.emi));
  const saving = input.prepay > 0 ? t.summarySaving(formatInr(loan.interestSaved), loan.monthsSaved, formatInr(loan.totalInterest)) : t.summaryInterest(formatInr(loan.totalInterest));
  const taxLine = input.regime === "old" ? t.summaryOld(formatInr(tax.interestDeduction + tax.principalDeduction), formatInr(tax.taxSaved)) : t.summaryNew;
  return base + saving + taxLine;
}

function notesOf(input: HomeLoanCalculatorInput, loan: LoanResult, t: Text, locale: Locale): string[] {
  const notes = loanNotes(loan, locale);
  const setOffLimit = formatInr(rulesFor(input.fy).deductionLimits.homeLoanInterestSelfOccupied.value);
  if (input.prepay > 0) notes.push(t.notePrepayment);
  notes.push(t.noteFirstYear(yearInSentence(input, t, locale)), t.noteSelfOccupied, t.noteNotModelled(cite(sectionOf("rebate", input.fy), locale), setOffLimit));
  return notes;
}

export function computeHomeLoan(input: HomeLoanCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(HOME_LOAN_TEXT, locale);
  const loan = computeLoan({
    principal: input.amount,
    annualRate: input.rate,
    tenureMonths: tenureMonths(input),
    prepayments: prepaymentsOf(input),
    prepaymentEffect: input.prepayEffect === "emi" ? "reduce-emi" : "reduce-tenure",
  });
  const firstYear = loan.yearly[0];
  const tax = firstYearTaxBenefit(
    {
      fy: input.fy,
      regime: input.regime,
      slabRate: Number(input.slab),
      other80c: input.other80c,
      interestPaid: firstYear?.interest ?? 0,
      principalPaid: (firstYear?.principal ?? 0) + (firstYear?.prepayment ?? 0),
    },
    locale,
  );
  const schedule = loanSchedule("home-loan", loan, true, locale);
  const year = yearInSentence(input, t, locale);

  return {
    summary: summaryOf(input, loan, tax, t, locale),
    groups: [
      { title: t.groupEmi, figures: loanFigures(loan, locale) },
      { title: t.groupPrepayments, figures: prepaymentFigures(input, loan, t, locale) },
      {
        title: t.groupTaxBenefit(input.regime),
        figures: [
          { name: "interestDeduction", label: t.interestDeduction, value: tax.interestDeduction, format: "rupees" },
          { name: "principalDeduction", label: t.principalDeduction(cite(sectionOf("80C", input.fy), locale)), value: tax.principalDeduction, format: "rupees" },
          {
            name: "taxSaved",
            label: input.regime === "old" ? t.taxSavedOld(input.slab) : t.taxSaved,
            value: tax.taxSaved,
            format: "rupees",
          },
        ],
      },
    ],
    breakdown: [
      { title: t.breakdownEmi, steps: [...emiSteps(input, loan, locale), ...totalSteps(loan, locale)] },
      ...(input.prepay > 0 ? [{ title: t.breakdownPrepayments, steps: prepaymentSteps(input, loan, t, locale) }] : []),
      { title: t.breakdownTax(year), steps: tax.steps },
    ],
    notes: notesOf(input, loan, t, locale),
    tables: schedule.tables,
    chart: schedule.chart,
  };
}
