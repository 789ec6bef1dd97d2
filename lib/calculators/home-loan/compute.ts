import { formatIndianNumber, formatInr } from "@/lib/format";
import { computeLoan, type LoanResult, type Prepayment } from "@/lib/finance/loan";
import { financialYearLabel, rulesFor } from "@/lib/tax";
import { sectionOf } from "@/lib/tax/sections";
import { emiSteps, loanFigures, loanNotes, totalSteps } from "../emi/compute";
import { tenureMonths, tenureText } from "../emi/loan-fields";
import { loanSchedule } from "../emi/schedule";
import type { CalculatorResult, Figure, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { firstYearTaxBenefit, type TaxBenefit } from "./tax-benefit";

export type HomeLoanCalculatorInput = InputOf<typeof fields>;

/** "tax year 2026-27" or "FY 2025-26 (AY 2026-27)", for the middle of a sentence. */
const yearInSentence = (input: HomeLoanCalculatorInput) => financialYearLabel(input.fy).replace(/^Tax year/, "tax year");

function prepaymentsOf(input: HomeLoanCalculatorInput): Prepayment[] {
  if (input.prepay <= 0) return [];
  return [
    input.prepayType === "once"
      ? { kind: "one-time", month: input.prepayMonth, amount: input.prepay }
      : { kind: "yearly", fromMonth: input.prepayMonth, amount: input.prepay },
  ];
}

/** A tenure of at least a month, and a prepayment that falls before the last EMI. */
export function validateHomeLoan(input: HomeLoanCalculatorInput): Partial<Record<keyof HomeLoanCalculatorInput, string>> {
  const months = tenureMonths(input);
  if (months < 1) return { years: "Enter a tenure of at least 1 month: the years and months are both 0." };
  if (input.prepay > 0 && input.prepayMonth >= months) {
    return { prepayMonth: `Enter a month before the last EMI: at most month ${months - 1}, as the loan runs ${months} months.` };
  }
  return {};
}

function prepaymentFigures(input: HomeLoanCalculatorInput, loan: LoanResult): Figure[] {
  const none = input.prepay <= 0;
  const figures: Figure[] = [
    { name: "totalPrepaid", label: "Prepaid in all", value: loan.totalPrepaid, format: "rupees" },
    {
      name: "interestSaved",
      label: "Interest saved",
      value: loan.interestSaved,
      format: "rupees",
      note: none ? "Enter a prepayment to see the interest and months it saves." : undefined,
    },
    { name: "monthsSaved", label: "Months saved", value: loan.monthsSaved, format: "number" },
    { name: "newTenure", label: "Loan repaid in", value: tenureText(loan.months), format: "text" },
  ];
  if (!none && input.prepayEffect === "emi") {
    figures.push({ name: "reducedEmi", label: "EMI after the prepayments", value: loan.emiAfterPrepayments, format: "rupees" });
  }
  return figures;
}

function prepaymentSteps(input: HomeLoanCalculatorInput, loan: LoanResult): Step[] {
  const when = input.prepayType === "once" ? `at the end of month ${input.prepayMonth}` : `every 12 months from month ${input.prepayMonth}`;
  return [
    { label: `Prepaid in all: ${formatInr(input.prepay)} ${when}`, amount: loan.totalPrepaid, reference: "Paid after that month's EMI, never more than the balance then owed" },
    input.prepayEffect === "tenure"
      ? { label: "The EMI stays the same, so the balance is cleared sooner", text: tenureText(loan.months), reference: "Reduce-tenure option" }
      : { label: "The EMI is recomputed on the new balance over the months left", amount: loan.emiAfterPrepayments, reference: "Reduce-EMI option: the annuity formula on the balance and months left" },
    { label: "Interest without prepayments", amount: loan.withoutPrepayments.totalInterest, reference: "The same loan repaid by EMIs alone" },
    { label: "Interest with prepayments", amount: loan.totalInterest, reference: "Month-by-month schedule below" },
    { label: "Interest saved", amount: loan.interestSaved, reference: "Interest without prepayments less interest with them" },
    { label: "Months saved", text: String(loan.monthsSaved), reference: `${loan.withoutPrepayments.months} months without prepayments, ${loan.months} with them` },
  ];
}

function summaryOf(input: HomeLoanCalculatorInput, loan: LoanResult, tax: TaxBenefit): string {
  const months = tenureMonths(input);
  const rate = `${formatIndianNumber(input.rate, { maximumFractionDigits: 2 })}%`;
  const base = `A home loan of ${formatInr(input.amount)} at ${rate} over ${tenureText(months)} costs ${formatInr(loan.emi)} a month`;
  const saving =
    input.prepay > 0
      ? `; your prepayments save ${formatInr(loan.interestSaved)} of interest${loan.monthsSaved > 0 ? ` and ${loan.monthsSaved} months` : ""}, cutting the interest to ${formatInr(loan.totalInterest)}.`
      : `, with ${formatInr(loan.totalInterest)} in interest.`;
  const taxLine =
    input.regime === "old"
      ? ` In the first year the old regime's deductions of ${formatInr(tax.interestDeduction + tax.principalDeduction)} save about ${formatInr(tax.taxSaved)} of tax.`
      : " The new regime allows no deduction for a self-occupied house.";
  return base + saving + taxLine;
}

function notesOf(input: HomeLoanCalculatorInput, loan: LoanResult): string[] {
  const notes = loanNotes(loan);
  const setOffLimit = formatInr(rulesFor(input.fy).deductionLimits.homeLoanInterestSelfOccupied.value);
  if (input.prepay > 0) {
    notes.push(
      "A prepayment is taken as paid at the end of its month, after that month's EMI. No charge applies to a floating-rate home loan taken by an individual (RBI (Pre-payment Charges on Loans) Directions, 2025, for loans sanctioned or renewed from 1 January 2026, and earlier RBI circulars for floating-rate loans); a fixed-rate loan may carry one.",
    );
  }
  notes.push(
    `The tax figures are for the loan's first 12 months, taken as falling in ${yearInSentence(input)}. The deductions are claimed by financial year: a loan that starts mid-year has fewer EMIs in its first year, and the interest deduction is allowed on interest payable for the year.`,
    "They assume a self-occupied house whose purchase or construction is complete, bought with a loan taken on or after 1 April 1999 and finished within five years from the end of the year the loan was taken (otherwise the interest limit is ₹30,000). Interest paid before completion is deducted in five equal parts from the year of completion, within the same limit; principal repaid before completion gets no 80C deduction.",
    `The tax saved is the deduction times the slab rate you chose, plus cess. Surcharge, the ${sectionOf("rebate", input.fy)} rebate and a deduction that takes you into a lower slab are not modelled. For a let-out house the interest is deductible in full, but a loss from house property can be set off against other income only up to ${setOffLimit} a year, and not at all in the new regime.`,
  );
  return notes;
}

export function computeHomeLoan(input: HomeLoanCalculatorInput): CalculatorResult {
  const loan = computeLoan({
    principal: input.amount,
    annualRate: input.rate,
    tenureMonths: tenureMonths(input),
    prepayments: prepaymentsOf(input),
    prepaymentEffect: input.prepayEffect === "emi" ? "reduce-emi" : "reduce-tenure",
  });
  const firstYear = loan.yearly[0];
  const tax = firstYearTaxBenefit({
    fy: input.fy,
    regime: input.regime,
    slabRate: Number(input.slab),
    other80c: input.other80c,
    interestPaid: firstYear?.interest ?? 0,
    principalPaid: (firstYear?.principal ?? 0) + (firstYear?.prepayment ?? 0),
  });
  const schedule = loanSchedule("home-loan", loan, true);
  const year = yearInSentence(input);

  return {
    summary: summaryOf(input, loan, tax),
    groups: [
      { title: "Your EMI", figures: loanFigures(loan) },
      { title: "Prepayments", figures: prepaymentFigures(input, loan) },
      {
        title: `Tax benefit in the first year (${input.regime === "old" ? "old" : "new"} regime)`,
        figures: [
          { name: "interestDeduction", label: "Interest deduction, section 24(b)", value: tax.interestDeduction, format: "rupees" },
          { name: "principalDeduction", label: `Principal deduction, ${sectionOf("80C", input.fy)}`, value: tax.principalDeduction, format: "rupees" },
          {
            name: "taxSaved",
            label: input.regime === "old" ? `Tax saved at ${input.slab}% plus cess` : "Tax saved",
            value: tax.taxSaved,
            format: "rupees",
          },
        ],
      },
    ],
    breakdown: [
      { title: "EMI on a reducing balance", steps: [...emiSteps(input, loan), ...totalSteps(loan)] },
      ...(input.prepay > 0 ? [{ title: "What the prepayments save", steps: prepaymentSteps(input, loan) }] : []),
      { title: `Tax deductions for the first year, ${year}`, steps: tax.steps },
    ],
    notes: notesOf(input, loan),
    tables: schedule.tables,
    chart: schedule.chart,
  };
}
