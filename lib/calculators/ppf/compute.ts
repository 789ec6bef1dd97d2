import { sectionOf, sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatInr, formatPercent } from "@/lib/format";
import { PPF_MAXIMUM_YEARS, PPF_RATE, PPF_RULES, computePpf, type PpfInput, type PpfResult, type PpfYearRow } from "@/lib/finance/ppf";
import type { CalculatorResult, InputOf, Step } from "../types";
import { DEPOSIT_TIMING, EXTENSION, type fields } from "./fields";
import { cumulative, depositMultipleMessage, growthChart, plural, scheduleTable, type ScheduleColumn } from "./savings-schedule";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);
/** The 2025 Act's citation: "section 123". */
const act2025 = (provision: Parameters<typeof sectionOf>[0]) => sectionOf(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export type PpfCalculatorInput = InputOf<typeof fields>;

const SCHEME = "Public Provident Fund Scheme, 2019 (G.S.R. 915(E) of 12 December 2019)";
/** The interest rule of the scheme, as `smallSavingsYear` in lib/finance/ppf.ts applies it. */
export const PPF_INTEREST_RULE = `${SCHEME}: interest for each calendar month on the lowest balance between the close of the fifth day and the end of the month, at a twelfth of the yearly rate, credited at the end of each financial year`;
const TAX_TREATMENT =
  `Income-tax Act, 1961, s.80C (deposits, old regime only) and s.10(11) (interest and withdrawals exempt); from tax year 2026-27, Income-tax Act, 2025, ${act2025("80C")} and the counterpart of s.10(11)`;

const { minimumYearlyDeposit, maximumYearlyDeposit, depositMultiple, maturityYears, extensionBlockYears } = PPF_RULES;
const MONTHS_IN_YEAR = 12;

export const PPF_TABLE_CAPTION = "Your PPF account, year by year";

/** Rules that need more than one comparison: deposits in multiples of ₹50, and a term of 15 years plus whole extension blocks. */
export function validatePpf(input: PpfCalculatorInput): Partial<Record<keyof PpfCalculatorInput, string>> {
  const errors: Partial<Record<keyof PpfCalculatorInput, string>> = {};
  const multiple = depositMultipleMessage(input.yearly, depositMultiple.value, minimumYearlyDeposit.value, maximumYearlyDeposit.value);
  if (multiple) errors.yearly = multiple;
  const beyondMaturity = input.years - maturityYears.value;
  if (beyondMaturity % extensionBlockYears.value !== 0) {
    const below = maturityYears.value + Math.floor(beyondMaturity / extensionBlockYears.value) * extensionBlockYears.value;
    const choices = [below, below + extensionBlockYears.value].filter((years) => years <= PPF_MAXIMUM_YEARS);
    errors.years = `A PPF account runs ${maturityYears.value} years, then in ${extensionBlockYears.value}-year extensions: enter ${choices.join(" or ")}.`;
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

function depositPhrase(input: PpfCalculatorInput): string {
  if (input.timing === "monthly") return `${formatInr(input.yearly / MONTHS_IN_YEAR)} by the 5th of every month (${formatInr(input.yearly)} a year)`;
  return `${formatInr(input.yearly)} by 5 April every year`;
}

function termPhrase(input: PpfCalculatorInput): string {
  const blocks = extensionBlocks(input.years);
  if (blocks === 0) return `for ${maturityYears.value} years`;
  const extended = `extended ${blocks === 1 ? "once" : `${blocks} times`} by ${extensionBlockYears.value} years`;
  if (input.extension === "with") return `for ${input.years} years (${maturityYears.value} to maturity, then ${extended})`;
  return `for ${maturityYears.value} years and leaving it to earn for ${input.years - maturityYears.value} more without deposits (${extended})`;
}

export function computePpfCalculator(input: PpfCalculatorInput): CalculatorResult {
  const result = computePpf(ppfInputFor(input));
  const rate = formatPercent(input.rate);
  const extended = input.years > maturityYears.value;
  const summary = `Depositing ${depositPhrase(input)} ${termPhrase(input)} at ${rate}, your PPF account grows to ${formatInr(result.maturity)}: ${formatInr(result.invested)} deposited and ${formatInr(result.interest)} interest, all of it tax-free.`;

  const columns: ScheduleColumn<PpfYearRow>[] = [
    { head: "Year", value: (row) => row.year, rupees: false },
    { head: "Opening balance", value: (row) => row.opening, rupees: true },
    { head: "Deposit", value: (row) => row.deposit, rupees: true },
    { head: "Interest", value: (row) => row.interest, rupees: true },
    { head: "Closing balance", value: (row) => row.closing, rupees: true },
  ];
  const table = scheduleTable({ caption: PPF_TABLE_CAPTION, csvFileName: "ppf-schedule.csv", columns, rows: result.yearly });
  const invested = cumulative(result.yearly.map((row) => row.deposit));
  const chart = growthChart(
    "PPF balance against the amount deposited, year by year",
    table,
    result.yearly.map((row, index) => ({ year: row.year, invested: invested[index] ?? 0, value: row.closing })),
  );

  return {
    summary,
    groups: [
      {
        title: extended ? `Your PPF account after ${input.years} years` : "Your PPF account at maturity",
        figures: [
          { name: "invested", label: "Amount deposited", value: result.invested, format: "rupees" },
          { name: "interest", label: "Interest earned", value: result.interest, format: "rupees" },
          { name: "maturity", label: extended ? `Value after ${input.years} years` : "Maturity value", value: result.maturity, format: "rupees" },
        ],
      },
      {
        title: "Rate",
        figures: [
          { name: "notifiedRate", label: "Rate notified", value: `${formatPercent(PPF_RATE.value)} for ${PPF_RATE.period}`, format: "text" },
          { name: "rateUsed", label: "Rate used here", value: input.rate, format: "percent" },
        ],
      },
    ],
    breakdown: [{ title: `PPF maturity value: ${SCHEME}`, steps: stepsFor(input, result) }],
    notes: notesFor(input),
    tables: [table],
    chart,
  };
}

function stepsFor(input: PpfCalculatorInput, result: PpfResult): Step[] {
  const rate = formatPercent(input.rate);
  const firstYear = result.yearly[0];
  const blocks = extensionBlocks(input.years);
  const extended = blocks > 0;
  const depositYears = result.yearly.filter((row) => row.deposit > 0).length;
  const steps: Step[] = [
    {
      label: input.timing === "monthly" ? `Deposit each year, a twelfth (${formatInr(input.yearly / MONTHS_IN_YEAR)}) by the 5th of each month` : "Deposit each year, all of it by 5 April",
      amount: input.yearly,
      reference: `${maximumYearlyDeposit.reference}; ${minimumYearlyDeposit.reference.replace(`${SCHEME}: `, "")}; ${depositMultiple.reference.replace(`${SCHEME}: `, "")}`,
    },
    {
      label: input.rate === PPF_RATE.value ? `Interest rate: the rate notified for ${PPF_RATE.period}` : `Interest rate you entered (notified for ${PPF_RATE.period}: ${formatPercent(PPF_RATE.value)})`,
      text: `${rate} a year`,
      reference: PPF_RATE.reference,
    },
    {
      label: "Interest for each month on the lowest balance after the 5th, at a twelfth of the rate, added on 31 March",
      text: "compounds once a year",
      reference: PPF_INTEREST_RULE,
    },
    {
      label:
        input.timing === "monthly"
          ? `Year 1 interest: the twelve month balances (${formatInr(input.yearly / MONTHS_IN_YEAR)} to ${formatInr(input.yearly)}) × ${rate} ÷ 12`
          : `Year 1 interest: ${formatInr(input.yearly)} × ${rate}, every month's balance holding the April deposit`,
      amount: firstYear?.interest ?? 0,
      reference: PPF_INTEREST_RULE,
    },
    {
      label: `Maturity after ${maturityYears.value} full financial years`,
      text: "counted from the end of the year you open the account",
      reference: maturityYears.reference,
    },
  ];
  if (extended) {
    steps.push({
      label: `Extended by ${plural(blocks, `block`)} of ${extensionBlockYears.value} years, ${input.extension === "with" ? "with deposits" : "without deposits"}`,
      text: `${input.years} years in all`,
      reference: extensionBlockYears.reference,
    });
  }
  const lumpSumFormula = input.timing === "april" && (blocks === 0 || input.extension === "with");
  steps.push(
    { label: `Amount deposited: ${depositYears} × ${formatInr(input.yearly)}`, amount: result.invested, reference: "Sum of the Deposit column of the table" },
    {
      label: "Interest earned over the years",
      amount: result.interest,
      reference: "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
    },
    {
      label: extended ? `Value after ${input.years} years: deposits + interest` : "Maturity value: deposits + interest",
      amount: result.maturity,
      reference: lumpSumFormula
        ? `FV = P × ((1 + r)^n − 1) ÷ r × (1 + r), with P = ${formatInr(input.yearly)}, r = ${rate}, n = ${input.years}: the interest rule with every deposit made by 5 April`
        : "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
    },
    { label: "Tax on the interest and the maturity value", text: "none (exempt)", reference: TAX_TREATMENT },
  );
  return steps;
}

function notesFor(input: PpfCalculatorInput): string[] {
  const notes = [
    `PPF rates are set every quarter and apply to the whole balance. ${formatPercent(PPF_RATE.value)} was notified for ${PPF_RATE.period}, the latest quarter checked here, and has applied in every quarter since 1 April 2020. Later quarters may differ; the calculator projects every year at the rate you enter.`,
    `Year 1 is the first full financial year after you open the account. A deposit in the year you open it, which the scheme also allows (up to ${maturityYears.value + 1} yearly deposits in all), is not counted.`,
    `PPF is exempt at every stage: deposits count towards the ₹1,50,000 deduction of ${both("80C")} in the old regime only (the new regime allows no deduction for them), and the interest and the maturity value are tax-free under section 10(11) in both regimes. From tax year 2026-27 the Income-tax Act, 2025 carries these rules under its own section numbers.`,
    "Loans (in the second to fifth years after the year of opening) and withdrawals (one a year from the sixth) reduce the balance, so the figures assume you take neither. Closing the account before maturity is allowed only after five full years, for reasons the scheme lists, and with 1% less interest.",
  ];
  if (input.timing === "monthly" && (input.yearly / MONTHS_IN_YEAR) % depositMultiple.value !== 0) {
    notes.push(
      `A twelfth of ${formatInr(input.yearly)} is ${formatInr(input.yearly / MONTHS_IN_YEAR, { paise: true })}. Deposits are made in multiples of ₹${depositMultiple.value}, so your monthly amounts would differ a little; the figures assume equal twelfths.`,
    );
  }
  if (input.years > maturityYears.value && input.extension === "without") {
    notes.push("An account continued without deposits is taken to stay so (the rule of the 1968 scheme; the 2019 scheme is read the same way here), so every extension is without deposits. The balance keeps earning interest, and you may withdraw any amount once a year.");
  }
  if (input.years > maturityYears.value && input.extension === "with") {
    notes.push("In an extension with deposits you may withdraw up to 60% of the balance at the start of the block, in one or more withdrawals over the five years; the figures assume you withdraw nothing.");
  }
  return notes;
}
