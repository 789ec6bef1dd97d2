import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatInr, formatPercent } from "@/lib/format";
import { SSY_RATE, SSY_RULES, computeSsy, type SsyInput, type SsyResult, type SsyYearRow } from "@/lib/finance/ssy";
import type { CalculatorResult, InputOf, Step } from "../types";
import { DEPOSIT_TIMING } from "../ppf/fields";
import { cumulative, depositMultipleMessage, growthChart, plural, scheduleTable, type ScheduleColumn } from "../ppf/savings-schedule";
import type { fields } from "./fields";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
const act2025 = (provision: Parameters<typeof sectionOf>[0]) => sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export type SsyCalculatorInput = InputOf<typeof fields>;

const SCHEME = "Sukanya Samriddhi Account Scheme, 2019 (G.S.R. 914(E) of 12 December 2019)";
/** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
export const SSY_INTEREST_RULE = `${SCHEME}: interest for each calendar month on the lowest balance between the close of the fifth day and the end of the month, at a twelfth of the yearly rate, credited at the end of each financial year`;
const TAX_TREATMENT =
  `Income-tax Act, 1961, s.80C (deposits, old regime only) and s.10(11A) (interest and payments from the account exempt); from tax year 2026-27, Income-tax Act, 2025, ${act2025("80C")} and the counterpart of s.10(11A)`;

const { minimumYearlyDeposit, maximumYearlyDeposit, depositMultiple, depositYears, maturityYears } = SSY_RULES;
const MONTHS_IN_YEAR = 12;

export const SSY_TABLE_CAPTION = "The Sukanya Samriddhi account, year by year";

/** Deposits are made in multiples of ₹50. */
export function validateSsy(input: SsyCalculatorInput): Partial<Record<keyof SsyCalculatorInput, string>> {
  const multiple = depositMultipleMessage(input.yearly, depositMultiple.value, minimumYearlyDeposit.value, maximumYearlyDeposit.value);
  return multiple ? { yearly: multiple } : {};
}

export function ssyInputFor(input: SsyCalculatorInput): SsyInput {
  return { yearlyDeposit: input.yearly, ratePercent: input.rate, depositYears: input.depositYears, depositTiming: DEPOSIT_TIMING[input.timing] };
}

function depositPhrase(input: SsyCalculatorInput): string {
  if (input.timing === "monthly") return `${formatInr(input.yearly / MONTHS_IN_YEAR)} by the 5th of every month (${formatInr(input.yearly)} a year)`;
  return `${formatInr(input.yearly)} by 5 April every year`;
}

export function computeSsyCalculator(input: SsyCalculatorInput): CalculatorResult {
  const result = computeSsy(ssyInputFor(input));
  const rate = formatPercent(input.rate);
  const summary = `Depositing ${depositPhrase(input)} for ${plural(input.depositYears, "year")} at ${rate}, the Sukanya Samriddhi account pays ${formatInr(result.maturity)} when it matures ${maturityYears.value} years after opening: ${formatInr(result.invested)} deposited and ${formatInr(result.interest)} interest, all of it tax-free.`;

  const columns: ScheduleColumn<SsyYearRow>[] = [
    { head: "Year", value: (row) => row.year, rupees: false },
    { head: "Opening balance", value: (row) => row.opening, rupees: true },
    { head: "Deposit", value: (row) => row.deposit, rupees: true },
    { head: "Interest", value: (row) => row.interest, rupees: true },
    { head: "Closing balance", value: (row) => row.closing, rupees: true },
  ];
  const table = scheduleTable({ caption: SSY_TABLE_CAPTION, csvFileName: "ssy-schedule.csv", columns, rows: result.yearly });
  const invested = cumulative(result.yearly.map((row) => row.deposit));
  const chart = growthChart(
    "Sukanya Samriddhi balance against the amount deposited, year by year",
    table,
    result.yearly.map((row, index) => ({ year: row.year, invested: invested[index] ?? 0, value: row.closing })),
  );

  return {
    summary,
    groups: [
      {
        title: `At maturity, after ${maturityYears.value} years`,
        figures: [
          { name: "invested", label: "Amount deposited", value: result.invested, format: "rupees" },
          { name: "interest", label: "Interest earned", value: result.interest, format: "rupees" },
          { name: "maturity", label: "Maturity value", value: result.maturity, format: "rupees" },
        ],
      },
      {
        title: "Rate",
        figures: [
          { name: "notifiedRate", label: "Rate notified", value: `${formatPercent(SSY_RATE.value)} for ${SSY_RATE.period}`, format: "text" },
          { name: "rateUsed", label: "Rate used here", value: input.rate, format: "percent" },
        ],
      },
    ],
    breakdown: [{ title: `Sukanya Samriddhi maturity value: ${SCHEME}`, steps: stepsFor(input, result) }],
    notes: notesFor(input),
    tables: [table],
    chart,
  };
}

