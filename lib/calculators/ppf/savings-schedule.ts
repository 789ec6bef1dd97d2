import { formatInr } from "@/lib/format";
import { messagesFor, type Catalogues } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { ChartSpec, ResultTable } from "../types";

/*
 * The year-by-year table and growth chart of the savings calculators (PPF, SSY, EPF).
 * One list of values feeds the table as shown (₹ and Indian grouping), its CSV (plain
 * numbers) and the chart, so the three can never disagree.
 */

const en = {
  year: (year: number) => `Year ${year}`,
  invested: "Amount invested",
  value: "Total value",
  depositMultiple: (multiple: number, choices: readonly string[]) => `Deposits are made in multiples of ₹${multiple}: enter ${choices.join(" or ")}.`,
};

/** The words of the shared schedule and chart, in English and Hindi. */
const SCHEDULE_TEXT: Catalogues<typeof en> = {
  en,
  hi: {
    year: (year: number) => `वर्ष ${year}`,
    invested: "निवेश की राशि",
    value: "कुल मूल्य",
    depositMultiple: (multiple: number, choices: readonly string[]) => `जमा ₹${multiple} के गुणक में होती है: ${choices.join(" या ")} दर्ज करें।`,
  },
};

export interface ScheduleColumn<Row> {
  head: string;
  value: (row: Row) => number;
  /** Rupees are shown with ₹ and Indian grouping; counts (year, age) as they are. */
  rupees: boolean;
}

export function scheduleTable<Row>(options: {
  caption: string;
  csvFileName: string;
  columns: readonly ScheduleColumn<Row>[];
  rows: readonly Row[];
}): ResultTable {
  const values = options.rows.map((row) => options.columns.map((column) => column.value(row)));
  return {
    caption: options.caption,
    columns: options.columns.map((column) => column.head),
    rows: values.map((cells) => cells.map((cell, index) => (options.columns[index]?.rupees ? formatInr(cell) : cell))),
    csvFileName: options.csvFileName,
    csvRows: values,
  };
}

export interface GrowthPoint {
  year: number;
  /** money put in up to the end of the year */
  invested: number;
  /** the balance at the end of the year */
  value: number;
}

/** "Amount invested" against "Total value" by year; `table` holds the same numbers. */
export function growthChart(title: string, table: ResultTable, points: readonly GrowthPoint[], locale: Locale = "en"): ChartSpec {
  const t = messagesFor(SCHEDULE_TEXT, locale);
  return {
    title,
    labels: points.map((point) => t.year(point.year)),
    series: [
      { label: t.invested, values: points.map((point) => point.invested) },
      { label: t.value, values: points.map((point) => point.value) },
    ],
    tableCaption: table.caption,
  };
}

/** Running totals of `amounts`: [a, a + b, a + b + c, …]. */
export function cumulative(amounts: readonly number[], start = 0): number[] {
  let total = start;
  return amounts.map((amount) => (total += amount));
}

/**
 * The message for a deposit that is not a multiple of the scheme's unit, naming the
 * nearest amounts the scheme accepts (within its limits).
 */
export function depositMultipleMessage(amount: number, multiple: number, minimum: number, maximum: number, locale: Locale = "en"): string | undefined {
  if (amount % multiple === 0) return undefined;
  const below = Math.floor(amount / multiple) * multiple;
  const above = below + multiple;
  const choices = [below, above].filter((candidate) => candidate >= minimum && candidate <= maximum).map((candidate) => formatInr(candidate));
  return messagesFor(SCHEDULE_TEXT, locale).depositMultiple(multiple, choices);
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
