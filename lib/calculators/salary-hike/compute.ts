import { computeSalaryHike, hikeBetween, type Hike } from "@/lib/finance/salary-hike";
import { formatInr, formatPercent } from "@/lib/format";
import { financialYearLabel, rulesFor } from "@/lib/tax";
import { SALARY_RULES } from "@/lib/tax/salary-parameters";
import { MAX_AMOUNT } from "../common-fields";
import type { CalculatorResult, ChartSpec, InputOf, ResultTable, Step } from "../types";
import type { fields } from "./fields";
import { IN_HAND_YEAR, inHandPay, type InHandPay } from "./in-hand";

export type SalaryHikeInput = InputOf<typeof fields>;

export const SALARY_HIKE_CSV_FILE = "salary-hike-schedule.csv";
const SINGLE_CAPTION = "Salary and in-hand pay, before and after the hike";
const YEARLY_CAPTION = "Salary and in-hand pay, year by year";

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
export function validateSalaryHike(input: SalaryHikeInput): Partial<Record<keyof SalaryHikeInput, string>> {
  if (input.mode === "compare" || finalSalary(input) <= MAX_AMOUNT) return {};
  const field = input.mode === "percent" ? "percent" : "amount";
  return {
    [field]: `After ${input.years === 1 ? "the hike" : `${input.years} hikes`} the salary would be more than ${formatInr(MAX_AMOUNT)}, the most this calculator handles: lower the hike or the number of hikes.`,
  };
}

const pct = (value: number) => formatPercent(value);
/** Percentages as shown: two decimals, so the figure's value is the text on the page (and 15, not 14.999999999999986). */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export function computeSalaryHikeCalculator(input: SalaryHikeInput): CalculatorResult {
  const structure = { basicPct: input.basicPct, pf: input.pf, gratuity: input.gratuity, pt: input.pt };
  const hikes = hikesOf(input);
  const yearly = isYearly(input);
  const rows: Row[] = [
    { label: "Now", hikePercent: null, hikeAmount: null, salary: input.salary, inHand: inHandPay(input.salary, structure) },
    ...hikes.steps.map((step, index) => ({
      label: yearly ? `Year ${index + 1}` : input.mode === "compare" ? "New salary" : "After the hike",
      hikePercent: step.hikePercent,
      hikeAmount: step.hikeAmount,
      salary: step.closing,
      inHand: inHandPay(step.closing, structure),
    })),
  ];
  const before = rows[0]!.inHand;
  const after = rows.at(-1)!.inHand;
  const inHandRise = after.inHandMonthly - before.inHandMonthly;
  const yearLabel = financialYearLabel(IN_HAND_YEAR).replace(/^Tax year/, "tax year");
  const cut = hikes.hikeAmount < 0;

  const salaryLine =
    input.mode === "compare"
      ? cut
        ? `Going from ${formatInr(input.salary)} to ${formatInr(hikes.newSalary)} is a cut of ${pct(-hikes.hikePercent)} (${formatInr(-hikes.hikeAmount)} a year less).`
        : `Going from ${formatInr(input.salary)} to ${formatInr(hikes.newSalary)} is a hike of ${pct(hikes.hikePercent)} (${formatInr(hikes.hikeAmount)} a year more).`
      : `${describeHike(input)} ${yearly ? `for ${input.years} years takes` : "takes"} your salary from ${formatInr(input.salary)} to ${formatInr(hikes.newSalary)} a year, ${formatInr(hikes.hikeAmount)} more${yearly ? `: ${pct(hikes.hikePercent)} in all` : ""}.`;
  const inHandLine = `Your in-hand pay would go from about ${formatInr(before.inHandMonthly)} to ${formatInr(after.inHandMonthly)} a month under the new regime (${yearLabel}).`;

  const inHandRisePercent = before.inHandYearly > 0 ? ((after.inHandYearly - before.inHandYearly) / before.inHandYearly) * 100 : null;
  const { table, chart } = scheduleOf(rows, yearly);

  return {
    summary: `${salaryLine} ${inHandLine}`,
    groups: [
      {
        title: input.mode === "compare" ? "The hike between the two salaries" : "Your new salary",
        figures: [
          { name: "newSalary", label: "New salary (CTC), yearly", value: hikes.newSalary, format: "rupees" },
          { name: "hikeAmount", label: cut ? "Change, yearly (a cut)" : yearly ? "Total rise, yearly" : "Hike amount, yearly", value: hikes.hikeAmount, format: "rupees" },
          { name: "hikePercent", label: yearly ? "Total hike, compounded" : cut ? "Change (a cut)" : "Hike", value: twoDecimals(hikes.hikePercent), format: "percent" },
        ],
      },
      {
        title: `In-hand pay a month, new regime, ${yearLabel}`,
        highlight: true,
        figures: [
          { name: "inHandBefore", label: "Before", value: before.inHandMonthly, format: "rupees" },
          { name: "inHandAfter", label: yearly ? `After ${input.years} hikes` : "After", value: after.inHandMonthly, format: "rupees" },
          { name: "inHandChange", label: inHandRise < 0 ? "Change a month (less)" : "Rise a month", value: inHandRise, format: "rupees" },
          ...(inHandRisePercent === null ? [] : [{ name: "inHandChangePercent", label: "Change in in-hand pay", value: twoDecimals(inHandRisePercent), format: "percent" as const }]),
        ],
      },
    ],
    breakdown: [
      { title: input.mode === "compare" ? "The hike between two salaries" : "The hike", steps: hikeSteps(input, hikes) },
      { title: `In-hand pay now: ${formatInr(input.salary)} CTC`, steps: inHandSteps(before) },
      { title: `In-hand pay after: ${formatInr(hikes.newSalary)} CTC`, steps: inHandSteps(after) },
    ],
    notes: notesFor(input, yearly, rows),
    tables: [table],
    chart,
  };
}