function stepsFor(input: SsyCalculatorInput, result: SsyResult): Step[] {
  const rate = formatPercent(input.rate);
  const firstYear = result.yearly[0];
  const lastDepositYear = result.yearly[input.depositYears - 1];
  const idleYears = maturityYears.value - input.depositYears;
  return [
    {
      label: input.timing === "monthly" ? `Deposit each year, a twelfth (${formatInr(input.yearly / MONTHS_IN_YEAR)}) by the 5th of each month` : "Deposit each year, all of it by 5 April",
      amount: input.yearly,
      reference: `${maximumYearlyDeposit.reference}; ${minimumYearlyDeposit.reference.replace(`${SCHEME}: `, "")}; ${depositMultiple.reference.replace(`${SCHEME}: `, "")}`,
    },
    {
      label: input.rate === SSY_RATE.value ? `Interest rate: the rate notified for ${SSY_RATE.period}` : `Interest rate you entered (notified for ${SSY_RATE.period}: ${formatPercent(SSY_RATE.value)})`,
      text: `${rate} a year`,
      reference: SSY_RATE.reference,
    },
    {
      label: "Interest for each month on the lowest balance after the 5th, at a twelfth of the rate, added on 31 March",
      text: "compounds once a year",
      reference: SSY_INTEREST_RULE,
    },
    {
      label:
        input.timing === "monthly"
          ? `Year 1 interest: the twelve month balances (${formatInr(input.yearly / MONTHS_IN_YEAR)} to ${formatInr(input.yearly)}) × ${rate} ÷ 12`
          : `Year 1 interest: ${formatInr(input.yearly)} × ${rate}, every month's balance holding the April deposit`,
      amount: firstYear?.interest ?? 0,
      reference: SSY_INTEREST_RULE,
    },
    {
      label: `Balance after ${plural(input.depositYears, "year")} of deposits`,
      amount: lastDepositYear?.closing ?? 0,
      reference: input.depositYears === depositYears.value ? depositYears.reference : `${depositYears.reference}; you chose ${plural(input.depositYears, "year")}`,
    },
    ...(idleYears > 0
      ? [
          {
            label: `${plural(idleYears, "more year")} of interest without deposits, to maturity`,
            amount: result.maturity - (lastDepositYear?.closing ?? 0),
            reference: maturityYears.reference,
          },
        ]
      : []),
    { label: `Amount deposited: ${input.depositYears} × ${formatInr(input.yearly)}`, amount: result.invested, reference: "Sum of the Deposit column of the table" },
    {
      label: "Interest earned over the years",
      amount: result.interest,
      reference: "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
    },
    {
      label: `Maturity value after ${maturityYears.value} years: deposits + interest`,
      amount: result.maturity,
      reference:
        input.timing === "april"
          ? `P × ((1 + r)^d − 1) ÷ r × (1 + r) × (1 + r)^(${maturityYears.value} − d), with P = ${formatInr(input.yearly)}, r = ${rate}, d = ${input.depositYears}: the interest rule with every deposit made by 5 April`
          : "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
    },
    { label: "Tax on the interest and the maturity value", text: "none (exempt)", reference: TAX_TREATMENT },
  ];
}

function notesFor(input: SsyCalculatorInput): string[] {
  const notes = [
    `Sukanya Samriddhi rates are set every quarter and apply to the whole balance. ${formatPercent(SSY_RATE.value)} was notified for ${SSY_RATE.period}, the latest quarter checked here, and has applied since 1 January 2024 (8% from April to December 2023). Later quarters may differ; the calculator projects all ${maturityYears.value} years at the rate you enter.`,
    "The account is taken to open at the start of a financial year, so each year here is a financial year and the 21st ends at maturity. Opened later in a year, the first and last years are part-years and the figures shift a little.",
    `The scheme is exempt at every stage: deposits count towards the ₹1,50,000 deduction of ${both("80C")} in the old regime only, and the interest and the maturity value are tax-free under section 10(11A) in both regimes. From tax year 2026-27 the Income-tax Act, 2025 carries these rules under its own section numbers.`,
    "Once your daughter turns 18 or passes class 10, whichever comes first, up to half of the balance at the end of the previous financial year can be withdrawn for her education, and the account can be closed early for her marriage after 18. The figures assume the account runs the full 21 years untouched.",
  ];
  if (input.depositYears < depositYears.value) {
    notes.push(
      input.depositYears === 14
        ? `Deposits for 14 years, as under the Sukanya Samriddhi Account Rules, 2014; under the 2019 scheme deposits run for ${depositYears.value} years from opening.`
        : `Deposits for ${plural(input.depositYears, "year")}: a year within the deposit period without the ₹${minimumYearlyDeposit.value} minimum puts the account in default. It still earns interest, as shown, and can be revived by paying the minimum for each year missed plus a ₹50 penalty for each.`,
    );
  }
  if (input.timing === "monthly" && (input.yearly / MONTHS_IN_YEAR) % depositMultiple.value !== 0) {
    notes.push(
      `A twelfth of ${formatInr(input.yearly)} is ${formatInr(input.yearly / MONTHS_IN_YEAR, { paise: true })}. Deposits are made in multiples of ₹${depositMultiple.value}, so your monthly amounts would differ a little; the figures assume equal twelfths.`,
    );
  }
  return notes;
}
