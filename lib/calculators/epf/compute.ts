import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatInr, formatPercent } from "@/lib/format";
import { CONTRIBUTION_ROUNDING_REFERENCE, EPF_RATE, EPF_RULES, computeEpf, type EpfInput, type EpfResult, type EpfYearRow } from "@/lib/finance/epf";
import type { CalculatorResult, Figure, FigureGroup, InputOf, Step } from "../types";
import { cumulative, growthChart, plural, scheduleTable, type ScheduleColumn } from "../ppf/savings-schedule";
import { INTEREST_TIMING, type fields } from "./fields";

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export type EpfCalculatorInput = InputOf<typeof fields>;

const EPF_SCHEME = "Employees' Provident Funds Scheme, 1952";
const INTEREST_RULE = `${EPF_SCHEME}, para 60: interest on the monthly running balance, credited to each member's account on 31 March`;
const TIMING_CONVENTION: Record<EpfCalculatorInput["timing"], string> = {
  "month-end": "a month's contributions counted in that month's balance (the convention of most calculators)",
  "next-month": "a month's contributions earning interest from the month after (as EPFO's ledger does)",
};
/** Income-tax Act, 1961: interest on an employee's own contributions above this in a year is taxable (s.10(12), provisos, and Rule 9D). */
const RULE_9D_THRESHOLD = latest(incomeTaxLimits.providentFundInterestExemptContributionLimit).value;
/** The same limit where the employer pays nothing (s.10(12), second proviso). */
const RULE_9D_THRESHOLD_WITHOUT_EMPLOYER = latest(incomeTaxLimits.providentFundInterestExemptContributionLimitWithoutEmployer).value;
/** Income-tax Act, 1961, s.17(2)(vii): the employer's contributions to PF, NPS and superannuation above this in a year are a perquisite. */
const EMPLOYER_CONTRIBUTION_PERQUISITE_LIMIT = latest(incomeTaxLimits.employerRetirementContributionLimit).value;

export const EPF_TABLE_CAPTION = "Your EPF account, year by year";

/** The retirement age must come after the age now. */
export function validateEpf(input: EpfCalculatorInput): Partial<Record<keyof EpfCalculatorInput, string>> {
  if (input.retireAge <= input.age) return { retireAge: `Enter an age above your age now (${input.age}).` };
  return {};
}

export function epfInputFor(input: EpfCalculatorInput): EpfInput {
  return {
    monthlyWage: input.monthlyBasic,
    years: input.retireAge - input.age,
    annualWageGrowthPercent: input.growth,
    ratePercent: input.rate,
    openingBalance: input.opening,
    contributionPercent: Number(input.contribution),
    contributionOnCappedWage: input.capped,
    pensionMember: input.pension,
    interestTiming: INTEREST_TIMING[input.timing],
  };
}

