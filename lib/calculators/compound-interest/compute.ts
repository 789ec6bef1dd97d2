import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { compoundInterest, type CompoundingFrequency, type CompoundInterestResult } from "@/lib/finance/compound-interest";
import { roundRupees } from "@/lib/finance/shared";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import { FREQUENCY_NAMES, type fields } from "./fields";

export type CompoundInterestCalculatorInput = InputOf<typeof fields>;

/** ₹1 crore crore: beyond it the figures stop being of use to anyone (and rupees stop adding up exactly in floating point). */
export const MAX_COMPOUND_AMOUNT = 100_000_000_000_000;
const TOO_LARGE = `These figures would grow past ${formatInr(MAX_COMPOUND_AMOUNT)}, more than this calculator shows. Lower the amount, the rate or the number of years.`;

export const COMPOUND_INTEREST_TABLE_CAPTION = "Your balance year by year";
export const COMPOUND_INTEREST_CSV_FILE_NAME = "compound-interest-schedule.csv";

const plural = (count: number, word: string) => `${formatIndianNumber(count)} ${word}${count === 1 ? "" : "s"}`;
const timesPerYear = (input: CompoundInterestCalculatorInput) => Number(input.freq) as CompoundingFrequency;

export function compoundInterestFor(input: CompoundInterestCalculatorInput): CompoundInterestResult {
  return compoundInterest({ principal: input.principal, annualRatePercent: input.rate, years: input.years, timesPerYear: timesPerYear(input) });
}

/** Simple interest on the same inputs, P × r × t ÷ 100, to the rupee: the comparison the page shows. */
export function simpleInterestFor(input: CompoundInterestCalculatorInput): number {
  return roundRupees((input.principal * input.rate * input.years) / 100);
}

/** Every field is in range on its own; together they can still grow past what can be shown. */
export function validateCompoundInterest(input: CompoundInterestCalculatorInput): Partial<Record<keyof CompoundInterestCalculatorInput, string>> {
  try {
    return compoundInterestFor(input).amount > MAX_COMPOUND_AMOUNT ? { years: TOO_LARGE } : {};
  } catch (error) {
    if (error instanceof RangeError) return { years: TOO_LARGE };
    throw error;
  }
}

export function computeCompoundInterest(input: CompoundInterestCalculatorInput): CalculatorResult {
  const result = compoundInterestFor(input);
  const simpleInterest = simpleInterestFor(input);
  // Compound interest never pays less than simple interest over whole years; max() guards the rounding.
  const extra = Math.max(0, result.interest - simpleInterest);
  const how = FREQUENCY_NAMES[input.freq];
  const period = plural(input.years, "year");

  const summary =
    result.interest === 0
      ? `${formatInr(result.principal)} at ${formatPercent(input.rate)} earns no interest: it is still ${formatInr(result.amount)} after ${period}.`
      : `${formatInr(result.principal)} at ${formatPercent(input.rate)} a year, compounded ${how}, grows to ${formatInr(result.amount)} in ${period}: ${formatInr(result.interest)} of interest${
          extra > 0 ? `, ${formatInr(extra)} more than simple interest would pay` : ", the same as simple interest"
        }.`;

  return {
    summary,
    groups: [
      {
        title: `After ${period}`,
        figures: [
          { name: "interest", label: "Compound interest", value: result.interest, format: "rupees" },
          { name: "amount", label: "Maturity amount", value: result.amount, format: "rupees" },
        ],
      },
      {
        title: "Compared with simple interest",
        figures: [
          { name: "effectiveRate", label: "Effective yearly rate", value: result.effectiveAnnualRatePercent, format: "percent" },
          { name: "simpleInterest", label: "Simple interest on the same terms", value: simpleInterest, format: "rupees" },
          { name: "compoundingGain", label: "Extra from compounding", value: extra, format: "rupees" },
        ],
      },
    ],
    breakdown: [{ title: "Compound interest: A = P × (1 + r ÷ (100 × m))^(m × t)", steps: stepsFor(input, result, simpleInterest, extra) }],
    notes: notesFor(input),
    tables: [tableFor(result)],
    chart: chartFor(result),
  };
}

