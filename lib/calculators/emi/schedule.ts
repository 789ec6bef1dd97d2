import { formatInr } from "@/lib/format";
import type { LoanResult } from "@/lib/finance/loan";
import type { ChartSpec, ResultTable } from "../types";

/*
 * The amortisation schedule of a loan as the frame shows it: a year-by-year table (whose
 * cumulative columns the chart draws), a month-by-month table, both offered as CSV with
 * plain rupee numbers, and the chart. Shared by the EMI and home-loan calculators.
 */

export const YEARLY_CAPTION = "Repayment schedule by loan year";
export const MONTHLY_CAPTION = "Repayment schedule by month";
export const CHART_TITLE = "Principal repaid and interest paid so far, by loan year";

export interface LoanSchedule {
  tables: ResultTable[];
  chart: ChartSpec;
}

/**
 * @param slug names the CSV files: "{slug}-schedule.csv" (by year) and "{slug}-monthly-schedule.csv".
 * @param showPrepayments adds a prepayment column (the home-loan calculator).
 */
export function loanSchedule(slug: string, loan: LoanResult, showPrepayments: boolean): LoanSchedule {
  let principalSoFar = 0;
  let interestSoFar = 0;
  // One line per loan year: the year's figures, then the running totals the chart draws.
  const years = loan.yearly.map((year) => {
    principalSoFar += year.principal + year.prepayment;
    interestSoFar += year.interest;
    return {
      year: year.year,
      principalSoFar,
      interestSoFar,
      amounts: [year.opening, year.emiPaid, year.interest, year.principal, ...(showPrepayments ? [year.prepayment] : []), year.closing, principalSoFar, interestSoFar],
    };
  });
  const prepaymentColumn = showPrepayments ? ["Prepayment"] : [];

  const yearly: ResultTable = {
    caption: YEARLY_CAPTION,
    columns: ["Loan year", "Opening balance", "EMIs paid", "Interest", "Principal", ...prepaymentColumn, "Closing balance", "Principal repaid so far", "Interest paid so far"],
    rows: years.map(({ year, amounts }) => [`Year ${year}`, ...amounts.map((amount) => formatInr(amount))]),
    csvFileName: `${slug}-schedule.csv`,
    csvRows: years.map(({ year, amounts }) => [year, ...amounts]),
  };

  const months = loan.monthly.map((month) => ({
    month: month.month,
    year: month.year,
    amounts: [month.opening, month.emi, month.interest, month.principal, ...(showPrepayments ? [month.prepayment] : []), month.closing],
  }));
  const monthly: ResultTable = {
    caption: MONTHLY_CAPTION,
    columns: ["Month", "Loan year", "Opening balance", "EMI", "Interest", "Principal", ...prepaymentColumn, "Closing balance"],
    rows: months.map(({ month, year, amounts }) => [month, year, ...amounts.map((amount) => formatInr(amount))]),
    csvFileName: `${slug}-monthly-schedule.csv`,
    csvRows: months.map(({ month, year, amounts }) => [month, year, ...amounts]),
  };

  const chart: ChartSpec = {
    title: CHART_TITLE,
    labels: years.map(({ year }) => `Year ${year}`),
    series: [
      { label: "Principal repaid", values: years.map((line) => line.principalSoFar) },
      { label: "Interest paid", values: years.map((line) => line.interestSoFar) },
    ],
    tableCaption: YEARLY_CAPTION,
  };

  return { tables: [yearly, monthly], chart };
}
