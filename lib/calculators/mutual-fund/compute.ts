import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { lumpsumProjection, type LumpsumResult } from "@/lib/finance/sip";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { bothActs, MUTUAL_FUND_TEXT } from "./text";

type Text = TranslationOf<(typeof MUTUAL_FUND_TEXT)["en"]>;

export type MutualFundCalculatorInput = InputOf<typeof fields>;

/** ₹1 crore crore: beyond it the figures stop being a projection anyone can use (and rupees stop adding up exactly in floating point). */
export const MAX_LUMPSUM_VALUE = 100_000_000_000_000;

export const MUTUAL_FUND_TABLE_CAPTION = MUTUAL_FUND_TEXT.en.tableCaption;
export const MUTUAL_FUND_CSV_FILE_NAME = "mutual-fund-schedule.csv";

const periodOf = (t: Text, years: number) => t.period(years, formatIndianNumber(years));

export function lumpsumFor(input: MutualFundCalculatorInput): LumpsumResult {
  return lumpsumProjection({ amount: input.amount, annualRatePercent: input.rate, years: input.years });
}

/** Every field is in range on its own; together they can still grow past what can be shown. */
export function validateMutualFund(input: MutualFundCalculatorInput, locale: Locale = "en"): Partial<Record<keyof MutualFundCalculatorInput, string>> {
  const tooLarge = messagesFor(MUTUAL_FUND_TEXT, locale).tooLarge(formatInr(MAX_LUMPSUM_VALUE));
  try {
    return lumpsumFor(input).total > MAX_LUMPSUM_VALUE ? { years: tooLarge } : {};
  } catch (error) {
    if (error instanceof RangeError) return { years: tooLarge };
    throw error;
  }
}

export function computeMutualFund(input: MutualFundCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(MUTUAL_FUND_TEXT, locale);
  const result = lumpsumFor(input);
  const period = periodOf(t, input.years);
  const summary =
    result.returns === 0
      ? t.summaryNone(formatInr(result.invested), formatPercent(input.rate), formatInr(result.total), period)
      : t.summary(formatInr(result.invested), period, formatPercent(input.rate), formatInr(result.total), formatInr(result.returns), formatPercent(result.absoluteReturnPercent));

  return {
    summary,
    groups: [
      {
        title: t.groupAfter(period),
        figures: [
          { name: "invested", label: t.invested, value: result.invested, format: "rupees" },
          { name: "returns", label: t.returns, value: result.returns, format: "rupees" },
          { name: "total", label: t.total, value: result.total, format: "rupees" },
        ],
      },
      {
        title: t.groupGrowth,
        figures: [
          { name: "absoluteReturn", label: t.absoluteReturn, value: result.absoluteReturnPercent, format: "percent" },
          { name: "cagr", label: t.cagr, value: result.cagrPercent, format: "percent" },
        ],
      },
    ],
    breakdown: [{ title: t.breakdown, steps: stepsFor(input, result, t) }],
    notes: [t.noteAssumption, t.noteTax(bothActs("112A", locale), bothActs("111A", locale)), t.noteSip],
    tables: [tableFor(result, t)],
    chart: chartFor(result, t),
  };
}

function stepsFor(input: MutualFundCalculatorInput, result: LumpsumResult, t: Text): Step[] {
  const factor = (1 + input.rate / 100) ** input.years;
  return [
    { label: t.stepInvested, amount: result.invested, reference: t.stepInvestedReference },
    {
      label: t.stepFactor(formatPercent(input.rate), formatIndianNumber(input.years)),
      text: t.stepFactorText(formatIndianNumber(factor, { maximumFractionDigits: 4 })),
      reference: t.stepFactorReference,
    },
    { label: t.stepTotal, amount: result.total, reference: t.stepTotalReference },
    { label: t.stepReturns, amount: result.returns, reference: t.stepReturnsReference },
    { label: t.stepAbsolute, text: formatPercent(result.absoluteReturnPercent), reference: t.stepAbsoluteReference },
    { label: t.stepCagr(formatIndianNumber(input.years)), text: formatPercent(result.cagrPercent), reference: t.stepCagrReference },
  ];
}

function tableFor(result: LumpsumResult, t: Text): ResultTable {
  const c = t.columns;
  const columns = [c.year, c.invested, c.returns, c.closing];
  const csvRows = result.yearly.map((row) => [row.year, row.invested, row.returns, row.closing]);
  const rows = csvRows.map((row) => row.map((cell, index) => (index === 0 ? String(cell) : formatInr(cell))));
  return { caption: t.tableCaption, columns, rows, csvFileName: MUTUAL_FUND_CSV_FILE_NAME, csvRows };
}

function chartFor(result: LumpsumResult, t: Text): ChartSpec {
  return {
    title: t.chartTitle,
    labels: result.yearly.map((row) => t.yearLabel(row.year)),
    series: [
      { label: t.seriesInvested, values: result.yearly.map((row) => row.totalInvested) },
      { label: t.seriesTotal, values: result.yearly.map((row) => row.closing) },
    ],
    tableCaption: t.tableCaption,
  };
}