export function computeEpfCalculator(input: EpfCalculatorInput): CalculatorResult {
  const result = computeEpf(epfInputFor(input));
  const years = input.retireAge - input.age;
  const wage = input.growth > 0 ? `basic + DA of ${formatInr(input.monthlyBasic)} a month rising ${formatPercent(input.growth)} a year` : `basic + DA of ${formatInr(input.monthlyBasic)} a month`;
  const fromToday = result.openingBalance > 0 ? `today's ${formatInr(result.openingBalance)}, ` : "";
  const pension = result.pensionContributions > 0 ? ` Another ${formatInr(result.pensionContributions)} of your employer's share goes to the pension scheme (EPS).` : "";
  const summary = `With ${wage}, your EPF balance at ${input.retireAge} would be ${formatInr(result.maturity)} after ${plural(years, "year")} at ${formatPercent(input.rate)}: ${fromToday}${formatInr(result.employeeContributions)} from you, ${formatInr(result.employerContributions)} from your employer and ${formatInr(result.interest)} interest.${pension}`;

  const columns: ScheduleColumn<EpfYearRow>[] = [
    { head: "Year", value: (row) => row.year, rupees: false },
    { head: "Age", value: (row) => input.age + row.year - 1, rupees: false },
    { head: "Basic + DA a month", value: (row) => row.monthlyWage, rupees: true },
    { head: "Opening balance", value: (row) => row.opening, rupees: true },
    { head: "Your contribution", value: (row) => row.employeeContribution, rupees: true },
    { head: "Employer's to EPF", value: (row) => row.employerContribution, rupees: true },
    { head: "Interest", value: (row) => row.interest, rupees: true },
    { head: "Closing balance", value: (row) => row.closing, rupees: true },
    { head: "Employer's to EPS (not in the balance)", value: (row) => row.pensionContribution, rupees: true },
  ];
  const table = scheduleTable({ caption: EPF_TABLE_CAPTION, csvFileName: "epf-schedule.csv", columns, rows: result.yearly });
  const invested = cumulative(
    result.yearly.map((row) => row.deposit),
    result.openingBalance,
  );
  const chart = growthChart(
    "EPF balance against the amount paid in, year by year",
    table,
    result.yearly.map((row, index) => ({ year: row.year, invested: invested[index] ?? 0, value: row.closing })),
  );

  const totals: Figure[] = [
    ...(result.openingBalance > 0 ? [{ name: "openingBalance", label: "Balance today", value: result.openingBalance, format: "rupees" as const }] : []),
    { name: "employee", label: "Your contributions", value: result.employeeContributions, format: "rupees" },
    { name: "employer", label: "Employer's contributions to EPF", value: result.employerContributions, format: "rupees" },
    { name: "interest", label: "Interest earned", value: result.interest, format: "rupees" },
    { name: "maturity", label: `EPF balance at ${input.retireAge}`, value: result.maturity, format: "rupees" },
    {
      name: "eps",
      label: "Employer's contributions to the pension scheme (EPS)",
      value: result.pensionContributions,
      format: "rupees",
      note: "Not part of the EPF balance: it pays a monthly pension under the Employees' Pension Scheme, 1995.",
    },
  ];
  const month = result.firstMonth;
  const groups: FigureGroup[] = [
    { title: `At retirement, after ${plural(years, "year")}`, figures: totals },
    {
      title: "Each month in year 1",
      figures: [
        { name: "monthlyEmployee", label: "Your contribution", value: month.employee, format: "rupees" },
        { name: "monthlyEmployer", label: "Employer's contribution to EPF", value: month.employerEpf, format: "rupees" },
        { name: "monthlyEps", label: "Employer's contribution to EPS", value: month.employerEps, format: "rupees" },
        { name: "monthlyIntoEpf", label: "Into your EPF account", value: month.intoEpf, format: "rupees" },
      ],
    },
    {
      title: "Rate",
      figures: [
        { name: "declaredRate", label: "Rate declared", value: `${formatPercent(EPF_RATE.value)} for ${EPF_RATE.period}`, format: "text" },
        { name: "rateUsed", label: "Rate used here", value: input.rate, format: "percent" },
      ],
    },
  ];

  return {
    summary,
    groups,
    breakdown: [
      { title: `Contributions: ${EPF_SCHEME} and Employees' Pension Scheme, 1995`, steps: contributionSteps(input, result) },
      { title: `Interest and the balance at ${input.retireAge}: ${EPF_SCHEME}, para 60`, steps: balanceSteps(input, result) },
    ],
    notes: notesFor(input, result),
    tables: [table],
    chart,
  };
}

function contributionSteps(input: EpfCalculatorInput, result: EpfResult): Step[] {
  const { contributionPercent, reducedContributionPercent, pensionSharePercent, wageCeiling } = EPF_RULES;
  const month = result.firstMonth;
  const percent = Number(input.contribution);
  const percentRule = percent === contributionPercent.value ? contributionPercent : reducedContributionPercent;
  const contributoryWage = input.capped ? Math.min(input.monthlyBasic, wageCeiling.value) : input.monthlyBasic;
  const employerTotal = month.employerEpf + month.employerEps;
  const steps: Step[] = [{ label: "Basic + DA a month in year 1 (PF wages)", amount: input.monthlyBasic, reference: percentRule.reference }];
  if (input.capped && input.monthlyBasic > wageCeiling.value) {
    steps.push({ label: "Contributions restricted to the wage ceiling", amount: wageCeiling.value, reference: wageCeiling.reference });
  }
  steps.push(
    { label: `Your contribution: ${percent}% of ${formatInr(contributoryWage)}, to the rupee`, amount: month.employee, reference: `${percentRule.reference}; ${CONTRIBUTION_ROUNDING_REFERENCE} (nearest rupee)` },
    { label: `Employer's contribution: ${percent}% of ${formatInr(contributoryWage)}`, amount: employerTotal, reference: percentRule.reference },
  );
  if (input.pension) {
    steps.push({
      label: `of which to the pension scheme: ${pensionSharePercent.value}% of ${formatInr(Math.min(input.monthlyBasic, wageCeiling.value))}${input.monthlyBasic > wageCeiling.value ? " (the wage ceiling)" : ""}, to the rupee`,
      amount: month.employerEps,
      reference: `${pensionSharePercent.reference}; ${wageCeiling.reference}`,
    });
  } else {
    steps.push({ label: "of which to the pension scheme: none, as you are not a member", amount: 0, reference: wageCeiling.reference });
  }
  steps.push(
    { label: "of which to your EPF account: the rest", amount: month.employerEpf, reference: pensionSharePercent.reference },
    { label: "Into your EPF account each month in year 1: yours + the employer's EPF share", amount: month.intoEpf, reference: CONTRIBUTION_ROUNDING_REFERENCE },
  );
  const lastYear = result.yearly[result.yearly.length - 1];
  if (input.growth > 0 && lastYear) {
    steps.push({
      label: `Basic + DA rising ${formatPercent(input.growth)} at the start of each year, contributions following it`,
      text: `${formatInr(lastYear.monthlyWage)} a month in year ${lastYear.year}`,
      reference: `Your assumption of pay rises; ${percentRule.reference.split(";")[0]}`,
    });
  }
  return steps;
}