function describeHike(input: SalaryHikeInput): string {
  return input.mode === "percent"
    ? `A ${pct(input.percent)} hike${input.years > 1 ? " a year" : ""}`
    : `A hike of ${formatInr(input.amount)}${input.years > 1 ? " a year" : ""}`;
}

const HIKE_FORMULA = "New salary = old × (1 + hike % ÷ 100); hike % = (new − old) ÷ old × 100";

function hikeSteps(input: SalaryHikeInput, hikes: Hikes): Step[] {
  const steps: Step[] = [{ label: "Current salary (CTC), yearly", amount: input.salary, reference: "Your current cost to company" }];
  if (input.mode === "compare") {
    steps.push(
      { label: "New salary (CTC), yearly", amount: hikes.newSalary, reference: "The salary you are offered or want to reach" },
      { label: "Hike amount: new − current", amount: hikes.hikeAmount, reference: HIKE_FORMULA },
      { label: "Hike: (new − current) ÷ current × 100", text: pct(hikes.hikePercent), reference: HIKE_FORMULA },
    );
    return steps;
  }
  const single = input.mode === "percent" ? `× (1 + ${pct(input.percent)})` : `+ ${formatInr(input.amount)}`;
  if (input.years === 1) {
    steps.push({ label: `New salary: current ${single}`, amount: hikes.newSalary, reference: input.mode === "percent" ? HIKE_FORMULA : "New salary = current salary + hike amount" });
  } else {
    steps.push({
      label: `New salary after ${input.years} hikes: each year's salary ${single}`,
      amount: hikes.newSalary,
      reference:
        input.mode === "percent"
          ? `Hikes compound: current × (1 + ${input.percent} ÷ 100)^${input.years} (10% and then 8% is 1.10 × 1.08 − 1 = 18.8%, not 18%)`
          : `The same amount each year: current + ${input.years} × ${formatInr(input.amount)}; as a percentage each hike is smaller than the one before`,
    });
  }
  steps.push(
    { label: "Hike amount: new − current", amount: hikes.hikeAmount, reference: "The sum of the hikes in the table" },
    { label: input.years === 1 ? "Hike: (new − current) ÷ current × 100" : "Total hike: (new − current) ÷ current × 100", text: pct(hikes.hikePercent), reference: HIKE_FORMULA },
  );
  return steps;
}

