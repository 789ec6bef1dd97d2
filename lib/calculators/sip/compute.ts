import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { roundRupees } from "@/lib/finance/shared";
import { sipProjection, type SipResult } from "@/lib/finance/sip";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, ChartSpec, Figure, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { SIP_TEXT } from "./text";

type Text = TranslationOf<(typeof SIP_TEXT)["en"]>;

export type SipCalculatorInput = InputOf<typeof fields>;

/** ₹1 crore crore: beyond it the figures stop being a projection anyone can use (and rupees stop adding up exactly in floating point). */
export const MAX_SIP_VALUE = 100_000_000_000_000;

export const SIP_TABLE_CAPTION = SIP_TEXT.en.tableCaption;
export const SIP_CSV_FILE_NAME = "sip-schedule.csv";

const periodOf = (t: Text, years: number) => t.period(years, formatIndianNumber(years));

export function sipProjectionFor(input: SipCalculatorInput): SipResult {
  return sipProjection({
    monthlyInstalment: input.monthly,
    annualRatePercent: input.rate,
    years: input.years,
    annualStepUpPercent: input.stepUp,
  });
}

/** Every field is in range on its own; together they can still grow past what can be shown. */
export function validateSip(input: SipCalculatorInput, locale: Locale = "en"): Partial<Record<keyof SipCalculatorInput, string>> {
  const tooLarge = messagesFor(SIP_TEXT, locale).tooLarge(formatInr(MAX_SIP_VALUE));
  try {
    return sipProjectionFor(input).total > MAX_SIP_VALUE ? { years: tooLarge } : {};
  } catch (error) {
    if (error instanceof RangeError) return { years: tooLarge };
    throw error;
  }
}

/** A step-up first applies in the second year: over a single year it changes nothing. */
const isStepped = (input: SipCalculatorInput) => input.stepUp > 0 && input.years > 1;

export function computeSip(input: SipCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(SIP_TEXT, locale);
  const result = sipProjectionFor(input);
  const stepped = isStepped(input);
  const lastYear = result.yearly[result.yearly.length - 1]!;
  const period = periodOf(t, input.years);

  const start = stepped ? t.startStepped(formatInr(input.monthly), formatPercent(input.stepUp), period) : t.startFlat(formatInr(input.monthly), period);
  const summary =
    result.returns === 0
      ? t.summaryNoGrowth(start, formatInr(result.invested), formatPercent(input.rate), formatInr(result.total))
      : t.summary(start, formatPercent(input.rate), formatInr(result.total), formatInr(result.invested), formatInr(result.returns));

  const figures: Figure[] = [
    { name: "invested", label: t.invested, value: result.invested, format: "rupees" },
    { name: "returns", label: t.returns, value: result.returns, format: "rupees" },
    { name: "total", label: t.total, value: result.total, format: "rupees" },
  ];
  if (stepped) {
    figures.push({
      name: "lastInstalment",
      label: t.lastInstalment(lastYear.year),
      value: lastYear.monthlyInstalment,
      format: "rupees",
    });
  }

  return {
    summary,
    groups: [{ title: t.groupAfter(period), figures }],
    breakdown: [{ title: stepped ? t.breakdownStepped : t.breakdownFlat, steps: stepsFor(input, result, t) }],
    notes: notesFor(input, result, t),
    tables: [tableFor(result, stepped, t)],
    chart: chartFor(result, t),
  };
}

function stepsFor(input: SipCalculatorInput, result: SipResult, t: Text): Step[] {
  const stepped = isStepped(input);
  const monthlyRate = input.rate / 12;
  const lastYear = result.yearly[result.yearly.length - 1]!;
  const steps: Step[] = [
    { label: stepped ? t.stepFirstInstalment : t.stepInstalment, amount: input.monthly, reference: t.stepInstalmentReference },
    {
      label: t.stepCount(periodOf(t, input.years)),
      text: formatIndianNumber(result.months),
      reference: t.stepCountReference,
    },
    {
      label: t.stepRate(formatPercent(input.rate)),
      text: formatPercent(monthlyRate, { maximumFractionDigits: 4 }),
      reference: t.stepRateReference,
    },
  ];
  if (stepped) {
    steps.push(
      {
        label: t.stepRaised(formatPercent(input.stepUp)),
        text: t.stepRaisedText(formatInr(input.monthly), formatInr(lastYear.monthlyInstalment), lastYear.year),
        reference: t.stepRaisedReference,
      },
      {
        label: t.stepInvestedStepped,
        amount: result.invested,
        reference: t.stepInvestedSteppedReference,
      },
      {
        label: input.rate === 0 ? t.stepTotalZero : t.stepTotalStepped,
        amount: result.total,
        reference: t.stepTotalSteppedReference,
      },
    );
  } else {
    steps.push(
      {
        label: t.stepInvested(formatInr(input.monthly), formatIndianNumber(result.months)),
        amount: result.invested,
        reference: t.stepInvestedReference,
      },
      input.rate === 0
        ? { label: t.stepTotalZero, amount: result.total, reference: t.stepNoGrowthReference }
        : { label: t.stepTotal, amount: result.total, reference: t.stepTotalReference },
    );
  }
  steps.push({ label: t.stepReturns, amount: result.returns, reference: t.stepReturnsReference });
  return steps;
}

function tableFor(result: SipResult, stepped: boolean, t: Text): ResultTable {
  const c = t.columns;
  const columns = [c.year, ...(stepped ? [c.instalment] : []), c.invested, c.returns, c.totalInvested, c.closing];
  const plain = (row: SipResult["yearly"][number]) => [
    row.year,
    ...(stepped ? [roundRupees(row.monthlyInstalment)] : []),
    row.invested,
    row.returns,
    row.totalInvested,
    row.closing,
  ];
  const csvRows = result.yearly.map(plain);
  const rows = csvRows.map((row) => row.map((cell, index) => (index === 0 ? String(cell) : formatInr(cell))));
  return { caption: t.tableCaption, columns, rows, csvFileName: SIP_CSV_FILE_NAME, csvRows };
}

function chartFor(result: SipResult, t: Text): ChartSpec {
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

function notesFor(input: SipCalculatorInput, result: SipResult, t: Text): string[] {
  const notes = [t.noteAssumption];
  if (input.rate > 0) {
    const endOfMonth = roundRupees(result.total / (1 + input.rate / 1200));
    notes.push(t.noteEndOfMonth(formatInr(endOfMonth), formatInr(result.total)));
  }
  if (input.stepUp > 0 && !isStepped(input)) notes.push(t.noteOneYearStepUp);
  if (isStepped(input)) notes.push(t.notePaise);
  notes.push(t.noteTax);
  return notes;
}
