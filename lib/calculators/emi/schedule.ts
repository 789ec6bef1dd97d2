import { formatInr } from "@/lib/format";
import type { LoanResult } from "@/lib/finance/loan";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { ChartSpec, ResultTable } from "../types";
import { EMI_TEXT } from "./text";

/*
 * The amortisation schedule of a loan as the frame shows it: a year-by-year table (whose
 * cumulative columns the chart draws), a month-by-month table, both offered as CSV with
 * plain rupee numbers, and the chart. Shared by the EMI and home-loan calculators.
 */

/** The English captions and chart title (the Hindi ones are in EMI_TEXT.hi). */
export const YEARLY_CAPTION = EMI_TEXT.en.yearlyCaption;
export const MONTHLY_CAPTION = EMI_TEXT.en.monthlyCaption;
export const CHART_TITLE = EMI_TEXT.en.chartTitle;

export interface LoanSchedule {
  tables: ResultTable[];
  chart: ChartSpec;
}

/**
 * @param slug names the CSV files: "{slug}-schedule.csv" (by year) and "{slug}-monthly-schedule.csv".
 * @param showPrepayments adds a prepayment column (the home-loan calculator).
 * @param locale the language of the captions, column heads (the CSV's too) and chart labels.
 */
export function loanSchedule(slug: string, loan: LoanResult, showPrepayments: boolean, locale: Locale = "en"): LoanSchedule {
  const t = messagesFor(EMI_TEXT, locale);
  const c = t.columns;
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
  const prepaymentColumn = showPrepayments ? [c.prepayment] : [];

  const yearly: ResultTable = {
    caption: t.yearlyCaption,
    columns: [c.loanYear, c.opening, c.emisPaid, c.interest, c.principal, ...prepaymentColumn, c.closing, c.principalSoFar, c.interestSoFar],
    rows: years.map(({ year, amounts }) => [t.yearLabel(year), ...amounts.map((amount) => formatInr(amount))]),
    csvFileName: `${slug}-schedule.csv`,
    csvRows: years.map(({ year, amounts }) => [year, ...amounts]),
  };

  const months = loan.monthly.map((month) => ({
    month: month.month,
    year: month.year,
    amounts: [month.opening, month.emi, month.interest, month.principal, ...(showPrepayments ? [month.prepayment] : []), month.closing],
  }));
  const monthly: ResultTable = {
    caption: t.monthlyCaption,
    columns: [c.month, c.loanYear, c.opening, c.emi, c.interest, c.principal, ...prepaymentColumn, c.closing],
    rows: months.map(({ month, year, amounts }) => [month, year, ...amounts.map((amount) => formatInr(amount))]),
    csvFileName: `${slug}-monthly-schedule.csv`,
    csvRows: months.map(({ month, year, amounts }) => [month, year, ...amounts]),
  };

  const chart: ChartSpec = {
    title: t.chartTitle,
    labels: years.map(({ year }) => t.yearLabel(year)),
    series: [
      { label: t.seriesPrincipal, values: years.map((line) => line.principalSoFar) },
      { label: t.seriesInterest, values: years.map((line) => line.interestSoFar) },
    ],
    tableCaption: t.yearlyCaption,
  };

  return { tables: [yearly, monthly], chart };
}
