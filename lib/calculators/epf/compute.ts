import { incomeTaxLimits, latest } from "@/lib/tax/parameters/dated";
import { sectionWithFormer } from "@/lib/tax/sections";
import { FIRST_TAX_YEAR_UNDER_2025_ACT } from "@/lib/tax/years";
import { formatInr, formatPercent } from "@/lib/format";
import { CONTRIBUTION_ROUNDING_REFERENCE, EPF_RATE, EPF_RULES, computeEpf, type EpfInput, type EpfResult, type EpfYearRow } from "@/lib/finance/epf";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import { citeIn } from "@/lib/i18n/cite";
import type { Locale } from "@/lib/i18n/locales";
import type { CalculatorResult, Figure, FigureGroup, InputOf, Step } from "../types";
import { cumulative, growthChart, scheduleTable, type ScheduleColumn } from "../ppf/savings-schedule";
import { INTEREST_TIMING, type fields } from "./fields";
import { EPF_TEXT } from "./text";

type Text = TranslationOf<(typeof EPF_TEXT)["en"]>;

/** Text shown for every year names both Acts: "section 123 (section 80C of the 1961 Act)". */
const both = (provision: Parameters<typeof sectionWithFormer>[0]) => sectionWithFormer(provision, FIRST_TAX_YEAR_UNDER_2025_ACT);

export type EpfCalculatorInput = InputOf<typeof fields>;

/** Income-tax Act, 1961: interest on an employee's own contributions above this in a year is taxable (s.10(12), provisos, and Rule 9D). */
const RULE_9D_THRESHOLD = latest(incomeTaxLimits.providentFundInterestExemptContributionLimit).value;
/** The same limit where the employer pays nothing (s.10(12), second proviso). */
const RULE_9D_THRESHOLD_WITHOUT_EMPLOYER = latest(incomeTaxLimits.providentFundInterestExemptContributionLimitWithoutEmployer).value;
/** Income-tax Act, 1961, s.17(2)(vii): the employer's contributions to PF, NPS and superannuation above this in a year are a perquisite. */
const EMPLOYER_CONTRIBUTION_PERQUISITE_LIMIT = latest(incomeTaxLimits.employerRetirementContributionLimit).value;

export const EPF_TABLE_CAPTION = EPF_TEXT.en.tableCaption;

