import { formatInr, formatPercent } from "@/lib/format";
import { PPF_MAXIMUM_YEARS, PPF_RATE, PPF_RULES, computePpf, type PpfInput, type PpfResult, type PpfYearRow } from "@/lib/finance/ppf";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, InputOf, Step } from "../types";
import { DEPOSIT_TIMING, EXTENSION, type fields } from "./fields";
import { cumulative, depositMultipleMessage, growthChart, scheduleTable, type ScheduleColumn } from "./savings-schedule";
import { PPF_TEXT } from "./text";

type Text = TranslationOf<(typeof PPF_TEXT)["en"]>;

export type PpfCalculatorInput = InputOf<typeof fields>;

const SCHEME = "Public Provident Fund Scheme, 2019 (G.S.R. 915(E) of 12 December 2019)";
/** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
export const PPF_INTEREST_RULE = PPF_TEXT.en.interestRule;

const { minimumYearlyDeposit, maximumYearlyDeposit, depositMultiple, maturityYears, extensionBlockYears } = PPF_RULES;
const MONTHS_IN_YEAR = 12;

export const PPF_TABLE_CAPTION = PPF_TEXT.en.tableCaption;

/** Rules that need more than one comparison: deposits in multiples of ₹50, and a term of 15 years plus whole extension blocks. */
export function validatePpf(input: PpfCalculatorInput, locale: Locale = "en"): Partial<Record<keyof PpfCalculatorInput, string>> {
  const t = messagesFor(PPF_TEXT, locale);
  const errors: Partial<Record<keyof PpfCalculatorInput, string>> = {};
  const multiple = depositMultipleMessage(input.yearly, depositMultiple.value, minimumYearlyDeposit.value, maximumYearlyDeposit.value, locale);
  if (multiple) errors.yearly = multiple;
  const beyondMaturity = input.years - maturityYears.value;
  if (beyondMaturity % extensionBlockYears.value !== 0) {
    const below = maturityYears.value + Math.floor(beyondMaturity / extensionBlockYears.value) * extensionBlockYears.value;
    const choices = [below, below + extensionBlockYears.value].filter((years) => years <= PPF_MAXIMUM_YEARS);
    errors.years = t.yearsError(maturityYears.value, extensionBlockYears.value, choices);
  }
  return errors;
}

export function ppfInputFor(input: PpfCalculatorInput): PpfInput {
  return {
    yearlyDeposit: input.yearly,
    ratePercent: input.rate,
    years: input.years,
    extension: EXTENSION[input.extension],
    depositTiming: DEPOSIT_TIMING[input.timing],
  };
}

const extensionBlocks = (years: number) => (years - maturityYears.value) / extensionBlockYears.value;

function depositPhrase(input: PpfCalculatorInput, t: Text): string {
  if (input.timing === "monthly") return t.depositMonthly(formatInr(input.yearly / MONTHS_IN_YEAR), formatInr(input.yearly));
  return t.depositApril(formatInr(input.yearly));
}

function termPhrase(input: PpfCalculatorInput, t: Text): string {
  const blocks = extensionBlocks(input.years);
  if (blocks === 0) return t.termMaturity(maturityYears.value);
  const extended = t.extendedTimes(blocks, extensionBlockYears.value);
  if (input.extension === "with") return t.termWith(input.years, maturityYears.value, extended);
  return t.termWithout(maturityYears.value, input.years - maturityYears.value, extended);
}

