import { formatInr, formatPercent } from "@/lib/format";
import { SSY_RATE, SSY_RULES, computeSsy, type SsyInput, type SsyResult, type SsyYearRow } from "@/lib/finance/ssy";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, InputOf, Step } from "../types";
import { DEPOSIT_TIMING } from "../ppf/fields";
import { cumulative, depositMultipleMessage, growthChart, scheduleTable, type ScheduleColumn } from "../ppf/savings-schedule";
import type { fields } from "./fields";
import { SSY_TEXT } from "./text";

type Text = TranslationOf<(typeof SSY_TEXT)["en"]>;

export type SsyCalculatorInput = InputOf<typeof fields>;

/** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
export const SSY_INTEREST_RULE = SSY_TEXT.en.interestRule;

const { minimumYearlyDeposit, maximumYearlyDeposit, depositMultiple, depositYears, maturityYears } = SSY_RULES;
const MONTHS_IN_YEAR = 12;
const SCHEME = "Sukanya Samriddhi Account Scheme, 2019 (G.S.R. 914(E) of 12 December 2019)";

export const SSY_TABLE_CAPTION = SSY_TEXT.en.tableCaption;

/** Deposits are made in multiples of ₹50. */
export function validateSsy(input: SsyCalculatorInput, locale: Locale = "en"): Partial<Record<keyof SsyCalculatorInput, string>> {
  const multiple = depositMultipleMessage(input.yearly, depositMultiple.value, minimumYearlyDeposit.value, maximumYearlyDeposit.value, locale);
  return multiple ? { yearly: multiple } : {};
}

export function ssyInputFor(input: SsyCalculatorInput): SsyInput {
  return { yearlyDeposit: input.yearly, ratePercent: input.rate, depositYears: input.depositYears, depositTiming: DEPOSIT_TIMING[input.timing] };
}

function depositPhrase(input: SsyCalculatorInput, t: Text): string {
  if (input.timing === "monthly") return t.depositMonthly(formatInr(input.yearly / MONTHS_IN_YEAR), formatInr(input.yearly));
  return t.depositApril(formatInr(input.yearly));
}

export function computeSsyCalculator(input: SsyCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(SSY_TEXT, locale);
  const result = computeSsy(ssyInputFor(input));
  const rate = formatPercent(input.rate);
  const summary = t.summary(
    depositPhrase(input, t),
    t.yearsCount(input.depositYears),
    rate,
    formatInr(result.maturity),
    maturityYears.value,
    formatInr(result.invested),
    formatInr(result.interest),
  );

  const columns: ScheduleColumn<SsyYearRow>[] = [
    { head: t.columnYear, value: (row) => row.year, rupees: false },
    { head: t.columnOpening, value: (row) => row.opening, rupees: true },
    { head: t.columnDeposit, value: (row) => row.deposit, rupees: true },
    { head: t.columnInterest, value: (row) => row.interest, rupees: true },
    { head: t.columnClosing, value: (row) => row.closing, rupees: true },
  ];
  const table = scheduleTable({ caption: t.tableCaption, csvFileName: "ssy-schedule.csv", columns, rows: result.yearly });
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
        title: t.groupMaturity(maturityYears.value),
        figures: [
          { name: "invested", label: t.invested, value: result.invested, format: "rupees" },
          { name: "interest", label: t.interest, value: result.interest, format: "rupees" },
          { name: "maturity", label: t.maturity, value: result.maturity, format: "rupees" },
        ],
      },
      {
        title: t.groupRate,
        figures: [
          { name: "notifiedRate", label: t.notifiedRate, value: t.notifiedRateValue(formatPercent(SSY_RATE.value), t.period), format: "text" },
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

function stepsFor(input: SsyCalculatorInput, result: SsyResult, t: Text): Step[] {
  const rate = formatPercent(input.rate);
  const firstYear = result.yearly[0];
  const lastDepositYear = result.yearly[input.depositYears - 1];
  const idleYears = maturityYears.value - input.depositYears;
  return [
    {
      label: input.timing === "monthly" ? t.stepDepositMonthly(formatInr(input.yearly / MONTHS_IN_YEAR)) : t.stepDepositApril,
      amount: input.yearly,
      reference: `${maximumYearlyDeposit.reference}; ${minimumYearlyDeposit.reference.replace(`${SCHEME}: `, "")}; ${depositMultiple.reference.replace(`${SCHEME}: `, "")}`,
    },
    {
      label: input.rate === SSY_RATE.value ? t.stepRateNotified(t.period) : t.stepRateEntered(t.period, formatPercent(SSY_RATE.value)),
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
      label: t.stepBalanceAfter(t.yearsCount(input.depositYears)),
      amount: lastDepositYear?.closing ?? 0,
      reference: input.depositYears === depositYears.value ? depositYears.reference : t.youChose(depositYears.reference, t.yearsCount(input.depositYears)),
    },
    ...(idleYears > 0
      ? [
          {
            label: t.stepIdle(idleYears),
            amount: result.maturity - (lastDepositYear?.closing ?? 0),
            reference: maturityYears.reference,
          },
        ]
      : []),
    { label: t.stepInvested(input.depositYears, formatInr(input.yearly)), amount: result.invested, reference: t.stepInvestedReference },
    {
      label: t.stepInterest,
      amount: result.interest,
      reference: t.stepInterestReference,
    },
    {
      label: t.stepMaturity(maturityYears.value),
      amount: result.maturity,
      reference:
        input.timing === "april"
          ? t.stepMaturityAprilReference(maturityYears.value, formatInr(input.yearly), rate, input.depositYears)
          : t.stepMaturityMonthlyReference,
    },
    { label: t.stepTax, text: t.stepTaxText, reference: t.taxTreatment },
  ];
}

function notesFor(input: SsyCalculatorInput, t: Text): string[] {
  const notes = [t.noteRate(formatPercent(SSY_RATE.value), t.period, maturityYears.value), t.noteOpening, t.noteTax, t.noteWithdrawal];
  if (input.depositYears < depositYears.value) {
    notes.push(input.depositYears === 14 ? t.note14Years(depositYears.value) : t.noteDefault(t.yearsCount(input.depositYears), minimumYearlyDeposit.value));
  }
  if (input.timing === "monthly" && (input.yearly / MONTHS_IN_YEAR) % depositMultiple.value !== 0) {
    notes.push(t.noteTwelfth(formatInr(input.yearly), formatInr(input.yearly / MONTHS_IN_YEAR, { paise: true }), depositMultiple.value));
  }
  return notes;
}
