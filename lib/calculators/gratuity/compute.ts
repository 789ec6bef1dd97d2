import { formatInr } from "@/lib/format";
import { gratuityExemption, type GratuityCase, type GratuityExemption, type GratuityLimit } from "@/lib/tax/gratuity-exemption";
import { GRATUITY_RULES, type GratuityRules } from "@/lib/tax/gratuity-rules";
import { financialYearLabel } from "@/lib/tax/years";
import type { CalculatorResult, FigureGroup, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { NOT_GIVEN } from "./optional-rupees";

export type GratuityCalculatorInput = InputOf<typeof fields>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function gratuityCase(input: GratuityCalculatorInput): GratuityCase {
  if (input.employer === "government") return "government";
  return input.covered ? "covered" : "other";
}

/** The ten months' average, or the last drawn salary when no average was entered. */
const averageSalary = (input: GratuityCalculatorInput) => (input.avgSalary === NOT_GIVEN ? input.salary : input.avgSalary);

export function exemptionFor(input: GratuityCalculatorInput): GratuityExemption {
  return gratuityExemption(
    {
      case: gratuityCase(input),
      lastMonthlyWage: input.salary,
      averageMonthlySalary: averageSalary(input),
      years: input.years,
      months: input.months,
      received: input.received === NOT_GIVEN ? null : input.received,
      earlierExemption: input.earlier,
    },
    GRATUITY_RULES[input.fy],
  );
}

/** A government employee's gratuity follows the pension rules of the service, which this calculator does not model: the amount must be entered. */
export function validateGratuity(input: GratuityCalculatorInput): Partial<Record<keyof GratuityCalculatorInput, string>> {
  if (input.employer === "government" && input.received === NOT_GIVEN) {
    return { received: "Enter the gratuity you received: a government employee's gratuity follows the pension rules of the service, and all of it is tax-free." };
  }
  return {};
}

export function computeGratuity(input: GratuityCalculatorInput): CalculatorResult {
  const rules = GRATUITY_RULES[input.fy];
  const kind = gratuityCase(input);
  const result = exemptionFor(input);
  const year = financialYearLabel(input.fy).replace(/^Tax year/, "tax year");
  const provision = { government: rules.governmentProvision, covered: rules.coveredProvision, other: rules.otherProvision }[kind];

  const summary =
    result.received === 0
      ? `No gratuity is due on these figures for ${year}, so there is nothing to tax.`
      : result.taxable === 0
        ? `All of your ${formatInr(result.received)} gratuity is tax-free under ${provision.value} for ${year}, in both regimes.`
        : `${formatInr(result.exempt)} of your ${formatInr(result.received)} gratuity is tax-free under ${provision.value} for ${year}; the other ${formatInr(result.taxable)} is taxed as salary.`;

  const receivedLabel = result.receivedFromFormula ? (kind === "covered" ? "Gratuity due under the Act" : "Gratuity by the formula") : "Gratuity received";
  const groups: FigureGroup[] = [
    {
      title: "Your gratuity",
      figures: [
        {
          name: "gratuity",
          label: receivedLabel,
          value: result.received,
          format: "rupees",
          note: result.receivedFromFormula ? "No amount received was entered, so the formula's amount is used." : undefined,
        },
        { name: "exempt", label: "Tax-free", value: result.exempt, format: "rupees" },
        { name: "taxable", label: "Taxable as salary", value: result.taxable, format: "rupees" },
      ],
    },
  ];
  if (result.limits) {
    groups.push({
      title: `Limits under ${provision.value}`,
      figures: [
        { name: "countedYears", label: "Years of service counted", value: result.limits.countedYears, format: "years" },
        { name: "formulaAmount", label: kind === "covered" ? "15/26 × salary × years" : "½ × average salary × years", value: result.limits.formula, format: "rupees" },
        { name: "ceilingLimit", label: input.earlier > 0 && kind === "other" ? "Limit left after earlier exemptions" : "Ceiling", value: result.limits.ceiling, format: "rupees" },
        { name: "bindingLimit", label: "The least, which sets the tax-free part", value: bindingText(result.binding), format: "text" },
      ],
    });
  }

  return {
    summary,
    groups,
    breakdown: [{ title: `Tax-free gratuity: ${provision.value}`, steps: stepsFor(input, kind, result, rules) }],
    notes: notesFor(input, kind, result, rules),
  };
}

const LIMIT_NAMES: Record<GratuityLimit, string> = { received: "gratuity received", formula: "the formula amount", ceiling: "the ceiling" };

function bindingText(binding: GratuityLimit[]): string {
  const text = binding.map((limit) => LIMIT_NAMES[limit]).join(" and ");
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return binding.length > 1 ? `${sentence}, equal` : sentence;
}

function stepsFor(input: GratuityCalculatorInput, kind: GratuityCase, result: GratuityExemption, rules: GratuityRules): Step[] {
  const received: Step = {
    label: result.receivedFromFormula ? `${kind === "covered" ? "Gratuity due under the Act (the formula within the ceiling)" : "Gratuity by the formula"}: no amount received entered` : "Gratuity received",
    amount: result.received,
    reference: result.receivedFromFormula ? (kind === "covered" ? rules.coveredCeiling.reference : rules.otherMonthsSalaryPerYear.reference) : "The amount your employer paid",
  };
  if (kind === "government" || !result.limits) {
    return [
      received,
      { label: "Tax-free: all of it", amount: result.exempt, reference: rules.governmentProvision.reference },
      { label: "Taxable", amount: result.taxable, reference: rules.governmentProvision.reference },
    ];
  }
  const limits = result.limits;
  const service = `${plural(input.years, "year")} ${plural(input.months, "month")}`;
  const serviceSteps: Step[] =
    kind === "covered"
      ? [
          { label: "Last drawn salary, a month (basic + DA)", amount: input.salary, reference: rules.coveredDaysWagesPerYear.reference },
          {
            label: `Service of ${service}, counted as ${plural(limits.countedYears, "year")}`,
            text: input.months > rules.coveredPartYearMonths.value ? `over ${rules.coveredPartYearMonths.value} months: +1 year` : `${rules.coveredPartYearMonths.value} months or less: not counted`,
            reference: rules.coveredPartYearMonths.reference,
          },
          {
            label: `${rules.coveredDaysWagesPerYear.value}/${rules.coveredWorkingDaysInMonth.value} × ${formatInr(input.salary)} × ${limits.countedYears} (to the nearest rupee)`,
            amount: limits.formula,
            reference: rules.coveredWorkingDaysInMonth.reference,
          },
          { label: "Ceiling", amount: limits.ceiling, reference: rules.coveredCeiling.reference },
        ]
      : [
          {
            label: `Average salary, a month, over the ${rules.otherAveragingMonths.value} months before leaving`,
            amount: averageSalary(input),
            reference: rules.otherAveragingMonths.reference,
          },
          {
            label: `Service of ${service}, counted as ${plural(limits.countedYears, "completed year")}`,
            text: input.months > 0 ? "months ignored" : "",
            reference: rules.otherProvision.reference,
          },
          {
            label: `½ × ${formatInr(averageSalary(input))} × ${limits.countedYears} (paise dropped)`,
            amount: limits.formula,
            reference: rules.otherMonthsSalaryPerYear.reference,
          },
          { label: "Limit", amount: rules.otherCeiling.value, reference: rules.otherCeiling.reference },
          ...(input.earlier > 0
            ? [
                { label: "Less gratuity exempted before", amount: input.earlier, reference: rules.otherProvision.reference },
                { label: "Limit left", amount: limits.ceiling, reference: rules.otherProvision.reference },
              ]
            : []),
        ];
  return [
    ...serviceSteps,
    received,
    { label: "Tax-free: the least of the gratuity received, the formula amount and the ceiling", amount: result.exempt, reference: (kind === "covered" ? rules.coveredProvision : rules.otherProvision).reference },
    { label: "Taxable: gratuity received less the tax-free part", amount: result.taxable, reference: rules.taxedAsSalary.reference },
  ];
}

function notesFor(input: GratuityCalculatorInput, kind: GratuityCase, result: GratuityExemption, rules: GratuityRules): string[] {
  const notes: string[] = [
    "The exemption is the same in the old and the new regime. Gratuity paid while you are still in service is fully taxable (relief for salary paid in arrears, section 89 of the 1961 Act and its counterpart in the 2025 Act, may apply); gratuity paid to your family after your death is not taxable in their hands.",
  ];
  if (kind === "covered") {
    const serviceMonths = input.years * 12 + input.months;
    if (serviceMonths < rules.coveredMinimumServiceMonths.value) {
      notes.push(
        `The Act pays gratuity only after ${plural(rules.coveredMinimumServiceMonths.value / 12, "year")} of continuous service (courts have accepted 4 years and 240 days), except on death or disablement; under the Code on Social Security, 2020 a fixed-term employee qualifies after one year. The figures assume you qualify.`,
      );
    }
    notes.push(
      "Your employer may pay more than the Act requires. Enter what you received: the part above the formula or the ceiling is taxable.",
      "From 21 November 2025 the Code on Social Security, 2020 replaces the Payment of Gratuity Act. It counts as wages any allowances above half of your pay: enter the monthly wage your employer used. The income-tax rule still refers to the 1972 Act, and this calculator applies its formula unchanged (an open point).",
      `For employees covered by the Act, the income-tax rule allows what the Act computes, with its own ceiling for each payment. The reduction of the ${formatInr(rules.otherCeiling.value)} limit by earlier exemptions is written for other employees; if you had tax-free gratuity before, ask your tax adviser how it applies to you.`,
    );
  }
  if (kind === "other") {
    notes.push(
      `Salary here is basic pay, dearness allowance that counts for retirement benefits and commission fixed as a percentage of sales, averaged over the ${rules.otherAveragingMonths.value} months before the month you left. Only completed years count.`,
      `The ${formatInr(rules.otherCeiling.value)} limit is for your whole life: gratuity exempted from earlier employers, or from two employers in the same year, uses it up.`,
    );
  }
  if (kind === "government") {
    notes.push("Employees of public-sector companies and banks are not government employees here: choose \"Private, PSU or other\" and whether the Payment of Gratuity Act covers them.");
  }
  if (result.receivedFromFormula && kind === "covered" && result.limits && result.limits.formula > result.limits.ceiling) {
    notes.push(`The formula gives ${formatInr(result.limits.formula)}, but the Act caps the gratuity it requires at ${formatInr(result.limits.ceiling)}; that is the amount used.`);
  }
  notes.push(
    kind === "covered"
      ? "Amounts are in whole rupees: the gratuity the Act makes payable is rounded to the nearest rupee (50 paise and more go up), as it is paid. Rounding to ₹10 (sections 288A and 288B) applies to total income and tax, not to the gratuity."
      : "Amounts are in whole rupees: paise in the formula amount are dropped, so the tax-free part is never overstated.",
  );
  return notes;
}