export function computePpfCalculator(input: PpfCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(PPF_TEXT, locale);
  const result = computePpf(ppfInputFor(input));
  const rate = formatPercent(input.rate);
  const extended = input.years > maturityYears.value;
  const summary = t.summary(depositPhrase(input, t), termPhrase(input, t), rate, formatInr(result.maturity), formatInr(result.invested), formatInr(result.interest));

  const columns: ScheduleColumn<PpfYearRow>[] = [
    { head: t.columnYear, value: (row) => row.year, rupees: false },
    { head: t.columnOpening, value: (row) => row.opening, rupees: true },
    { head: t.columnDeposit, value: (row) => row.deposit, rupees: true },
    { head: t.columnInterest, value: (row) => row.interest, rupees: true },
    { head: t.columnClosing, value: (row) => row.closing, rupees: true },
  ];
  const table = scheduleTable({ caption: t.tableCaption, csvFileName: "ppf-schedule.csv", columns, rows: result.yearly });
  const invested = cumulative(result.yearly.map((row) => row.deposit));
  const chart = growthChart(
    t.chartTitle,
    table,
    result.yearly.map((row, index) => ({ year: row.year, invested: invested[index] ?? 0, value: row.closing })),
    locale,
  );

  return {
    summary,
    groups: [
      {
        title: extended ? t.groupAfter(input.years) : t.groupMaturity,
        figures: [
          { name: "invested", label: t.invested, value: result.invested, format: "rupees" },
          { name: "interest", label: t.interest, value: result.interest, format: "rupees" },
          { name: "maturity", label: extended ? t.valueAfter(input.years) : t.maturity, value: result.maturity, format: "rupees" },
        ],
      },
      {
        title: t.groupRate,
        figures: [
          { name: "notifiedRate", label: t.notifiedRate, value: t.notifiedRateValue(formatPercent(PPF_RATE.value), t.period), format: "text" },
          { name: "rateUsed", label: t.rateUsed, value: input.rate, format: "percent" },
        ],
      },
    ],
    breakdown: [{ title: t.breakdownTitle, steps: stepsFor(input, result, t) }],
    notes: notesFor(input, t),
    tables: [table],
    chart,
  };
}

function stepsFor(input: PpfCalculatorInput, result: PpfResult, t: Text): Step[] {
  const rate = formatPercent(input.rate);
  const firstYear = result.yearly[0];
  const blocks = extensionBlocks(input.years);
  const extended = blocks > 0;
  const depositYears = result.yearly.filter((row) => row.deposit > 0).length;
  const steps: Step[] = [
    {
      label: input.timing === "monthly" ? t.stepDepositMonthly(formatInr(input.yearly / MONTHS_IN_YEAR)) : t.stepDepositApril,
      amount: input.yearly,
      reference: `${maximumYearlyDeposit.reference}; ${minimumYearlyDeposit.reference.replace(`${SCHEME}: `, "")}; ${depositMultiple.reference.replace(`${SCHEME}: `, "")}`,
    },
    {
      label: input.rate === PPF_RATE.value ? t.stepRateNotified(t.period) : t.stepRateEntered(t.period, formatPercent(PPF_RATE.value)),
      text: t.stepRateText(rate),
      reference: t.rateReference,
    },
    {
      label: t.stepMonthlyInterest,
      text: t.stepMonthlyInterestText,
      reference: t.interestRule,
    },
    {
      label:
        input.timing === "monthly"
          ? t.stepYear1Monthly(formatInr(input.yearly / MONTHS_IN_YEAR), formatInr(input.yearly), rate)
          : t.stepYear1April(formatInr(input.yearly), rate),
      amount: firstYear?.interest ?? 0,
      reference: t.interestRule,
    },
    {
      label: t.stepMaturityYears(maturityYears.value),
      text: t.stepMaturityYearsText,
      reference: maturityYears.reference,
    },
  ];
  if (extended) {
    steps.push({
      label: t.stepExtended(blocks, extensionBlockYears.value, input.extension === "with"),
      text: t.stepExtendedText(input.years),
      reference: extensionBlockYears.reference,
    });
  }
  const lumpSumFormula = input.timing === "april" && (blocks === 0 || input.extension === "with");
  steps.push(
    { label: t.stepInvested(depositYears, formatInr(input.yearly)), amount: result.invested, reference: t.stepInvestedReference },
    {
      label: t.stepInterest,
      amount: result.interest,
      reference: t.stepInterestReference,
    },
    {
      label: extended ? t.stepValueAfter(input.years) : t.stepMaturity,
      amount: result.maturity,
      reference: lumpSumFormula ? t.stepFormulaReference(formatInr(input.yearly), rate, input.years) : t.stepCarriedReference,
    },
    { label: t.stepTax, text: t.stepTaxText, reference: t.taxTreatment },
  );
  return steps;
}

function notesFor(input: PpfCalculatorInput, t: Text): string[] {
  const notes = [t.noteRate(formatPercent(PPF_RATE.value), t.period), t.noteFirstYear(maturityYears.value + 1), t.noteTax, t.noteLoans];
  if (input.timing === "monthly" && (input.yearly / MONTHS_IN_YEAR) % depositMultiple.value !== 0) {
    notes.push(t.noteTwelfth(formatInr(input.yearly), formatInr(input.yearly / MONTHS_IN_YEAR, { paise: true }), depositMultiple.value));
  }
  if (input.years > maturityYears.value && input.extension === "without") notes.push(t.noteWithout);
  if (input.years > maturityYears.value && input.extension === "with") notes.push(t.noteWith);
  return notes;
}
