import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
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
import type { CalculatorResult, ChartSpec, Figure, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { formAcrossYears } from "@/lib/tax/forms";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
const act2025 = (provision: Parameters<typeof sectionOf>[0]) => sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export type FixedDepositCalculatorInput = InputOf<typeof fields>;

/** The caption of the yearly schedule, which the chart names as holding its numbers. */
export const FD_SCHEDULE_CAPTION = "Your fixed deposit, year by year";

/*
 * The term in twelfths of a day, as lib/finance/fixed-deposit.ts counts it: a day is 12,
 * a month 365 (a twelfth of 365 days) and a year 4,380, so the limits compare exactly.
 */
const UNITS_PER_DAY = 12;
const UNITS_PER_MONTH = 365;
const UNITS_PER_YEAR = 12 * UNITS_PER_MONTH;

const plural = (count: number, word: string) => `${formatIndianNumber(count)} ${word}${count === 1 ? "" : "s"}`;

/** "5 years", "1 year 2 months 10 days", "444 days": the parts that are not zero. */
export function termText({ years, months, days }: Pick<FixedDepositCalculatorInput, "years" | "months" | "days">): string {
  const parts = [years > 0 ? plural(years, "year") : "", months > 0 ? plural(months, "month") : "", days > 0 ? plural(days, "day") : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : "0 days";
}

/** The whole term must be 7 days to 10 years: too short is shown on the days, too long on the years. */
export function validateFixedDeposit(input: FixedDepositCalculatorInput): Partial<Record<keyof FixedDepositCalculatorInput, string>> {
  const units = input.years * UNITS_PER_YEAR + input.months * UNITS_PER_MONTH + input.days * UNITS_PER_DAY;
  if (units < FD_MIN_TENURE_DAYS.value * UNITS_PER_DAY) {
    return { days: `A fixed deposit runs for at least ${FD_MIN_TENURE_DAYS.value} days: enter a term of ${FD_MIN_TENURE_DAYS.value} days or more.` };
  }
  if (units > FD_MAX_TENURE_YEARS.value * UNITS_PER_YEAR) {
    return { years: `A fixed deposit runs for at most ${FD_MAX_TENURE_YEARS.value} years in all; ${termText(input)} is longer.` };
  }
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

const PERIOD_WORD = { monthly: "month", quarterly: "quarter" } as const;

/** What the user reads beside a step (the finance module's references also cite our own rule notes). */
const SIMPLE_OR_COMPOUND = `Bank practice: deposits under ${FD_SIMPLE_INTEREST_BELOW_MONTHS.value} months earn simple interest; longer ones are compounded every quarter`;
const TERM_LIMITS = `Reserve Bank of India (Interest Rate on Deposits) Directions, 2016: a term deposit runs for at least ${FD_MIN_TENURE_DAYS.value} days; banks offer terms up to ${FD_MAX_TENURE_YEARS.value} years`;

/** "Year 3", or "Year 3 (part)" for a final row that ends before a full year. */
const yearLabel = (row: FixedDepositYear) => `Year ${row.year}${Number.isInteger(row.elapsedYears) ? "" : " (part)"}`;

const daysText = (days: number) => `${formatIndianNumber(days, { maximumFractionDigits: 2 })} ${days === 1 ? "day" : "days"}`;

export function computeFixedDeposit(input: FixedDepositCalculatorInput): CalculatorResult {
  const result = fixedDepositFor(input);
  const term = termText(input);
  const senior = input.senior && input.seniorExtra > 0;
  const rateText = senior
    ? `${formatPercent(result.appliedRatePercent)} a year (${formatPercent(input.rate)} plus the senior citizen's ${formatPercent(input.seniorExtra)})`
    : `${formatPercent(result.appliedRatePercent)} a year`;
  const brokenInterest = result.interest - result.paidOut;

  let summary: string;
  if (result.method === "quarterly-compounding") {
    summary = `${formatInr(result.principal)} in a fixed deposit for ${term} at ${rateText}, compounded quarterly, grows to ${formatInr(result.maturity)} at maturity: ${formatInr(result.interest)} of interest.`;
  } else if (result.method === "simple") {
    summary = `${formatInr(result.principal)} in a fixed deposit for ${term} at ${rateText} earns ${formatInr(result.interest)} of simple interest (terms under six months are not compounded): ${formatInr(result.maturity)} at maturity.`;
  } else {
    const period = PERIOD_WORD[input.payout as "monthly" | "quarterly"];
    summary =
      result.payoutCount === 0
        ? `${formatInr(result.principal)} for ${term} at ${rateText} is too short for a ${period}'s payout: all ${formatInr(result.interest)} of interest comes with the deposit at maturity, ${formatInr(result.maturity)} in all.`
        : `${formatInr(result.principal)} for ${term} at ${rateText} pays you ${formatInr(result.periodicPayout ?? 0, { paise: true })} every ${period}: ${plural(result.payoutCount, "payout")}, ${formatInr(result.paidOut)} in all. ` +
          (brokenInterest > 0
            ? `At maturity you get ${formatInr(result.maturity)}: the deposit and ${formatInr(brokenInterest)} of interest for the last ${daysText(result.brokenPeriodDays)}.`
            : `At maturity you get the deposit of ${formatInr(result.maturity)} back.`);
  }

  const figures: Figure[] = [
    { name: "interest", label: "Total interest", value: result.interest, format: "rupees" },
    { name: "maturity", label: result.method === "payout" ? "Paid at maturity" : "Maturity amount", value: result.maturity, format: "rupees" },
  ];
  if (result.method === "payout" && result.periodicPayout !== null && result.payoutCount > 0) {
    const period = PERIOD_WORD[input.payout as "monthly" | "quarterly"];
    figures.push(
      { name: "payoutAmount", label: `Interest paid every ${period}`, value: result.periodicPayout, format: "paise" },
      { name: "paidOut", label: "Interest paid out over the term", value: result.paidOut, format: "rupees" },
    );
  }
  figures.push({ name: "appliedRate", label: "Rate applied", value: result.appliedRatePercent, format: "percent" });

  return {
    summary,
    groups: [{ title: "Your fixed deposit", figures }],
    breakdown: [
      { title: "Rate and term", steps: rateSteps(input, result, term) },
      { title: interestTitle(result), steps: interestSteps(input, result) },
    ],
    notes: notesFor(input, result),
    tables: [scheduleTable(result)],
    chart: chartFor(result),
  };
}

function interestTitle(result: FixedDepositResult): string {
  if (result.method === "quarterly-compounding") return "Interest compounded every quarter";
  if (result.method === "simple") return "Simple interest (term under six months)";
  return "Interest paid out";
}

function rateSteps(input: FixedDepositCalculatorInput, result: FixedDepositResult, term: string): Step[] {
  const steps: Step[] = [
    { label: "Amount deposited (P)", amount: result.principal, reference: "The sum placed in the deposit" },
    {
      label: "Bank's rate for the term",
      text: formatPercent(input.rate),
      reference: "Set by each bank for each term: the Reserve Bank of India (Interest Rate on Deposits) Directions, 2016 leave deposit rates to the banks",
    },
  ];
  if (input.senior && input.seniorExtra > 0) {
    steps.push({
      label: "Senior citizen's extra rate",
      text: `+${formatPercent(input.seniorExtra)}`,
      reference: SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.reference,
    });
  }
  steps.push(
    {
      label: "Rate applied (r)",
      text: formatPercent(result.appliedRatePercent),
      reference: "The bank's rate plus any senior citizen's extra, fixed for the whole term",
    },
    {
      label: `Term: ${term}`,
      text: `${formatIndianNumber(result.tenureYears, { maximumFractionDigits: 4 })} ${result.tenureYears === 1 ? "year" : "years"}`,
      reference: `A month counted as 1/12 of a year and a day as 1/365 (banks' 365-day basis). ${TERM_LIMITS}`,
    },
  );
  return steps;
}

function interestSteps(input: FixedDepositCalculatorInput, result: FixedDepositResult): Step[] {
  const rate = result.appliedRatePercent;
  if (result.method === "simple") {
    return [
      {
        label: `Simple interest: P × r × ${daysText(result.brokenPeriodDays)} ÷ 36,500`,
        amount: result.interest,
        reference: `${SIMPLE_OR_COMPOUND}. Simple interest on a 365-day basis`,
      },
      { label: "Maturity amount: P + interest", amount: result.maturity, reference: "Principal and interest paid together at maturity, to the rupee" },
    ];
  }

  if (result.method === "quarterly-compounding") {
    const compounded = roundRupees(result.principal * (1 + rate / 400) ** result.compoundedQuarters);
    const steps: Step[] = [
      { label: "Full quarters in the term (q)", text: formatIndianNumber(result.compoundedQuarters), reference: SIMPLE_OR_COMPOUND },
      {
        label: `After q quarters: P × (1 + r/400)^q = ${formatInr(result.principal)} × ${formatIndianNumber(1 + rate / 400, { maximumFractionDigits: 6 })}^${result.compoundedQuarters}`,
        amount: compounded,
        reference: "Interest added to the deposit at the end of every quarter and earning interest from then on (a cumulative or reinvestment deposit)",
      },
    ];
    if (result.brokenPeriodDays > 0) {
      steps.push({
        label: `Simple interest for the ${daysText(result.brokenPeriodDays)} after the last full quarter: × r × days ÷ 36,500`,
        amount: result.maturity - compounded,
        reference: "The broken period after the last full quarter earns simple interest on a 365-day basis (bank practice)",
      });
    }
    steps.push(
      { label: "Maturity amount", amount: result.maturity, reference: "Principal and interest paid together at maturity, to the rupee" },
      { label: "Interest: maturity amount less P", amount: result.interest, reference: "Taxable as income from other sources at your slab rate" },
    );
    return steps;
  }

  const period = PERIOD_WORD[input.payout as "monthly" | "quarterly"];
  const steps: Step[] =
    input.payout === "monthly"
      ? [
          {
            label: "Interest a month: P × (r/400) ÷ [1 + (1 + r/1200) + (1 + r/1200)²]",
            text: formatInr(result.periodicPayout ?? 0, { paise: true }),
            reference:
              "Monthly payout at a discounted rate (the Indian Banks' Association formula): three monthly payments, reinvested at r/12 a month, equal the quarter's interest",
          },
          {
            label: "The same as a yearly rate",
            text: formatPercent(result.payoutRatePercent ?? 0),
            reference: "Monthly payout × 12 ÷ P",
          },
        ]
      : [
          {
            label: "Interest a quarter: P × r ÷ 400",
            text: formatInr(result.periodicPayout ?? 0, { paise: true }),
            reference: "A quarter's simple interest, paid out at the end of each quarter and not compounded",
          },
        ];
  steps.push(
    { label: `Number of ${period}ly payouts`, text: formatIndianNumber(result.payoutCount), reference: `Full ${period}s in the term` },
    { label: "Interest paid out over the term", amount: result.paidOut, reference: "Payout × number of payouts, to the rupee" },
  );
  if (result.interest > result.paidOut) {
    steps.push({
      label: `Simple interest for the ${daysText(result.brokenPeriodDays)} after the last payout, paid with the deposit`,
      amount: result.interest - result.paidOut,
      reference: "The broken period earns simple interest on a 365-day basis (bank practice)",
    });
  }
  steps.push(
    { label: "Paid at maturity: P and any interest not yet paid out", amount: result.maturity, reference: "The deposit returned on the maturity date" },
    { label: "Total interest", amount: result.interest, reference: "Taxable as income from other sources at your slab rate" },
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

function scheduleTable(result: FixedDepositResult): ResultTable {
  const payout = result.method === "payout";
  const columns = payout
    ? ["Year", "Opening balance", "Deposited", "Interest earned", "Interest paid out", "Held by the bank", "Amount invested", "Total value"]
    : ["Year", "Opening balance", "Deposited", "Interest", "Amount invested", "Total value"];
  const rows: (string | number)[][] = [];
  const csvRows: number[][] = [];
  for (const { row, invested, total } of rowsWithTotals(result)) {
    const plain = payout
      ? [row.opening, row.deposited, row.interest, row.paidOut, row.closing, invested, total]
      : [row.opening, row.deposited, row.interest, invested, total];
    rows.push([yearLabel(row), ...plain.map((amount) => formatInr(amount))]);
    csvRows.push([row.year, ...plain]);
  }
  return { caption: FD_SCHEDULE_CAPTION, columns, rows, csvFileName: "fixed-deposit-schedule.csv", csvRows };
}

function chartFor(result: FixedDepositResult): ChartSpec {
  const rows = rowsWithTotals(result);
  return {
    title:
      result.method === "payout"
        ? "Amount invested and total value of the fixed deposit, counting the interest paid out, at the end of each year"
        : "Amount invested and total value of the fixed deposit at the end of each year",
    labels: rows.map(({ row }) => yearLabel(row)),
    series: [
      { label: "Amount invested", values: rows.map(({ invested }) => invested) },
      { label: "Total value", values: rows.map(({ total }) => total) },
    ],
    tableCaption: FD_SCHEDULE_CAPTION,
  };
}

function notesFor(input: FixedDepositCalculatorInput, result: FixedDepositResult): string[] {
  const notes: string[] = [];
  if (result.method === "quarterly-compounding") {
    notes.push(
      result.brokenPeriodDays > 0
        ? "Interest is compounded at the end of every full quarter and the days after the last one earn simple interest, as banks work it out. Calculators that use (1 + r/400)^(4 × years) with a fractional power give a slightly different figure for such terms; at whole quarters the two agree."
        : "Interest is compounded at the end of every quarter, as banks do for cumulative deposits of six months or more.",
    );
  }
  if (result.method === "simple") {
    notes.push(`Deposits under six months earn simple interest. ${FD_SIMPLE_INTEREST_BELOW_MONTHS.note ?? ""}`.trim());
  }
  if (result.method === "payout") {
    notes.push(
      input.payout === "monthly"
        ? `Monthly interest is paid at a discounted rate, ${formatPercent(result.payoutRatePercent ?? 0)} a year instead of ${formatPercent(result.appliedRatePercent)}, so that three monthly payments, reinvested, are worth one quarter's interest; this is the Indian Banks' Association method most banks follow. Some banks pay a twelfth of the yearly rate instead.`
        : "Quarterly payouts are a quarter's simple interest: nothing is compounded, so the total interest is less than a cumulative deposit earns.",
      'In the schedule, "Total value" counts the interest already paid out to you as well as what the bank holds.',
    );
  }
  if (input.months > 0 || input.days > 0) {
    notes.push(
      "Without a start date, a month is counted as a twelfth of a year and a day as a 365th. A bank counts the calendar days between the dates, so its figure can differ by a few rupees.",
    );
  }
  if (input.senior) {
    notes.push(`The senior citizen's extra is bank policy, for depositors aged 60 or more. ${SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.note ?? ""}`.trim());
  }
  notes.push(
    "FD interest is income from other sources, taxed at your slab rate in both regimes. Interest on a cumulative deposit is usually declared year by year as it accrues, which is also when the bank deducts TDS.",
    `A bank deducts TDS at 10% (section 194A of the Income-tax Act, 1961; ${act2025("tdsOther")} of the Income-tax Act, 2025 from tax year 2026-27) once your interest from it in a financial year passes ₹50,000, or ₹1,00,000 for a senior citizen; ${formAcrossYears("noTdsDeclaration")} stops it when no tax is due.`,
  );
  if (input.years === 5 && input.months === 0 && input.days === 0) {
    notes.push(
      `A 5-year tax-saver FD with a scheduled bank qualifies for the deduction under ${both("80C")}, up to ₹1.5 lakh a year in the old regime only. It cannot be withdrawn before five years, and its interest is taxable.`,
    );
  }
  return notes;
}
