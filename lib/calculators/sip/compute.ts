import { formatIndianNumber, formatInr, formatPercent } from "@/lib/format";
import { roundRupees } from "@/lib/finance/shared";
import { sipProjection, type SipResult } from "@/lib/finance/sip";
import type { CalculatorResult, ChartSpec, Figure, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";

export type SipCalculatorInput = InputOf<typeof fields>;

/** ₹1 crore crore: beyond it the figures stop being a projection anyone can use (and rupees stop adding up exactly in floating point). */
export const MAX_SIP_VALUE = 100_000_000_000_000;
const TOO_LARGE = `These figures would grow past ${formatInr(MAX_SIP_VALUE)}, more than this calculator shows. Lower the return, the step-up or the number of years.`;

export const SIP_TABLE_CAPTION = "Your SIP year by year";
export const SIP_CSV_FILE_NAME = "sip-schedule.csv";

const plural = (count: number, word: string) => `${formatIndianNumber(count)} ${word}${count === 1 ? "" : "s"}`;

export function sipProjectionFor(input: SipCalculatorInput): SipResult {
  return sipProjection({
    monthlyInstalment: input.monthly,
    annualRatePercent: input.rate,
    years: input.years,
    annualStepUpPercent: input.stepUp,
  });
}

/** Every field is in range on its own; together they can still grow past what can be shown. */
export function validateSip(input: SipCalculatorInput): Partial<Record<keyof SipCalculatorInput, string>> {
  try {
    return sipProjectionFor(input).total > MAX_SIP_VALUE ? { years: TOO_LARGE } : {};
  } catch (error) {
    if (error instanceof RangeError) return { years: TOO_LARGE };
    throw error;
  }
}

/** A step-up first applies in the second year: over a single year it changes nothing. */
const isStepped = (input: SipCalculatorInput) => input.stepUp > 0 && input.years > 1;

export function computeSip(input: SipCalculatorInput): CalculatorResult {
  const result = sipProjectionFor(input);
  const stepped = isStepped(input);
  const lastYear = result.yearly[result.yearly.length - 1]!;
  const period = plural(input.years, "year");

  const start = stepped
    ? `Starting at ${formatInr(input.monthly)} a month and raising it by ${formatPercent(input.stepUp)} every year for ${period}`
    : `Investing ${formatInr(input.monthly)} a month for ${period}`;
  const summary =
    result.returns === 0
      ? `${start}, you put in ${formatInr(result.invested)}; at a ${formatPercent(input.rate)} return it earns nothing, so it stays ${formatInr(result.total)}.`
      : `${start} at an expected ${formatPercent(input.rate)} a year could grow to ${formatInr(result.total)}: ${formatInr(result.invested)} invested and ${formatInr(result.returns)} in estimated returns.`;

  const figures: Figure[] = [
    { name: "invested", label: "Amount invested", value: result.invested, format: "rupees" },
    { name: "returns", label: "Estimated returns", value: result.returns, format: "rupees" },
    { name: "total", label: "Total value", value: result.total, format: "rupees" },
  ];
  if (stepped) {
    figures.push({
      name: "lastInstalment",
      label: `Monthly instalment in year ${lastYear.year}`,
      value: lastYear.monthlyInstalment,
      format: "rupees",
    });
  }

  return {
    summary,
    groups: [{ title: `Your SIP after ${period}`, figures }],
    breakdown: [{ title: stepped ? "Step-up SIP, month by month" : "SIP future value (instalments at the start of each month)", steps: stepsFor(input, result) }],
    notes: notesFor(input, result),
    tables: [tableFor(result, stepped)],
    chart: chartFor(result),
  };
}

function stepsFor(input: SipCalculatorInput, result: SipResult): Step[] {
  const stepped = isStepped(input);
  const monthlyRate = input.rate / 12;
  const lastYear = result.yearly[result.yearly.length - 1]!;
  const steps: Step[] = [
    { label: stepped ? "First year's monthly instalment (P)" : "Monthly instalment (P)", amount: input.monthly, reference: "Paid at the start of each month" },
    {
      label: `Number of instalments (n) = ${plural(input.years, "year")} × 12`,
      text: formatIndianNumber(result.months),
      reference: "One instalment a month",
    },
    {
      label: `Monthly rate (i) = ${formatPercent(input.rate)} ÷ 12`,
      text: formatPercent(monthlyRate, { maximumFractionDigits: 4 }),
      reference: "The expected yearly return divided by 12 and compounded monthly (nominal rate), as fund houses' SIP calculators do",
    },
  ];
  if (stepped) {
    steps.push(
      {
        label: `Instalment raised by ${formatPercent(input.stepUp)} every 12 months`,
        text: `${formatInr(input.monthly)} in year 1 → ${formatInr(lastYear.monthlyInstalment)} in year ${lastYear.year}`,
        reference: "Step-up SIP: each year's instalment = the previous year's × (1 + step-up ÷ 100)",
      },
      {
        label: "Amount invested = the sum of 12 instalments for each year",
        amount: result.invested,
        reference: "Total of every instalment, rounded to the rupee",
      },
      {
        label: input.rate === 0 ? "Total value: at 0% the instalments just add up" : "Total value: each month, value = (value + instalment) × (1 + i)",
        amount: result.total,
        reference: "Each instalment goes in at the start of the month and the whole value grows by i over the month; rounded to the rupee",
      },
    );
  } else {
    steps.push(
      {
        label: `Amount invested = P × n = ${formatInr(input.monthly)} × ${formatIndianNumber(result.months)}`,
        amount: result.invested,
        reference: "Instalments paid",
      },
      input.rate === 0
        ? { label: "Total value: at 0% the instalments just add up", amount: result.total, reference: "No growth" }
        : {
            label: "Total value = P × ((1 + i)^n − 1) ÷ i × (1 + i)",
            amount: result.total,
            reference: "Future value of an annuity due (each instalment at the start of its month), rounded to the rupee",
          },
    );
  }
  steps.push({
    label: "Estimated returns = total value − amount invested",
    amount: result.returns,
    reference: "Growth on your instalments; taxed only when you redeem units (see the notes)",
  });
  return steps;
}

function tableFor(result: SipResult, stepped: boolean): ResultTable {
  const columns = [
    "Year",
    ...(stepped ? ["Monthly instalment"] : []),
    "Invested in the year",
    "Returns in the year",
    "Total invested",
    "Value at the end of the year",
  ];
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
  return { caption: SIP_TABLE_CAPTION, columns, rows, csvFileName: SIP_CSV_FILE_NAME, csvRows };
}

function chartFor(result: SipResult): ChartSpec {
  return {
    title: "Amount invested and total value of your SIP, year by year",
    labels: result.yearly.map((row) => `Year ${row.year}`),
    series: [
      { label: "Amount invested", values: result.yearly.map((row) => row.totalInvested) },
      { label: "Total value", values: result.yearly.map((row) => row.closing) },
    ],
    tableCaption: SIP_TABLE_CAPTION,
  };
}

function notesFor(input: SipCalculatorInput, result: SipResult): string[] {
  const notes = [
    "The return is your assumption, not a promise: a fund's value (its NAV) rises and falls, and an equity fund's return differs a lot from year to year. The projection applies the same return every month and shows no tax, exit load or the 0.005% stamp duty on each purchase.",
  ];
  if (input.rate > 0) {
    const endOfMonth = roundRupees(result.total / (1 + input.rate / 1200));
    notes.push(
      `Each instalment is assumed to be paid at the start of its month. If yours is debited at the end of the month, each one grows a month less: about ${formatInr(endOfMonth)} instead of ${formatInr(result.total)}.`,
    );
  }
  if (input.stepUp > 0 && !isStepped(input)) {
    notes.push("A step-up raises the instalment from the second year, so over a single year it changes nothing.");
  }
  if (isStepped(input)) {
    notes.push("With a step-up, later instalments can run into paise: the table shows each year's instalment to the rupee, while the figures use the exact amounts.");
  }
  notes.push(
    "Tax is due only when you redeem units, and each instalment is a separate purchase with its own holding period. Equity-oriented funds: gains on units held more than 12 months are taxed at 12.5% on the year's total above ₹1.25 lakh (section 112A), and on units held 12 months or less at 20% (section 111A), for sales from 23 July 2024. Debt funds bought on or after 1 April 2023 (specified mutual funds): gains are taxed at your slab rate however long you held them (section 50AA). These are sections of the Income-tax Act, 1961, restated in the Income-tax Act, 2025 from tax year 2026-27. To work out the tax, see /tools-and-calculators/capital-gains.",
  );
  return notes;
}
