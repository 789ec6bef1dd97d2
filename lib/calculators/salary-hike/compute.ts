import { computeSalaryHike, hikeBetween, type Hike } from "@/lib/finance/salary-hike";
import { formatInr, formatPercent } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel as yearLabelIn } from "@/lib/i18n/year-label";
import { rulesFor } from "@/lib/tax";
import { SALARY_RULES } from "@/lib/tax/salary-parameters";
import { MAX_AMOUNT } from "../common-fields";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { IN_HAND_YEAR, inHandPay, type InHandPay } from "./in-hand";
import { SALARY_HIKE_TEXT } from "./text";

type Text = TranslationOf<(typeof SALARY_HIKE_TEXT)["en"]>;

export type SalaryHikeInput = InputOf<typeof fields>;

export const SALARY_HIKE_CSV_FILE = "salary-hike-schedule.csv";

/** One step of the schedule: "now", or the salary after a hike. */
interface Row {
  label: string;
  /** unrounded; null for "now" */
  hikePercent: number | null;
  /** null for "now" */
  hikeAmount: number | null;
  salary: number;
  inHand: InHandPay;
}

interface Hikes {
  newSalary: number;
  hikeAmount: number;
  /** unrounded */
  hikePercent: number;
  /** the steps after "now", one per hike */
  steps: { hikePercent: number; hikeAmount: number; closing: number }[];
}

/** Several hikes appear only when the same hike repeats for more than one year (not in compare mode). */
const isYearly = (input: SalaryHikeInput) => input.mode !== "compare" && input.years > 1;

function hikesOf(input: SalaryHikeInput): Hikes {
  if (input.mode === "compare") {
    const between = hikeBetween(input.salary, input.target);
    return {
      newSalary: input.target,
      hikeAmount: between.hikeAmount,
      hikePercent: between.hikePercent,
      steps: [{ hikePercent: between.hikePercent, hikeAmount: between.hikeAmount, closing: input.target }],
    };
  }
  const hike: Hike = input.mode === "percent" ? { kind: "percent", percent: input.percent } : { kind: "amount", amount: input.amount };
  const result = computeSalaryHike({ currentSalary: input.salary, hikes: Array.from({ length: input.years }, () => hike) });
  return {
    newSalary: result.newSalary,
    hikeAmount: result.hikeAmount,
    hikePercent: result.hikePercent,
    steps: result.yearly.map((row) => ({ hikePercent: row.hikePercent, hikeAmount: row.hikeAmount, closing: row.closing })),
  };
}

/** The salary after all the hikes, without rounding, to check it against the largest amount the page handles. */
function finalSalary(input: SalaryHikeInput): number {
  if (input.mode === "compare") return input.target;
  if (input.mode === "percent") return input.salary * Math.pow(1 + input.percent / 100, input.years);
  return input.salary + input.amount * input.years;
}

/** The salary after the hikes must stay within the largest amount the calculator handles. */
export function validateSalaryHike(input: SalaryHikeInput, locale: Locale = "en"): Partial<Record<keyof SalaryHikeInput, string>> {
  if (input.mode === "compare" || finalSalary(input) <= MAX_AMOUNT) return {};
  const field = input.mode === "percent" ? "percent" : "amount";
  return { [field]: messagesFor(SALARY_HIKE_TEXT, locale).tooHigh(input.years, formatInr(MAX_AMOUNT)) };
}