/** The retirement age must come after the age now. */
export function validateEpf(input: EpfCalculatorInput, locale: Locale = "en"): Partial<Record<keyof EpfCalculatorInput, string>> {
  if (input.retireAge <= input.age) return { retireAge: messagesFor(EPF_TEXT, locale).retireAgeAbove(input.age) };
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

export function computeEpfCalculator(input: EpfCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(EPF_TEXT, locale);
  const result = computeEpf(epfInputFor(input));
  const years = input.retireAge - input.age;
  const wage = t.wage(formatInr(input.monthlyBasic), input.growth > 0 ? formatPercent(input.growth) : "");
  const fromToday = result.openingBalance > 0 ? t.fromToday(formatInr(result.openingBalance)) : "";
  const pension = result.pensionContributions > 0 ? t.pensionShare(formatInr(result.pensionContributions)) : "";
  const summary = t.summary(
    wage,
    input.retireAge,
    formatInr(result.maturity),
    t.years(years),
    formatPercent(input.rate),
    fromToday,
    formatInr(result.employeeContributions),
    formatInr(result.employerContributions),
    formatInr(result.interest),
    pension,
  );

  const columns: ScheduleColumn<EpfYearRow>[] = [
    { head: t.columnYear, value: (row) => row.year, rupees: false },
    { head: t.columnAge, value: (row) => input.age + row.year - 1, rupees: false },
    { head: t.columnWage, value: (row) => row.monthlyWage, rupees: true },
    { head: t.columnOpening, value: (row) => row.opening, rupees: true },
    { head: t.columnEmployee, value: (row) => row.employeeContribution, rupees: true },
    { head: t.columnEmployer, value: (row) => row.employerContribution, rupees: true },
    { head: t.columnInterest, value: (row) => row.interest, rupees: true },
    { head: t.columnClosing, value: (row) => row.closing, rupees: true },
    { head: t.columnEps, value: (row) => row.pensionContribution, rupees: true },
  ];
  const table = scheduleTable({ caption: t.tableCaption, csvFileName: "epf-schedule.csv", columns, rows: result.yearly });
  const invested = cumulative(
    result.yearly.map((row) => row.deposit),
    result.openingBalance,
  );
  const chart = growthChart(
    t.chartTitle,
    table,
    result.yearly.map((row, index) => ({ year: row.year, invested: invested[index] ?? 0, value: row.closing })),
    locale,
  );

  const totals: Figure[] = [
    ...(result.openingBalance > 0 ? [{ name: "openingBalance", label: t.balanceToday, value: result.openingBalance, format: "rupees" as const }] : []),
    { name: "employee", label: t.yourContributions, value: result.employeeContributions, format: "rupees" },
    { name: "employer", label: t.employerContributions, value: result.employerContributions, format: "rupees" },
    { name: "interest", label: t.interestEarned, value: result.interest, format: "rupees" },
    { name: "maturity", label: t.balanceAt(input.retireAge), value: result.maturity, format: "rupees" },
    {
      name: "eps",
      label: t.epsContributions,
      value: result.pensionContributions,
      format: "rupees",
      note: t.epsNote,
    },
  ];
  const month = result.firstMonth;
  const groups: FigureGroup[] = [
    { title: t.atRetirement(t.years(years)), figures: totals },
    {
      title: t.eachMonth,
      figures: [
        { name: "monthlyEmployee", label: t.yourContribution, value: month.employee, format: "rupees" },
        { name: "monthlyEmployer", label: t.employerToEpf, value: month.employerEpf, format: "rupees" },
        { name: "monthlyEps", label: t.employerToEps, value: month.employerEps, format: "rupees" },
        { name: "monthlyIntoEpf", label: t.intoEpf, value: month.intoEpf, format: "rupees" },
      ],
    },
    {
      title: t.rateGroup,
      figures: [
        { name: "declaredRate", label: t.rateDeclared, value: t.rateDeclaredValue(formatPercent(EPF_RATE.value), t.period(EPF_RATE.period)), format: "text" },
        { name: "rateUsed", label: t.rateUsed, value: input.rate, format: "percent" },
      ],
    },
  ];

  return {
    summary,
    groups,
    breakdown: [
      { title: t.contributionsTitle, steps: contributionSteps(input, result, t, locale) },
      { title: t.interestTitle(input.retireAge), steps: balanceSteps(input, result, t) },
    ],
    notes: notesFor(input, result, t),
    tables: [table],
    chart,
  };
}

function contributionSteps(input: EpfCalculatorInput, result: EpfResult, t: Text, locale: Locale): Step[] {
  const cite = (reference: string) => citeIn(reference, locale).text;
  const { contributionPercent, reducedContributionPercent, pensionSharePercent, wageCeiling } = EPF_RULES;
  const month = result.firstMonth;
  const percent = Number(input.contribution);
  const percentRule = percent === contributionPercent.value ? contributionPercent : reducedContributionPercent;
  const contributoryWage = input.capped ? Math.min(input.monthlyBasic, wageCeiling.value) : input.monthlyBasic;
  const employerTotal = month.employerEpf + month.employerEps;
  const steps: Step[] = [{ label: t.stepWage, amount: input.monthlyBasic, reference: percentRule.reference }];
  if (input.capped && input.monthlyBasic > wageCeiling.value) {
    steps.push({ label: t.stepCeiling, amount: wageCeiling.value, reference: wageCeiling.reference });
  }
  steps.push(
    {
      label: t.stepEmployee(percent, formatInr(contributoryWage)),
      amount: month.employee,
      reference: t.stepEmployeeReference(cite(percentRule.reference), cite(CONTRIBUTION_ROUNDING_REFERENCE)),
    },
    { label: t.stepEmployer(percent, formatInr(contributoryWage)), amount: employerTotal, reference: percentRule.reference },
  );
  if (input.pension) {
    steps.push({
      label: t.stepPension(pensionSharePercent.value, formatInr(Math.min(input.monthlyBasic, wageCeiling.value)), input.monthlyBasic > wageCeiling.value),
      amount: month.employerEps,
      reference: `${pensionSharePercent.reference}; ${wageCeiling.reference}`,
    });
  } else {
    steps.push({ label: t.stepNoPension, amount: 0, reference: wageCeiling.reference });
  }
  steps.push(
    { label: t.stepEmployerEpf, amount: month.employerEpf, reference: pensionSharePercent.reference },
    { label: t.stepIntoEpf, amount: month.intoEpf, reference: CONTRIBUTION_ROUNDING_REFERENCE },
  );
  const lastYear = result.yearly[result.yearly.length - 1];
  if (input.growth > 0 && lastYear) {
    steps.push({
      label: t.stepGrowth(formatPercent(input.growth)),
      text: t.stepGrowthText(formatInr(lastYear.monthlyWage), lastYear.year),
      reference: t.stepGrowthReference(cite(percentRule.reference.split(";")[0] ?? "")),
    });
  }
  return steps;
}

function balanceSteps(input: EpfCalculatorInput, result: EpfResult, t: Text): Step[] {
  const period = t.period(EPF_RATE.period);
  const rate = formatPercent(input.rate);
  const firstYear = result.yearly[0];
  const steps: Step[] = [
    {
      label: input.rate === EPF_RATE.value ? t.stepRateDeclared(period) : t.stepRateEntered(period, formatPercent(EPF_RATE.value)),
      text: t.stepRateText(rate),
      reference: EPF_RATE.reference,
    },
    {
      label: t.stepMonthly,
      text: t.stepMonthlyText,
      reference: t.stepMonthlyReference(t.interestRule, t.timingConvention[input.timing]),
    },
    {
      label: t.stepYear1(input.timing === "month-end", rate),
      amount: firstYear?.interest ?? 0,
      reference: t.interestRule,
    },
  ];
  if (result.openingBalance > 0) steps.push({ label: t.balanceToday, amount: result.openingBalance, reference: t.passbook });
  steps.push(
    { label: t.stepYourContributions(t.years(result.yearly.length)), amount: result.employeeContributions, reference: t.sumEmployee },
    { label: t.employerContributions, amount: result.employerContributions, reference: t.sumEmployer },
    {
      label: t.interestEarned,
      amount: result.interest,
      reference: t.sumInterest,
    },
    {
      label: t.stepBalance(input.retireAge, result.openingBalance > 0),
      amount: result.maturity,
      reference: t.stepBalanceReference,
    },
    {
      label: t.stepEps,
      amount: result.pensionContributions,
      reference: EPF_RULES.pensionSharePercent.reference,
    },
  );
  return steps;
}

function notesFor(input: EpfCalculatorInput, result: EpfResult, t: Text): string[] {
  const ceiling = EPF_RULES.wageCeiling.value;
  const notes = [
    t.noteRate(formatPercent(EPF_RATE.value), t.period(EPF_RATE.period)),
    t.noteEps,
    t.noteTax(t.sections(both("tdsProvidentFund")), t.sections(both("80C"))),
    t.noteCode,
  ];
  if (input.pension && input.monthlyBasic > ceiling) {
    notes.push(t.notePensionMember(formatInr(ceiling), t.pension));
  }
  if (!input.capped && input.monthlyBasic > ceiling) {
    notes.push(t.noteCeiling(formatInr(ceiling), t.capped(formatInr(ceiling))));
  }
  if (result.yearly.some((row) => row.employeeContribution > RULE_9D_THRESHOLD)) {
    notes.push(t.note9d(formatInr(RULE_9D_THRESHOLD), formatInr(RULE_9D_THRESHOLD_WITHOUT_EMPLOYER)));
  }
  if (result.yearly.some((row) => row.employerContribution + row.pensionContribution > EMPLOYER_CONTRIBUTION_PERQUISITE_LIMIT)) {
    notes.push(t.notePerquisite(formatInr(EMPLOYER_CONTRIBUTION_PERQUISITE_LIMIT)));
  }
  return notes;
}
