import { INDIA_POST_RD_MONTHS, INDIA_POST_RD_RATE, recurringDeposit, type RecurringDepositYear } from "@/lib/finance/recurring-deposit";
import { formatInr, formatPercent } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { formAcrossYearsFor } from "./form-names";
import { RD_TEXT } from "./text";

type Text = TranslationOf<(typeof RD_TEXT)["en"]>;

export type RdCalculatorInput = InputOf<typeof fields>;

/** The caption of the yearly schedule, which the chart names as holding its numbers (English; Hindi in RD_TEXT.hi). */
export const RD_SCHEDULE_CAPTION = RD_TEXT.en.tableCaption;

/** 60 → "5 years", 18 → "1 year 6 months", 8 → "8 months" (Hindi: "5 वर्ष", "1 वर्ष 6 महीने", "8 महीने"). */
export function termText(totalMonths: number, locale: Locale = "en"): string {
  return messagesFor(RD_TEXT, locale).term(Math.floor(totalMonths / 12), totalMonths % 12);
}

/** "Year 3", or "Year 3 (part)" for a final year of fewer than 12 instalments. */
const yearLabel = (t: Text) => (row: RecurringDepositYear) => t.yearLabel(row.year, row.instalments < 12);

export function computeRd(input: RdCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(RD_TEXT, locale);
  const { monthly, rate, months } = input;
  const result = recurringDeposit({ monthlyInstalment: monthly, annualRatePercent: rate, months });
  const term = termText(months, locale);
  const quarterlyRate = rate / 4;

  const summary = t.summary(formatInr(monthly), term, formatPercent(rate), formatInr(result.deposited), formatInr(result.maturity), formatInr(result.interest));

  const steps: Step[] = [
    { label: t.stepInstalment, amount: monthly, reference: t.stepInstalmentReference },
    { label: t.stepCount, text: String(months), reference: t.stepCountReference(term) },
    { label: t.stepDeposited, amount: result.deposited, reference: t.stepDepositedReference },
    {
      label: t.stepRate(formatPercent(rate)),
      text: formatPercent(quarterlyRate, { maximumFractionDigits: 4 }),
      reference: t.stepRateReference,
    },
    { label: t.stepMaturity, text: formatInr(result.maturityToPaise, { paise: true }), reference: t.stepMaturityReference },
    { label: t.stepRounded, amount: result.maturity, reference: t.stepRoundedReference },
    { label: t.stepInterest, amount: result.interest, reference: t.stepInterestReference },
  ];

  return {
    summary,
    groups: [
      {
        title: t.group,
        figures: [
          { name: "deposited", label: t.deposited, value: result.deposited, format: "rupees" },
          { name: "interest", label: t.interest, value: result.interest, format: "rupees" },
          { name: "maturity", label: t.maturity, value: result.maturity, format: "rupees" },
        ],
      },
    ],
    breakdown: [{ title: t.breakdown, steps }],
    notes: notesFor(input, result.maturityToPaise, t, locale),
    tables: [scheduleTable(result.yearly, t)],
    chart: chartFor(result.yearly, t),
  };
}

function scheduleTable(yearly: RecurringDepositYear[], t: Text): ResultTable {
  let invested = 0;
  const rows: (string | number)[][] = [];
  const csvRows: number[][] = [];
  for (const row of yearly) {
    invested += row.deposited;
    rows.push([
      yearLabel(t)(row),
      row.instalments,
      formatInr(row.opening),
      formatInr(row.deposited),
      formatInr(row.interest),
      formatInr(invested),
      formatInr(row.closing),
    ]);
    csvRows.push([row.year, row.instalments, row.opening, row.deposited, row.interest, invested, row.closing]);
  }
  const c = t.columns;
  return {
    caption: t.tableCaption,
    columns: [c.year, c.instalments, c.opening, c.deposited, c.interest, c.invested, c.total],
    rows,
    csvFileName: "rd-schedule.csv",
    csvRows,
  };
}

function chartFor(yearly: RecurringDepositYear[], t: Text): ChartSpec {
  let invested = 0;
  const investedByYear = yearly.map((row) => (invested += row.deposited));
  return {
    title: t.chartTitle,
    labels: yearly.map(yearLabel(t)),
    series: [
      { label: t.seriesInvested, values: investedByYear },
      { label: t.seriesTotal, values: yearly.map((row) => row.closing) },
    ],
    tableCaption: t.tableCaption,
  };
}

function notesFor(input: RdCalculatorInput, maturityToPaise: number, t: Text, locale: Locale): string[] {
  const notes: string[] = [];
  const indiaPostTerms = input.rate === INDIA_POST_RD_RATE.value && input.months === INDIA_POST_RD_MONTHS.value;
  if (indiaPostTerms) {
    notes.push(t.noteIndiaPostTerms(INDIA_POST_RD_RATE.value, INDIA_POST_RD_MONTHS.value, formatInr(maturityToPaise, { paise: true })));
  }
  notes.push(t.noteRate(INDIA_POST_RD_RATE.value, t.rateNote), t.noteOnTime, t.noteTax(formAcrossYearsFor("noTdsDeclaration", locale)), t.noteThirds);
  return notes;
}