function inHandSteps(pay: InHandPay): Step[] {
  const salaryRules = SALARY_RULES[IN_HAND_YEAR];
  const rules = rulesFor(IN_HAND_YEAR);
  return [
    { label: "CTC", amount: pay.ctc, reference: "Cost to company, yearly" },
    { label: "Less: employer's PF contribution (in the CTC, paid into your PF)", amount: pay.employerPf, reference: salaryRules.pfContributionRate.reference },
    { label: "Less: gratuity set aside (in the CTC, paid only when you leave)", amount: pay.gratuity, reference: salaryRules.gratuityProvisionRate.reference },
    { label: "Gross salary", amount: pay.grossSalary, reference: `${rules.act.value}: salary under the head "Salaries"` },
    { label: "Less: your PF contribution", amount: pay.employeePf, reference: salaryRules.pfContributionRate.reference },
    { label: "Less: professional tax", amount: pay.professionalTax, reference: "Constitution of India, Article 276(2) (state tax on employment, at most ₹2,500 a year), under your state's law" },
    ...(pay.taxablePerquisite > 0
      ? [{ label: "Employer's PF above the limit, taxed as a perquisite", amount: pay.taxablePerquisite, reference: salaryRules.employerRetirementContributionLimit.reference }]
      : []),
    { label: "Less: standard deduction, new regime", amount: pay.tax.standardDeduction, reference: rules.regimes.new.standardDeduction.reference },
    { label: `Taxable income (rounded to the nearest ₹${rules.totalIncomeRounding.value})`, amount: pay.tax.taxableIncome, reference: rules.totalIncomeRounding.reference },
    { label: "Less: income tax for the year, new regime", amount: pay.tax.totalTax, reference: `${rules.regimes.new.rebate.incomeLimit.reference}; ${rules.taxRounding.reference}; worked out as in the income-tax calculator` },
    { label: "In-hand pay for the year", amount: pay.inHandYearly, reference: "Gross salary less your PF, professional tax and income tax" },
    { label: "In-hand pay a month (a twelfth, to the rupee)", amount: pay.inHandMonthly, reference: "In-hand pay for the year ÷ 12" },
  ];
}

function scheduleOf(rows: Row[], yearly: boolean): { table: ResultTable; chart: ChartSpec } {
  const caption = yearly ? YEARLY_CAPTION : SINGLE_CAPTION;
  const table: ResultTable = {
    caption,
    columns: ["When", "Hike", "Hike amount", "Salary (CTC) a year", "In-hand pay a month", "In-hand pay a year"],
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
    title: yearly ? "Salary and in-hand pay a year, hike by hike" : "Salary and in-hand pay a year, before and after the hike",
    labels: rows.map((row) => row.label),
    series: [
      { label: "Salary (CTC) a year", values: rows.map((row) => row.salary) },
      { label: "In-hand pay a year", values: rows.map((row) => row.inHand.inHandYearly) },
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

function notesFor(input: SalaryHikeInput, yearly: boolean, rows: Row[]): string[] {
  const { pfContributionRate, pfWageCeilingMonthly, gratuityProvisionRate } = SALARY_RULES[IN_HAND_YEAR];
  const notes = [
    "The hike is on your CTC. In-hand pay usually rises by less than the CTC: your PF and the employer's PF and gratuity grow with basic pay, and income tax takes a larger share of each extra rupee as you move up the slabs.",
    `In-hand pay is worked out as in our salary calculator, under the new regime (the default for salaried people) with the rules of ${financialYearLabel(IN_HAND_YEAR).replace(/^Tax year/, "tax year")}: basic at ${pct(input.basicPct)} of CTC, ${
      input.pf === "none" ? "no PF" : input.pf === "ceiling" ? `PF of ${pfContributionRate.value}% on ${formatInr(pfWageCeilingMonthly.value)} a month` : `PF of ${pfContributionRate.value}% of basic`
    }, ${input.gratuity ? `gratuity of ${gratuityProvisionRate.value}% of basic inside the CTC` : "no gratuity inside the CTC"} and professional tax of ${formatInr(input.pt)} a year. Variable pay, ESI and the old regime's deductions are left out: the salary calculator shows both regimes.`,
  ];
  if (yearly) {
    notes.push(
      "Later years use this year's tax slabs and PF rules; budgets may change them. Successive hikes compound: 10% and then 8% is a rise of 18.8%, not 18%.",
    );
  }
  const falls = rows.slice(1).filter((row, index) => row.salary > rows[index]!.salary && row.inHand.inHandMonthly < rows[index]!.inHand.inHandMonthly);
  if (falls.length > 0) {
    const relief = falls.some((row) => inReliefBand(row.inHand));
    notes.push(
      relief
        ? "Here a higher CTC leaves less in hand. Just above ₹12 lakh of taxable income (and above each surcharge threshold), marginal relief caps the tax at the income above the limit, but the 4% cess is added on top of that capped tax, so each extra rupee of taxable salary costs about ₹1.04 in tax, and your own PF rises too. Past the band the tax falls back to the slab rates and in-hand pay rises again."
        : "Here a higher CTC leaves a rupee or so less in hand a month: tax is rounded to the nearest ₹10 (section 288B of the 1961 Act and its counterpart in the 2025 Act), so a very small raise can round the tax up by more than the raise.",
    );
  }
  if (input.mode === "compare" && input.target < input.salary) {
    notes.push("The new salary is lower than the current one, so the change is a cut: the amounts and percentages are negative.");
  }
  return notes;
}
