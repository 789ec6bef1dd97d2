import { INDIA_POST_RD_MONTHS, INDIA_POST_RD_RATE, recurringDeposit, type RecurringDepositYear } from "@/lib/finance/recurring-deposit";
import { formatInr, formatPercent } from "@/lib/format";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { formAcrossYears } from "@/lib/tax/forms";

export type RdCalculatorInput = InputOf<typeof fields>;

/** The caption of the yearly schedule, which the chart names as holding its numbers. */
export const RD_SCHEDULE_CAPTION = "Your recurring deposit, year by year";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** 60 → "5 years", 18 → "1 year 6 months", 8 → "8 months". */
export function termText(totalMonths: number): string {
  const whole = Math.floor(totalMonths / 12);
  const rest = totalMonths % 12;
  if (whole === 0) return plural(rest, "month");
  return rest === 0 ? plural(whole, "year") : `${plural(whole, "year")} ${plural(rest, "month")}`;
}

/** "Year 3", or "Year 3 (part)" for a final year of fewer than 12 instalments. */
const yearLabel = (row: RecurringDepositYear) => `Year ${row.year}${row.instalments < 12 ? " (part)" : ""}`;

const SCHEME = "National Savings Recurring Deposit Scheme, 2019";
const QUARTERLY_REFERENCE = `Interest compounded every quarter: banks' RD schemes (the Indian Banks' Association method) and the ${SCHEME}`;

export function computeRd(input: RdCalculatorInput): CalculatorResult {
  const { monthly, rate, months } = input;
  const result = recurringDeposit({ monthlyInstalment: monthly, annualRatePercent: rate, months });
  const term = termText(months);
  const quarterlyRate = rate / 4;

  const summary = `Depositing ${formatInr(monthly)} a month for ${term} at ${formatPercent(rate)} a year, compounded quarterly, you pay in ${formatInr(result.deposited)} and receive ${formatInr(result.maturity)} at maturity: ${formatInr(result.interest)} of interest.`;

  const steps: Step[] = [
    {
      label: "Monthly instalment, paid at the start of each month",
      amount: monthly,
      reference: `The same deposit every month for the term (${SCHEME}; banks' RD schemes)`,
    },
    { label: "Number of instalments (N)", text: String(months), reference: `One a month: the term of ${term}` },
    { label: "Total deposited: instalment × N", amount: result.deposited, reference: "Instalment × number of instalments" },
    {
      label: `Quarterly rate (i): ${formatPercent(rate)} ÷ 4`,
      text: formatPercent(quarterlyRate, { maximumFractionDigits: 4 }),
      reference: QUARTERLY_REFERENCE,
    },
    {
      label: "Maturity value: instalment × [(1 + i)^(N/3) − 1] ÷ [1 − (1 + i)^(−1/3)]",
      text: formatInr(result.maturityToPaise, { paise: true }),
      reference:
        "Each instalment earns quarterly compound interest for the months it stays in the account (N − k + 1 months for the k-th), summed in closed form",
    },
    { label: "Maturity value, to the rupee", amount: result.maturity, reference: "Rounded to the nearest rupee" },
    {
      label: "Interest earned: maturity value less deposits",
      amount: result.interest,
      reference: "Taxable as income from other sources at your slab rate",
    },
  ];

  return {
    summary,
    groups: [
      {
        title: "Your recurring deposit",
        figures: [
          { name: "deposited", label: "Total deposited", value: result.deposited, format: "rupees" },
          { name: "interest", label: "Interest earned", value: result.interest, format: "rupees" },
          { name: "maturity", label: "Maturity value", value: result.maturity, format: "rupees" },
        ],
      },
    ],
    breakdown: [{ title: "Maturity value with quarterly compounding", steps }],
    notes: notesFor(input, result.maturityToPaise),
    tables: [scheduleTable(result.yearly)],
    chart: chartFor(result.yearly),
  };
}

function scheduleTable(yearly: RecurringDepositYear[]): ResultTable {
  let invested = 0;
  const rows: (string | number)[][] = [];
  const csvRows: number[][] = [];
  for (const row of yearly) {
    invested += row.deposited;
    rows.push([
      yearLabel(row),
      row.instalments,
      formatInr(row.opening),
      formatInr(row.deposited),
      formatInr(row.interest),
      formatInr(invested),
      formatInr(row.closing),
    ]);
    csvRows.push([row.year, row.instalments, row.opening, row.deposited, row.interest, invested, row.closing]);
  }
  return {
    caption: RD_SCHEDULE_CAPTION,
    columns: ["Year", "Instalments", "Opening balance", "Deposited", "Interest", "Amount invested", "Total value"],
    rows,
    csvFileName: "rd-schedule.csv",
    csvRows,
  };
}

function chartFor(yearly: RecurringDepositYear[]): ChartSpec {
  let invested = 0;
  const investedByYear = yearly.map((row) => (invested += row.deposited));
  return {
    title: "Amount invested and total value of the recurring deposit at the end of each year",
    labels: yearly.map(yearLabel),
    series: [
      { label: "Amount invested", values: investedByYear },
      { label: "Total value", values: yearly.map((row) => row.closing) },
    ],
    tableCaption: RD_SCHEDULE_CAPTION,
  };
}

function notesFor(input: RdCalculatorInput, maturityToPaise: number): string[] {
  const notes: string[] = [];
  const indiaPostTerms = input.rate === INDIA_POST_RD_RATE.value && input.months === INDIA_POST_RD_MONTHS.value;
  if (indiaPostTerms) {
    notes.push(
      `These are India Post's 5-year RD terms: ${INDIA_POST_RD_RATE.value}% for ${INDIA_POST_RD_MONTHS.value} months, which the scheme states as ₹7,136.58 for ₹100 a month. The post office pays other instalments in proportion to that figure, so its amount can differ from the ${formatInr(maturityToPaise, { paise: true })} here by a few paise.`,
    );
  }
  notes.push(
    `India Post's RD rate is set every quarter by the Ministry of Finance: ${INDIA_POST_RD_RATE.value}% a year from 1 October 2023. ${INDIA_POST_RD_RATE.note ?? ""}`.trim(),
    "The figures assume every instalment is paid on time for the whole term. A late or missed instalment lowers the maturity value, and banks and the post office charge a fee for it.",
    `RD interest is income from other sources, taxed at your slab rate in either regime and usually declared year by year as it accrues. A bank deducts TDS at 10% (section 194A of the Income-tax Act, 1961) once your interest from it in a year passes ₹50,000, or ₹1,00,000 for a senior citizen; ${formAcrossYears("noTdsDeclaration")} stops it when no tax is due.`,
    "A month is counted as a third of a quarter: each instalment grows by (1 + i)^(1/3) a month, which is how the India Post table and banks' RD calculators work. A bank that credits interest only at quarter ends may differ by a few rupees.",
  );
  return notes;
}
