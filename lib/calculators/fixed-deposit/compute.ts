import {
  FD_MAX_TENURE_YEARS,
  FD_MIN_TENURE_DAYS,
  FD_SIMPLE_INTEREST_BELOW_MONTHS,
  SENIOR_CITIZEN_EXTRA_RATE_TYPICAL,
  fixedDeposit,
  type FixedDepositResult,
  type FixedDepositYear,
} from "@/lib/finance/fixed-deposit";
import { roundRupees } from "@/lib/finance/shared";
import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { formAcrossYearsFor } from "../rd/form-names";
import type { CalculatorResult, ChartSpec, Figure, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { act2025, bothActs, FIXED_DEPOSIT_TEXT } from "./text";

type Text = TranslationOf<(typeof FIXED_DEPOSIT_TEXT)["en"]>;

export type FixedDepositCalculatorInput = InputOf<typeof fields>;

/** The caption of the yearly schedule, which the chart names as holding its numbers (English; Hindi in FIXED_DEPOSIT_TEXT.hi). */
export const FD_SCHEDULE_CAPTION = FIXED_DEPOSIT_TEXT.en.tableCaption;

/*
 * The term in twelfths of a day, as lib/finance/fixed-deposit.ts counts it: a day is 12,
 * a month 365 (a twelfth of 365 days) and a year 4,380, so the limits compare exactly.
 */
const UNITS_PER_DAY = 12;
const UNITS_PER_MONTH = 365;
const UNITS_PER_YEAR = 12 * UNITS_PER_MONTH;

/** "5 years", "1 year 2 months 10 days", "444 days": the parts that are not zero ("5 वर्ष", "1 वर्ष 2 महीने 10 दिन" in Hindi). */
export function termText({ years, months, days }: Pick<FixedDepositCalculatorInput, "years" | "months" | "days">, locale: Locale = "en"): string {
  const t = messagesFor(FIXED_DEPOSIT_TEXT, locale);
  const part = (unit: "year" | "month" | "day", count: number) => (count > 0 ? t.termPart(unit, count, formatIndianNumber(count)) : "");
  const parts = [part("year", years), part("month", months), part("day", days)].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : t.termNone;
}

/** The whole term must be 7 days to 10 years: too short is shown on the days, too long on the years. */
export function validateFixedDeposit(input: FixedDepositCalculatorInput, locale: Locale = "en"): Partial<Record<keyof FixedDepositCalculatorInput, string>> {
  const t = messagesFor(FIXED_DEPOSIT_TEXT, locale);
  const units = input.years * UNITS_PER_YEAR + input.months * UNITS_PER_MONTH + input.days * UNITS_PER_DAY;
  if (units < FD_MIN_TENURE_DAYS.value * UNITS_PER_DAY) return { days: t.tooShort(FD_MIN_TENURE_DAYS.value) };
  if (units > FD_MAX_TENURE_YEARS.value * UNITS_PER_YEAR) return { years: t.tooLong(FD_MAX_TENURE_YEARS.value, termText(input, locale)) };
  return {};
}

export function fixedDepositFor(input: FixedDepositCalculatorInput): FixedDepositResult {
  return fixedDeposit({
    principal: input.amount,
    annualRatePercent: input.rate,
    tenure: { years: input.years, months: input.months, days: input.days },
    payout: input.payout,
    seniorCitizenExtraPercent: input.senior ? input.seniorExtra : 0,
  });
}

type Period = "monthly" | "quarterly";

/** "Year 3", or "Year 3 (part)" for a final row that ends before a full year. */
const yearLabel = (t: Text) => (row: FixedDepositYear) => t.yearLabel(row.year, !Number.isInteger(row.elapsedYears));

const daysTextOf = (t: Text) => (days: number) => t.daysText(days, formatIndianNumber(days, { maximumFractionDigits: 2 }));

export function computeFixedDeposit(input: FixedDepositCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(FIXED_DEPOSIT_TEXT, locale);
  const daysText = daysTextOf(t);
  const result = fixedDepositFor(input);
  const term = termText(input, locale);
  const senior = input.senior && input.seniorExtra > 0;
  const rateText = senior
    ? t.rateSenior(formatPercent(result.appliedRatePercent), formatPercent(input.rate), formatPercent(input.seniorExtra))
    : t.rateYearly(formatPercent(result.appliedRatePercent));
  const brokenInterest = result.interest - result.paidOut;
  const principal = formatInr(result.principal);

  let summary: string;
  if (result.method === "quarterly-compounding") {
    summary = t.summaryCompounded(principal, term, rateText, formatInr(result.maturity), formatInr(result.interest));
  } else if (result.method === "simple") {
    summary = t.summarySimple(principal, term, rateText, formatInr(result.interest), formatInr(result.maturity));
  } else {
    const period = input.payout as Period;
    summary =
      result.payoutCount === 0
        ? t.summaryNoPayout(principal, term, rateText, period, formatInr(result.interest), formatInr(result.maturity))
        : t.summaryPayout(
            principal,
            term,
            rateText,
            formatInr(result.periodicPayout ?? 0, { paise: true }),
            period,
            result.payoutCount,
            formatIndianNumber(result.payoutCount),
            formatInr(result.paidOut),
          ) +
          (brokenInterest > 0
            ? t.summaryBroken(formatInr(result.maturity), formatInr(brokenInterest), daysText(result.brokenPeriodDays))
            : t.summaryDepositBack(formatInr(result.maturity)));
  }

  const figures: Figure[] = [
    { name: "interest", label: t.totalInterest, value: result.interest, format: "rupees" },
    { name: "maturity", label: result.method === "payout" ? t.paidAtMaturity : t.maturityAmount, value: result.maturity, format: "rupees" },
  ];
  if (result.method === "payout" && result.periodicPayout !== null && result.payoutCount > 0) {
    figures.push(
      { name: "payoutAmount", label: t.payoutAmount(input.payout as Period), value: result.periodicPayout, format: "paise" },
      { name: "paidOut", label: t.paidOut, value: result.paidOut, format: "rupees" },
    );
  }
  figures.push({ name: "appliedRate", label: t.appliedRate, value: result.appliedRatePercent, format: "percent" });

  return {
    summary,
    groups: [{ title: t.group, figures }],
    breakdown: [
      { title: t.breakdownRate, steps: rateSteps(input, result, term, t) },
      { title: interestTitle(result, t), steps: interestSteps(input, result, t) },
    ],
    notes: notesFor(input, result, t, locale),
    tables: [scheduleTable(result, t)],
    chart: chartFor(result, t),
  };
}

function interestTitle(result: FixedDepositResult, t: Text): string {
  if (result.method === "quarterly-compounding") return t.titleCompounded;
  if (result.method === "simple") return t.titleSimple;
  return t.titlePayout;
}

function rateSteps(input: FixedDepositCalculatorInput, result: FixedDepositResult, term: string, t: Text): Step[] {
  const steps: Step[] = [
    { label: t.stepPrincipal, amount: result.principal, reference: t.stepPrincipalReference },
    { label: t.stepBankRate, text: formatPercent(input.rate), reference: t.stepBankRateReference },
  ];
  if (input.senior && input.seniorExtra > 0) {
    steps.push({
      label: t.stepSeniorExtra,
      text: `+${formatPercent(input.seniorExtra)}`,
      reference: SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.reference,
    });
  }
  steps.push(
    { label: t.stepApplied, text: formatPercent(result.appliedRatePercent), reference: t.stepAppliedReference },
    {
      label: t.stepTerm(term),
      text: t.stepTermYears(result.tenureYears, formatIndianNumber(result.tenureYears, { maximumFractionDigits: 4 })),
      reference: t.stepTermReference(t.termLimits(FD_MIN_TENURE_DAYS.value, FD_MAX_TENURE_YEARS.value)),
    },
  );
  return steps;
}

function interestSteps(input: FixedDepositCalculatorInput, result: FixedDepositResult, t: Text): Step[] {
  const rate = result.appliedRatePercent;
  const daysText = daysTextOf(t);
  const simpleOrCompound = t.simpleOrCompound(FD_SIMPLE_INTEREST_BELOW_MONTHS.value);
  if (result.method === "simple") {
    return [
      { label: t.stepSimple(daysText(result.brokenPeriodDays)), amount: result.interest, reference: t.stepSimpleReference(simpleOrCompound) },
      { label: t.stepMaturityPlus, amount: result.maturity, reference: t.stepMaturityReference },
    ];
  }

  if (result.method === "quarterly-compounding") {
    const compounded = roundRupees(result.principal * (1 + rate / 400) ** result.compoundedQuarters);
    const steps: Step[] = [
      { label: t.stepQuarters, text: formatIndianNumber(result.compoundedQuarters), reference: simpleOrCompound },
      {
        label: t.stepCompounded(formatInr(result.principal), formatIndianNumber(1 + rate / 400, { maximumFractionDigits: 6 }), result.compoundedQuarters),
        amount: compounded,
        reference: t.stepCompoundedReference,
      },
    ];
    if (result.brokenPeriodDays > 0) {
      steps.push({ label: t.stepBrokenQuarter(daysText(result.brokenPeriodDays)), amount: result.maturity - compounded, reference: t.stepBrokenQuarterReference });
    }
    steps.push(
      { label: t.stepMaturity, amount: result.maturity, reference: t.stepMaturityReference },
      { label: t.stepInterest, amount: result.interest, reference: t.stepTaxable },
    );
    return steps;
  }

  const period = input.payout as Period;
  const steps: Step[] =
    input.payout === "monthly"
      ? [
          { label: t.stepMonthly, text: formatInr(result.periodicPayout ?? 0, { paise: true }), reference: t.stepMonthlyReference },
          { label: t.stepYearlyEquivalent, text: formatPercent(result.payoutRatePercent ?? 0), reference: t.stepYearlyEquivalentReference },
        ]
      : [{ label: t.stepQuarterly, text: formatInr(result.periodicPayout ?? 0, { paise: true }), reference: t.stepQuarterlyReference }];
  steps.push(
    { label: t.stepPayouts(period), text: formatIndianNumber(result.payoutCount), reference: t.stepPayoutsReference(period) },
    { label: t.stepPaidOut, amount: result.paidOut, reference: t.stepPaidOutReference },
  );
  if (result.interest > result.paidOut) {
    steps.push({ label: t.stepBrokenPayout(daysText(result.brokenPeriodDays)), amount: result.interest - result.paidOut, reference: t.stepBrokenPayoutReference });
  }
  steps.push(
    { label: t.stepPaidAtMaturity, amount: result.maturity, reference: t.stepPaidAtMaturityReference },
    { label: t.stepTotalInterest, amount: result.interest, reference: t.stepTaxable },
  );
  return steps;
}

/** Each row's total value: what the bank holds plus the interest already paid out to you. */
function rowsWithTotals(result: FixedDepositResult) {
  let invested = 0;
  let paidOutSoFar = 0;
  return result.yearly.map((row) => {
    invested += row.deposited;
    paidOutSoFar += row.paidOut;
    return { row, invested, total: row.closing + paidOutSoFar };
  });
}

function scheduleTable(result: FixedDepositResult, t: Text): ResultTable {
  const payout = result.method === "payout";
  const c = t.columns;
  const columns = payout
    ? [c.year, c.opening, c.deposited, c.interestEarned, c.paidOut, c.held, c.invested, c.total]
    : [c.year, c.opening, c.deposited, c.interest, c.invested, c.total];
  const rows: (string | number)[][] = [];
  const csvRows: number[][] = [];
  for (const { row, invested, total } of rowsWithTotals(result)) {
    const plain = payout
      ? [row.opening, row.deposited, row.interest, row.paidOut, row.closing, invested, total]
      : [row.opening, row.deposited, row.interest, invested, total];
    rows.push([yearLabel(t)(row), ...plain.map((amount) => formatInr(amount))]);
    csvRows.push([row.year, ...plain]);
  }
  return { caption: t.tableCaption, columns, rows, csvFileName: "fixed-deposit-schedule.csv", csvRows };
}

function chartFor(result: FixedDepositResult, t: Text): ChartSpec {
  const rows = rowsWithTotals(result);
  return {
    title: result.method === "payout" ? t.chartTitlePayout : t.chartTitle,
    labels: rows.map(({ row }) => yearLabel(t)(row)),
    series: [
      { label: t.seriesInvested, values: rows.map(({ invested }) => invested) },
      { label: t.seriesTotal, values: rows.map(({ total }) => total) },
    ],
    tableCaption: t.tableCaption,
  };
}

function notesFor(input: FixedDepositCalculatorInput, result: FixedDepositResult, t: Text, locale: Locale): string[] {
  const notes: string[] = [];
  if (result.method === "quarterly-compounding") notes.push(result.brokenPeriodDays > 0 ? t.noteBrokenQuarter : t.noteWholeQuarters);
  if (result.method === "simple") notes.push(t.noteSimple(t.simpleNote));
  if (result.method === "payout") {
    notes.push(
      input.payout === "monthly" ? t.noteMonthly(formatPercent(result.payoutRatePercent ?? 0), formatPercent(result.appliedRatePercent)) : t.noteQuarterly,
      t.noteTotalValue,
    );
  }
  if (input.months > 0 || input.days > 0) notes.push(t.noteDayCount);
  if (input.senior) notes.push(t.noteSenior(t.seniorNote));
  notes.push(t.noteIncome, t.noteTds(act2025("tdsOther", locale), formAcrossYearsFor("noTdsDeclaration", locale)));
  if (input.years === 5 && input.months === 0 && input.days === 0) notes.push(t.noteTaxSaver(bothActs("80C", locale)));
  return notes;
}