function stepsFor(input: CompoundInterestCalculatorInput, result: CompoundInterestResult, simpleInterest: number, extra: number): Step[] {
  const m = timesPerYear(input);
  const periods = m * input.years;
  return [
    { label: "Principal (P)", amount: result.principal, reference: "The sum invested at the start" },
    {
      label: `Rate for each period = ${formatPercent(input.rate)} ÷ ${m}`,
      text: formatPercent(input.rate / m, { maximumFractionDigits: 4 }),
      reference: `The yearly rate r divided by m, the times interest is compounded in a year (${FREQUENCY_NAMES[input.freq]}: m = ${m})`,
    },
    {
      label: `Number of periods = ${m} × ${plural(input.years, "year")}`,
      text: formatIndianNumber(periods),
      reference: "m × t: each period's interest is added to the balance",
    },
    {
      label: "Maturity amount A = P × (1 + r ÷ (100 × m))^(m × t)",
      amount: result.amount,
      reference: "Compound interest formula, rounded to the rupee",
    },
    { label: "Compound interest = A − P", amount: result.interest, reference: "Interest earned, including interest on interest" },
    {
      label: "Effective yearly rate = (1 + r ÷ (100 × m))^m − 1",
      text: formatPercent(result.effectiveAnnualRatePercent),
      reference: "What the quoted rate earns in a full year once compounding is counted",
    },
    {
      label: `Simple interest = P × r × t ÷ 100 = ${formatInr(result.principal)} × ${formatPercent(input.rate)} × ${formatIndianNumber(input.years)}`,
      amount: simpleInterest,
      reference: "Interest on the principal only, for comparison",
    },
    { label: "Extra from compounding = compound interest − simple interest", amount: extra, reference: "Interest earned on interest already added" },
  ];
}

function tableFor(result: CompoundInterestResult): ResultTable {
  const columns = ["Year", "Balance at the start", "Interest in the year", "Balance at the end"];
  const csvRows = result.yearly.map((row) => [row.year, row.opening, row.interest, row.closing]);
  const rows = csvRows.map((row) => row.map((cell, index) => (index === 0 ? String(cell) : formatInr(cell))));
  return { caption: COMPOUND_INTEREST_TABLE_CAPTION, columns, rows, csvFileName: COMPOUND_INTEREST_CSV_FILE_NAME, csvRows };
}

function chartFor(result: CompoundInterestResult): ChartSpec {
  return {
    title: "Amount invested and total value with compound interest, year by year",
    labels: result.yearly.map((row) => `Year ${row.year}`),
    series: [
      { label: "Amount invested", values: result.yearly.map(() => result.principal) },
      { label: "Total value", values: result.yearly.map((row) => row.closing) },
    ],
    tableCaption: COMPOUND_INTEREST_TABLE_CAPTION,
  };
}

function notesFor(input: CompoundInterestCalculatorInput): string[] {
  const notes = [
    "The rate is assumed to stay the same for the whole period, and no interest is withdrawn or taxed along the way. Each year's balance is rounded to the rupee; the year's interest is the difference between balances, so the rows add up to the total.",
    "Interest is taxed every year as income from other sources at your slab rate, as it is credited or accrues, even when you receive it only at maturity. A bank deducts TDS at 10% once its interest to you passes ₹50,000 in a year (₹1,00,000 for a senior citizen) under section 194A of the Income-tax Act, 1961 (from 1 April 2025; restated in the Income-tax Act, 2025 from tax year 2026-27). The figures here are before tax.",
  ];
  // The rule of 72 is a fair guide only for moderate rates.
  if (input.rate >= 2 && input.rate <= 20) {
    notes.push(
      `By the rule of 72, money at ${formatPercent(input.rate)} doubles in about ${formatIndianNumber(72 / input.rate, { maximumFractionDigits: 1 })} years (72 ÷ the rate), a quick check on the table.`,
    );
  }
  return notes;
}
