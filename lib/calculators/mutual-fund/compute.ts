import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { lumpsumProjection, type LumpsumResult } from "@/lib/finance/sip";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export type MutualFundCalculatorInput = InputOf<typeof fields>;

/** ₹1 crore crore: beyond it the figures stop being a projection anyone can use (and rupees stop adding up exactly in floating point). */
export const MAX_LUMPSUM_VALUE = 100_000_000_000_000;
const TOO_LARGE = `These figures would grow past ${formatInr(MAX_LUMPSUM_VALUE)}, more than this calculator shows. Lower the amount, the return or the number of years.`;

export const MUTUAL_FUND_TABLE_CAPTION = "Your investment year by year";
export const MUTUAL_FUND_CSV_FILE_NAME = "mutual-fund-schedule.csv";

const plural = (count: number, word: string) => `${formatIndianNumber(count)} ${word}${count === 1 ? "" : "s"}`;

export function lumpsumFor(input: MutualFundCalculatorInput): LumpsumResult {
  return lumpsumProjection({ amount: input.amount, annualRatePercent: input.rate, years: input.years });
}

/** Every field is in range on its own; together they can still grow past what can be shown. */
export function validateMutualFund(input: MutualFundCalculatorInput): Partial<Record<keyof MutualFundCalculatorInput, string>> {
  try {
    return lumpsumFor(input).total > MAX_LUMPSUM_VALUE ? { years: TOO_LARGE } : {};
  } catch (error) {
    if (error instanceof RangeError) return { years: TOO_LARGE };
    throw error;
  }
}

export function computeMutualFund(input: MutualFundCalculatorInput): CalculatorResult {
  const result = lumpsumFor(input);
  const period = plural(input.years, "year");
  const summary =
    result.returns === 0
      ? `${formatInr(result.invested)} invested once earns nothing at a ${formatPercent(input.rate)} return, so it is still ${formatInr(result.total)} after ${period}.`
      : `${formatInr(result.invested)} invested once for ${period} at an expected ${formatPercent(input.rate)} a year could grow to ${formatInr(result.total)}: ${formatInr(result.returns)} in estimated returns, ${formatPercent(result.absoluteReturnPercent)} on what you put in.`;

  return {
    summary,
    groups: [
      {
        title: `Your investment after ${period}`,
        figures: [
          { name: "invested", label: "Amount invested", value: result.invested, format: "rupees" },
          { name: "returns", label: "Estimated returns", value: result.returns, format: "rupees" },
          { name: "total", label: "Total value", value: result.total, format: "rupees" },
        ],
      },
      {
        title: "How it grew",
        figures: [
          { name: "absoluteReturn", label: "Absolute return", value: result.absoluteReturnPercent, format: "percent" },
          { name: "cagr", label: "Yearly growth (CAGR)", value: result.cagrPercent, format: "percent" },
        ],
      },
    ],
    breakdown: [{ title: "Future value of a one-time investment", steps: stepsFor(input, result) }],
    notes: notesFor(),
    tables: [tableFor(result)],
    chart: chartFor(result),
  };
}

function stepsFor(input: MutualFundCalculatorInput, result: LumpsumResult): Step[] {
  const factor = (1 + input.rate / 100) ** input.years;
  return [
    { label: "Amount invested (P)", amount: result.invested, reference: "Invested once, at the start" },
    {
      label: `Growth factor = (1 + ${formatPercent(input.rate)})^${formatIndianNumber(input.years)}`,
      text: `${formatIndianNumber(factor, { maximumFractionDigits: 4 })} times`,
      reference: "The expected return, compounded once a year",
    },
    {
      label: "Total value = P × (1 + r ÷ 100)^t",
      amount: result.total,
      reference: "Future value of a lump sum with yearly compounding, rounded to the rupee",
    },
    { label: "Estimated returns = total value − P", amount: result.returns, reference: "Growth on your money; taxed only when you redeem units (see the notes)" },
    {
      label: "Absolute return = returns ÷ P",
      text: formatPercent(result.absoluteReturnPercent),
      reference: "(Total value − P) ÷ P × 100: the growth over the whole period, not a yearly rate",
    },
    {
      label: `CAGR = (total value ÷ P)^(1/${formatIndianNumber(input.years)}) − 1`,
      text: formatPercent(result.cagrPercent),
      reference: "Compound annual growth rate: with yearly compounding at a steady return it equals that return",
    },
  ];
}

function tableFor(result: LumpsumResult): ResultTable {
  const columns = ["Year", "Invested in the year", "Returns in the year", "Value at the end of the year"];
  const csvRows = result.yearly.map((row) => [row.year, row.invested, row.returns, row.closing]);
  const rows = csvRows.map((row) => row.map((cell, index) => (index === 0 ? String(cell) : formatInr(cell))));
  return { caption: MUTUAL_FUND_TABLE_CAPTION, columns, rows, csvFileName: MUTUAL_FUND_CSV_FILE_NAME, csvRows };
}

function chartFor(result: LumpsumResult): ChartSpec {
  return {
    title: "Amount invested and total value of your investment, year by year",
    labels: result.yearly.map((row) => `Year ${row.year}`),
    series: [
      { label: "Amount invested", values: result.yearly.map((row) => row.totalInvested) },
      { label: "Total value", values: result.yearly.map((row) => row.closing) },
    ],
    tableCaption: MUTUAL_FUND_TABLE_CAPTION,
  };
}

function notesFor(): string[] {
  return [
    "The return is your assumption, not a promise: a fund's value (its NAV) rises and falls, and an equity fund's return differs a lot from year to year. The projection compounds the same return every year and shows no tax, exit load or the 0.005% stamp duty on the purchase.",
    `Tax is due only when you redeem. Equity-oriented funds: gains on units held more than 12 months are taxed at 12.5% on the year's total above ₹1.25 lakh (${both("112A")}), and on units held 12 months or less at 20% (${both("111A")}), for sales from 23 July 2024. Debt funds bought on or after 1 April 2023 (specified mutual funds): gains are taxed at your slab rate however long you held them (section 50AA of the 1961 Act). From tax year 2026-27 the Income-tax Act, 2025 restates these rules. To work out the tax, see /tools-and-calculators/capital-gains.`,
    "To invest a fixed amount every month instead, see /tools-and-calculators/sip.",
  ];
}