const pct = (value: number) => formatPercent(value);
/** Percentages as shown: two decimals, so the figure's value is the text on the page (and 15, not 14.999999999999986). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function computeSalaryHikeCalculator(input: SalaryHikeInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(SALARY_HIKE_TEXT, locale);
  const structure = { basicPct: input.basicPct, pf: input.pf, gratuity: input.gratuity, pt: input.pt };
  const hikes = hikesOf(input);
  const yearly = isYearly(input);
  const rows: Row[] = [
    { label: t.rowNow, hikePercent: null, hikeAmount: null, salary: input.salary, inHand: inHandPay(input.salary, structure) },
    ...hikes.steps.map((step, index) => ({
      label: yearly ? t.rowYear(index + 1) : input.mode === "compare" ? t.rowNew : t.rowAfter,
      hikePercent: step.hikePercent,
      hikeAmount: step.hikeAmount,
      salary: step.closing,
      inHand: inHandPay(step.closing, structure),
    })),
  ];
  const before = rows[0]!.inHand;
  const after = rows.at(-1)!.inHand;
  const inHandRise = after.inHandMonthly - before.inHandMonthly;
  const yearLabel = t.year(yearLabelIn(IN_HAND_YEAR, locale));
  const cut = hikes.hikeAmount < 0;

  const salaryLine =
    input.mode === "compare"
      ? cut
        ? t.compareCut(formatInr(input.salary), formatInr(hikes.newSalary), pct(-hikes.hikePercent), formatInr(-hikes.hikeAmount))
        : t.compareHike(formatInr(input.salary), formatInr(hikes.newSalary), pct(hikes.hikePercent), formatInr(hikes.hikeAmount))
      : t.hikeLine(describeHike(input, t), yearly ? input.years : 1, formatInr(input.salary), formatInr(hikes.newSalary), formatInr(hikes.hikeAmount), pct(hikes.hikePercent));
  const inHandLine = t.inHandLine(formatInr(before.inHandMonthly), formatInr(after.inHandMonthly), yearLabel);

  const inHandRisePercent = before.inHandYearly > 0 ? ((after.inHandYearly - before.inHandYearly) / before.inHandYearly) * 100 : null;
  const { table, chart } = scheduleOf(rows, yearly, t);

  return {
    summary: `${salaryLine} ${inHandLine}`,
    groups: [
      {
        title: input.mode === "compare" ? t.groupCompare : t.groupNewSalary,
        figures: [
          { name: "newSalary", label: t.newSalary, value: hikes.newSalary, format: "rupees" },
          { name: "hikeAmount", label: cut ? t.changeCut : yearly ? t.totalRise : t.hikeAmount, value: hikes.hikeAmount, format: "rupees" },
          { name: "hikePercent", label: yearly ? t.totalHike : cut ? t.changeCutPercent : t.hike, value: twoDecimals(hikes.hikePercent), format: "percent" },
        ],
      },
      {
        title: t.groupInHand(yearLabel),
        highlight: true,
        figures: [
          { name: "inHandBefore", label: t.before, value: before.inHandMonthly, format: "rupees" },
          { name: "inHandAfter", label: yearly ? t.afterHikes(input.years) : t.after, value: after.inHandMonthly, format: "rupees" },
          { name: "inHandChange", label: inHandRise < 0 ? t.changeLess : t.riseMonth, value: inHandRise, format: "rupees" },
          ...(inHandRisePercent === null ? [] : [{ name: "inHandChangePercent", label: t.changeInHand, value: twoDecimals(inHandRisePercent), format: "percent" as const }]),
        ],
      },
    ],
    breakdown: [
      { title: input.mode === "compare" ? t.breakdownCompare : t.breakdownHike, steps: hikeSteps(input, hikes, t) },
      { title: t.breakdownNow(formatInr(input.salary)), steps: inHandSteps(before, t) },
      { title: t.breakdownAfter(formatInr(hikes.newSalary)), steps: inHandSteps(after, t) },
    ],
    notes: notesFor(input, yearly, rows, t, yearLabel),
    tables: [table],
    chart,
  };
}

function describeHike(input: SalaryHikeInput, t: Text): string {
  return input.mode === "percent" ? t.describePercent(pct(input.percent), input.years > 1) : t.describeAmount(formatInr(input.amount), input.years > 1);
}

function hikeSteps(input: SalaryHikeInput, hikes: Hikes, t: Text): Step[] {
  const steps: Step[] = [{ label: t.stepCurrent, amount: input.salary, reference: t.stepCurrentReference }];
  if (input.mode === "compare") {
    steps.push(
      { label: t.stepNew, amount: hikes.newSalary, reference: t.stepNewReference },
      { label: t.stepHikeAmount, amount: hikes.hikeAmount, reference: t.hikeFormula },
      { label: t.stepHikePercent, text: pct(hikes.hikePercent), reference: t.hikeFormula },
    );
    return steps;
  }
  const single = input.mode === "percent" ? t.singlePercent(pct(input.percent)) : `+ ${formatInr(input.amount)}`;
  if (input.years === 1) {
    steps.push({ label: t.stepNewSingle(single), amount: hikes.newSalary, reference: input.mode === "percent" ? t.hikeFormula : t.stepNewAmountReference });
  } else {
    steps.push({
      label: t.stepNewAfter(input.years, single),
      amount: hikes.newSalary,
      reference: input.mode === "percent" ? t.stepCompoundReference(input.percent, input.years) : t.stepSameAmountReference(input.years, formatInr(input.amount)),
    });
  }
  steps.push(
    { label: t.stepHikeAmount, amount: hikes.hikeAmount, reference: t.stepSumReference },
    { label: input.years === 1 ? t.stepHikePercent : t.stepTotalHikePercent, text: pct(hikes.hikePercent), reference: t.hikeFormula },
  );
  return steps;
}

function inHandSteps(pay: InHandPay, t: Text): Step[] {
  const salaryRules = SALARY_RULES[IN_HAND_YEAR];
  const rules = rulesFor(IN_HAND_YEAR);
  return [
    { label: t.stepCtc, amount: pay.ctc, reference: t.stepCtcReference },
    { label: t.stepEmployerPf, amount: pay.employerPf, reference: salaryRules.pfContributionRate.reference },
    { label: t.stepGratuity, amount: pay.gratuity, reference: salaryRules.gratuityProvisionRate.reference },
    { label: t.stepGross, amount: pay.grossSalary, reference: t.stepGrossReference(rules.act.value) },
    { label: t.stepEmployeePf, amount: pay.employeePf, reference: salaryRules.pfContributionRate.reference },
    { label: t.stepPt, amount: pay.professionalTax, reference: t.stepPtReference },
    ...(pay.taxablePerquisite > 0
      ? [{ label: t.stepPerquisite, amount: pay.taxablePerquisite, reference: salaryRules.employerRetirementContributionLimit.reference }]
      : []),
    { label: t.stepStandard, amount: pay.tax.standardDeduction, reference: rules.regimes.new.standardDeduction.reference },
    { label: t.stepTaxable(rules.totalIncomeRounding.value), amount: pay.tax.taxableIncome, reference: rules.totalIncomeRounding.reference },
    { label: t.stepTax, amount: pay.tax.totalTax, reference: t.stepTaxReference(rules.regimes.new.rebate.incomeLimit.reference, rules.taxRounding.reference) },
    { label: t.stepInHandYear, amount: pay.inHandYearly, reference: t.stepInHandYearReference },
    { label: t.stepInHandMonth, amount: pay.inHandMonthly, reference: t.stepInHandMonthReference },
  ];
}

function scheduleOf(rows: Row[], yearly: boolean, t: Text): { table: ResultTable; chart: ChartSpec } {
  const caption = yearly ? t.yearlyCaption : t.singleCaption;
  const table: ResultTable = {
    caption,
    columns: [...t.columns],
    rows: rows.map((row) => [
      row.label,
      row.hikePercent === null ? "—" : pct(row.hikePercent),
      row.hikeAmount === null ? "—" : formatInr(row.hikeAmount),
      formatInr(row.salary),
      formatInr(row.inHand.inHandMonthly),
      formatInr(row.inHand.inHandYearly),
    ]),
    csvFileName: SALARY_HIKE_CSV_FILE,
    csvRows: rows.map((row) => [
      row.label,
      row.hikePercent === null ? "" : twoDecimals(row.hikePercent),
      row.hikeAmount ?? "",
      row.salary,
      row.inHand.inHandMonthly,
      row.inHand.inHandYearly,
    ]),
  };
  const chart: ChartSpec = {
    title: yearly ? t.chartYearly : t.chartSingle,
    labels: rows.map((row) => row.label),
    series: [
      { label: t.seriesSalary, values: rows.map((row) => row.salary) },
      { label: t.seriesInHand, values: rows.map((row) => row.inHand.inHandYearly) },
    ],
    tableCaption: caption,
  };
  return { table, chart };
}

/** Marginal relief (on the rebate or on surcharge) applies to this pay: the tax is capped at the income above the limit, with cess on top. */
function inReliefBand(pay: InHandPay): boolean {
  const limit = rulesFor(IN_HAND_YEAR).regimes.new.rebate.incomeLimit.value;
  return (pay.tax.rebate87A > 0 && pay.tax.taxableIncome > limit) || pay.tax.marginalRelief > 0;
}

function notesFor(input: SalaryHikeInput, yearly: boolean, rows: Row[], t: Text, year: string): string[] {
  const { pfContributionRate, pfWageCeilingMonthly, gratuityProvisionRate } = SALARY_RULES[IN_HAND_YEAR];
  const pf =
    input.pf === "none" ? t.pfNone : input.pf === "ceiling" ? t.pfCeiling(pfContributionRate.value, formatInr(pfWageCeilingMonthly.value)) : t.pfBasic(pfContributionRate.value);
  const notes = [
    t.noteCtc,
    t.noteStructure(year, pct(input.basicPct), pf, input.gratuity ? t.gratuityIn(gratuityProvisionRate.value) : t.gratuityOut, formatInr(input.pt)),
  ];
  if (yearly) notes.push(t.noteYearly);
  const falls = rows.slice(1).filter((row, index) => row.salary > rows[index]!.salary && row.inHand.inHandMonthly < rows[index]!.inHand.inHandMonthly);
  if (falls.length > 0) notes.push(falls.some((row) => inReliefBand(row.inHand)) ? t.noteRelief : t.noteRounding);
  if (input.mode === "compare" && input.target < input.salary) notes.push(t.noteCut);
  return notes;
}