function balanceSteps(input: EpfCalculatorInput, result: EpfResult): Step[] {
  const rate = formatPercent(input.rate);
  const firstYear = result.yearly[0];
  const steps: Step[] = [
    {
      label: input.rate === EPF_RATE.value ? `Interest rate: the rate declared for ${EPF_RATE.period}` : `Interest rate you entered (declared for ${EPF_RATE.period}: ${formatPercent(EPF_RATE.value)})`,
      text: `${rate} a year`,
      reference: EPF_RATE.reference,
    },
    {
      label: "Interest for each month on the running balance, at a twelfth of the rate, added on 31 March",
      text: "compounds once a year",
      reference: `${INTEREST_RULE}; ${TIMING_CONVENTION[input.timing]}`,
    },
    {
      label: `Year 1 interest: the twelve ${input.timing === "month-end" ? "month-end balances" : "balances before each month's contribution"} × ${rate} ÷ 12`,
      amount: firstYear?.interest ?? 0,
      reference: INTEREST_RULE,
    },
  ];
  if (result.openingBalance > 0) steps.push({ label: "Balance today", amount: result.openingBalance, reference: "Your EPF passbook" });
  steps.push(
    { label: `Your contributions over ${plural(result.yearly.length, "year")}`, amount: result.employeeContributions, reference: "Sum of the Your contribution column of the table" },
    { label: "Employer's contributions to EPF", amount: result.employerContributions, reference: "Sum of the Employer's to EPF column of the table" },
    {
      label: "Interest earned",
      amount: result.interest,
      reference: "Sum of the Interest column of the table: each year's interest to the rupee, the rounding spread so that the column adds up to the exact total",
    },
    {
      label: `EPF balance at ${input.retireAge}: ${result.openingBalance > 0 ? "balance today + " : ""}contributions + interest`,
      amount: result.maturity,
      reference: "The balance carried year to year, each year's interest added on 31 March (the Closing balance column)",
    },
    {
      label: "Employer's contributions to the pension scheme, outside the EPF balance",
      amount: result.pensionContributions,
      reference: EPF_RULES.pensionSharePercent.reference,
    },
  );
  return steps;
}

function notesFor(input: EpfCalculatorInput, result: EpfResult): string[] {
  const ceiling = EPF_RULES.wageCeiling.value;
  const notes = [
    `EPF interest is declared for each financial year after it ends. ${formatPercent(EPF_RATE.value)} was approved for ${EPF_RATE.period} by the Central Board of Trustees in March 2026, as for FY 2023-24 and FY 2024-25; the rate for FY 2026-27 is not yet declared, so every year is projected at the rate you enter.`,
    "The EPS share earns no interest for you. After ten years of service it pays a monthly pension from 58 (a reduced one from 50), worked out on your pensionable salary and years of service, not on the contributions; with less service it is paid out as a lump sum.",
    `The balance is tax-free when you withdraw it after five years of continuous service, counting earlier employers whose balance you transferred. Withdrawn sooner, it is taxable, with TDS under ${both("tdsProvidentFund")}. Your own contributions qualify for the deduction under ${both("80C")} in the old regime only.`,
    "Under the Code on Social Security, 2020, in force from 21 November 2025, allowances above half of your pay count as wages, which can raise PF wages. Enter the wage your employer uses for PF.",
  ];
  if (input.pension && input.monthlyBasic > ceiling) {
    notes.push(
      `The pension share assumes you are in the Employees' Pension Scheme. If you first joined EPF on or after 1 September 2014 with basic + DA above ${formatInr(ceiling)}, you are not: all of the employer's share then goes to EPF. Set "Member of the pension scheme (EPS)" to no to see that case.`,
    );
  }
  if (!input.capped && input.monthlyBasic > ceiling) {
    notes.push(`Contributions are compulsory only on basic + DA up to ${formatInr(ceiling)} a month. If your employer pays on that ceiling rather than your full basic + DA, set "Contributions on ${formatInr(ceiling)} only" to yes.`);
  }
  if (result.yearly.some((row) => row.employeeContribution > RULE_9D_THRESHOLD)) {
    notes.push(
      `Your own contributions exceed ${formatInr(RULE_9D_THRESHOLD)} in at least one year. Interest on the part above ${formatInr(RULE_9D_THRESHOLD)} a year (${formatInr(RULE_9D_THRESHOLD_WITHOUT_EMPLOYER)} if your employer pays nothing) is taxable each year (provisos to section 10(12) of the Income-tax Act, 1961 and Rule 9D); the balance shown is before that tax.`,
    );
  }
  if (result.yearly.some((row) => row.employerContribution + row.pensionContribution > EMPLOYER_CONTRIBUTION_PERQUISITE_LIMIT)) {
    notes.push(
      `Your employer's contributions exceed ${formatInr(EMPLOYER_CONTRIBUTION_PERQUISITE_LIMIT)} in at least one year. Employer contributions to provident fund, NPS and superannuation above that, with the income on them, are taxed as a perquisite (section 17(2)(vii) and (viia) of the Income-tax Act, 1961).`,
    );
  }
  return notes;
}
