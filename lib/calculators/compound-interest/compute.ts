import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { compoundInterest, type CompoundingFrequency, type CompoundInterestResult } from "@/lib/finance/compound-interest";
import { roundRupees } from "@/lib/finance/shared";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { COMPOUND_INTEREST_TEXT } from "./text";

type Text = TranslationOf<(typeof COMPOUND_INTEREST_TEXT)["en"]>;

export type CompoundInterestCalculatorInput = InputOf<typeof fields>;

/** ₹1 crore crore: beyond it the figures stop being of use to anyone (and rupees stop adding up exactly in floating point). */
export const MAX_COMPOUND_AMOUNT = 100_000_000_000_000;

export const COMPOUND_INTEREST_TABLE_CAPTION = COMPOUND_INTEREST_TEXT.en.tableCaption;
export const COMPOUND_INTEREST_CSV_FILE_NAME = "compound-interest-schedule.csv";

const periodOf = (t: Text, years: number) => t.period(years, formatIndianNumber(years));
const timesPerYear = (input: CompoundInterestCalculatorInput) => Number(input.freq) as CompoundingFrequency;

export function compoundInterestFor(input: CompoundInterestCalculatorInput): CompoundInterestResult {
  return compoundInterest({ principal: input.principal, annualRatePercent: input.rate, years: input.years, timesPerYear: timesPerYear(input) });
}

/** Simple interest on the same inputs, P × r × t ÷ 100, to the rupee: the comparison the page shows. */
export function simpleInterestFor(input: CompoundInterestCalculatorInput): number {
  return roundRupees((input.principal * input.rate * input.years) / 100);
}

/** Every field is in range on its own; together they can still grow past what can be shown. */
export function validateCompoundInterest(input: CompoundInterestCalculatorInput, locale: Locale = "en"): Partial<Record<keyof CompoundInterestCalculatorInput, string>> {
  const tooLarge = messagesFor(COMPOUND_INTEREST_TEXT, locale).tooLarge(formatInr(MAX_COMPOUND_AMOUNT));
  try {
    return compoundInterestFor(input).amount > MAX_COMPOUND_AMOUNT ? { years: tooLarge } : {};
  } catch (error) {
    if (error instanceof RangeError) return { years: tooLarge };
    throw error;
  }
}

export function computeCompoundInterest(input: CompoundInterestCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(COMPOUND_INTEREST_TEXT, locale);
  const result = compoundInterestFor(input);
  const simpleInterest = simpleInterestFor(input);
  // Compound interest never pays less than simple interest over whole years; max() guards the rounding.
  const extra = Math.max(0, result.interest - simpleInterest);
  const how = t.frequencyNames[input.freq] ?? input.freq;
  const period = periodOf(t, input.years);

  const summary =
    result.interest === 0
      ? t.summaryNone(formatInr(result.principal), formatPercent(input.rate), formatInr(result.amount), period)
      : t.summary(formatInr(result.principal), formatPercent(input.rate), how, formatInr(result.amount), period, formatInr(result.interest), extra > 0 ? formatInr(extra) : "");

  return {
    summary,
    groups: [
      {
        title: t.groupAfter(period),
        figures: [
          { name: "interest", label: t.interest, value: result.interest, format: "rupees" },
          { name: "amount", label: t.amount, value: result.amount, format: "rupees" },
        ],
      },
      {
        title: t.groupCompared,
        figures: [
          { name: "effectiveRate", label: t.effectiveRate, value: result.effectiveAnnualRatePercent, format: "percent" },
          { name: "simpleInterest", label: t.simpleInterest, value: simpleInterest, format: "rupees" },
          { name: "compoundingGain", label: t.compoundingGain, value: extra, format: "rupees" },
        ],
      },
    ],
    breakdown: [{ title: t.breakdown, steps: stepsFor(input, result, simpleInterest, extra, t) }],
    notes: notesFor(input, t),
    tables: [tableFor(result, t)],
    chart: chartFor(result, t),
  };
}

function stepsFor(input: CompoundInterestCalculatorInput, result: CompoundInterestResult, simpleInterest: number, extra: number, t: Text): Step[] {
  const m = timesPerYear(input);
  const periods = m * input.years;
  return [
    { label: t.stepPrincipal, amount: result.principal, reference: t.stepPrincipalReference },
    {
      label: t.stepRate(formatPercent(input.rate), m),
      text: formatPercent(input.rate / m, { maximumFractionDigits: 4 }),
      reference: t.stepRateReference(t.frequencyNames[input.freq] ?? input.freq, m),
    },
    { label: t.stepPeriods(m, periodOf(t, input.years)), text: formatIndianNumber(periods), reference: t.stepPeriodsReference },
    { label: t.stepAmount, amount: result.amount, reference: t.stepAmountReference },
    { label: t.stepInterest, amount: result.interest, reference: t.stepInterestReference },
    { label: t.stepEffective, text: formatPercent(result.effectiveAnnualRatePercent), reference: t.stepEffectiveReference },
    {
      label: t.stepSimple(formatInr(result.principal), formatPercent(input.rate), formatIndianNumber(input.years)),
      amount: simpleInterest,
      reference: t.stepSimpleReference,
    },
    { label: t.stepExtra, amount: extra, reference: t.stepExtraReference },
  ];
}

function tableFor(result: CompoundInterestResult, t: Text): ResultTable {
  const c = t.columns;
  const columns = [c.year, c.opening, c.interest, c.closing];
  const csvRows = result.yearly.map((row) => [row.year, row.opening, row.interest, row.closing]);
  const rows = csvRows.map((row) => row.map((cell, index) => (index === 0 ? String(cell) : formatInr(cell))));
  return { caption: t.tableCaption, columns, rows, csvFileName: COMPOUND_INTEREST_CSV_FILE_NAME, csvRows };
}

function chartFor(result: CompoundInterestResult, t: Text): ChartSpec {
  return {
    title: t.chartTitle,
    labels: result.yearly.map((row) => t.yearLabel(row.year)),
    series: [
      { label: t.seriesInvested, values: result.yearly.map(() => result.principal) },
      { label: t.seriesTotal, values: result.yearly.map((row) => row.closing) },
    ],
    tableCaption: t.tableCaption,
  };
}

function notesFor(input: CompoundInterestCalculatorInput, t: Text): string[] {
  const notes = [t.noteAssumptions, t.noteTax];
  // The rule of 72 is a fair guide only for moderate rates.
  if (input.rate >= 2 && input.rate <= 20) {
    notes.push(t.noteRuleOf72(formatPercent(input.rate), formatIndianNumber(72 / input.rate, { maximumFractionDigits: 1 })));
  }
  return notes;
}
