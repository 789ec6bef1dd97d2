import { formatInr } from "@/lib/format";
import { gratuityExemption, type GratuityCase, type GratuityExemption } from "@/lib/tax/gratuity-exemption";
import { GRATUITY_RULES, type GratuityRules } from "@/lib/tax/gratuity-rules";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import type { CalculatorResult, FigureGroup, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { NOT_GIVEN } from "./optional-rupees";
import { GRATUITY_TEXT } from "./text";

type Text = TranslationOf<(typeof GRATUITY_TEXT)["en"]>;

export type GratuityCalculatorInput = InputOf<typeof fields>;

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
export function validateGratuity(input: GratuityCalculatorInput, locale: Locale = "en"): Partial<Record<keyof GratuityCalculatorInput, string>> {
  if (input.employer === "government" && input.received === NOT_GIVEN) {
    return { received: messagesFor(GRATUITY_TEXT, locale).governmentNeedsAmount };
  }
  return {};
}

export function computeGratuity(input: GratuityCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(GRATUITY_TEXT, locale);
  const rules = GRATUITY_RULES[input.fy];
  const kind = gratuityCase(input);
  const result = exemptionFor(input);
  const year = t.year(yearLabel(input.fy, locale));
  const provision = t.provision({ government: rules.governmentProvision, covered: rules.coveredProvision, other: rules.otherProvision }[kind].value);

  const summary =
    result.received === 0
      ? t.summaryNothingDue(year)
      : result.taxable === 0
        ? t.summaryAllFree(formatInr(result.received), provision, year)
        : t.summaryPart(formatInr(result.exempt), formatInr(result.received), provision, year, formatInr(result.taxable));

  const receivedLabel = result.receivedFromFormula ? (kind === "covered" ? t.dueUnderAct : t.byFormula) : t.receivedLabel;
  const groups: FigureGroup[] = [
    {
      title: t.yourGratuity,
      figures: [
        {
          name: "gratuity",
          label: receivedLabel,
          value: result.received,
          format: "rupees",
          note: result.receivedFromFormula ? t.formulaUsedNote : undefined,
        },
        { name: "exempt", label: t.exempt, value: result.exempt, format: "rupees" },
        { name: "taxable", label: t.taxable, value: result.taxable, format: "rupees" },
      ],
    },
  ];
  if (result.limits) {
    groups.push({
      title: t.limitsUnder(provision),
      figures: [
        { name: "countedYears", label: t.countedYears, value: result.limits.countedYears, format: "years" },
        { name: "formulaAmount", label: kind === "covered" ? t.formulaCovered : t.formulaOther, value: result.limits.formula, format: "rupees" },
        { name: "ceilingLimit", label: input.earlier > 0 && kind === "other" ? t.ceilingLeft : t.ceiling, value: result.limits.ceiling, format: "rupees" },
        { name: "bindingLimit", label: t.bindingLimit, value: t.binding(result.binding.map((limit) => t.limitNames[limit] ?? limit)), format: "text" },
      ],
    });
  }

  return {
    summary,
    groups,
    breakdown: [{ title: t.breakdown(provision), steps: stepsFor(input, kind, result, rules, t) }],
    notes: notesFor(input, kind, result, rules, t),
  };
}

function stepsFor(input: GratuityCalculatorInput, kind: GratuityCase, result: GratuityExemption, rules: GratuityRules, t: Text): Step[] {
  const received: Step = {
    label: result.receivedFromFormula ? t.stepNoAmount(kind === "covered" ? t.stepFormulaCovered : t.byFormula) : t.receivedLabel,
    amount: result.received,
    reference: result.receivedFromFormula ? (kind === "covered" ? rules.coveredCeiling.reference : rules.otherMonthsSalaryPerYear.reference) : t.stepEmployerPaid,
  };
  if (kind === "government" || !result.limits) {
    return [
      received,
      { label: t.stepAllFree, amount: result.exempt, reference: rules.governmentProvision.reference },
      { label: t.stepTaxable, amount: result.taxable, reference: rules.governmentProvision.reference },
    ];
  }
  const limits = result.limits;
  const service = t.service(input.years, input.months);
  const serviceSteps: Step[] =
    kind === "covered"
      ? [
          { label: t.stepLastSalary, amount: input.salary, reference: rules.coveredDaysWagesPerYear.reference },
          {
            label: t.stepServiceCovered(service, limits.countedYears),
            text: input.months > rules.coveredPartYearMonths.value ? t.stepPartYearCounts(rules.coveredPartYearMonths.value) : t.stepPartYearIgnored(rules.coveredPartYearMonths.value),
            reference: rules.coveredPartYearMonths.reference,
          },
          {
            label: t.stepFormulaCoveredAmount(rules.coveredDaysWagesPerYear.value, rules.coveredWorkingDaysInMonth.value, formatInr(input.salary), limits.countedYears),
            amount: limits.formula,
            reference: rules.coveredWorkingDaysInMonth.reference,
          },
          { label: t.stepCeiling, amount: limits.ceiling, reference: rules.coveredCeiling.reference },
        ]
      : [
          {
            label: t.stepAverage(rules.otherAveragingMonths.value),
            amount: averageSalary(input),
            reference: rules.otherAveragingMonths.reference,
          },
          {
            label: t.stepServiceOther(service, limits.countedYears),
            text: input.months > 0 ? t.stepMonthsIgnored : "",
            reference: rules.otherProvision.reference,
          },
          {
            label: t.stepFormulaOtherAmount(formatInr(averageSalary(input)), limits.countedYears),
            amount: limits.formula,
            reference: rules.otherMonthsSalaryPerYear.reference,
          },
          { label: t.stepLimit, amount: rules.otherCeiling.value, reference: rules.otherCeiling.reference },
          ...(input.earlier > 0
            ? [
                { label: t.stepLessEarlier, amount: input.earlier, reference: rules.otherProvision.reference },
                { label: t.stepLimitLeft, amount: limits.ceiling, reference: rules.otherProvision.reference },
              ]
            : []),
        ];
  return [
    ...serviceSteps,
    received,
    { label: t.stepLeast, amount: result.exempt, reference: (kind === "covered" ? rules.coveredProvision : rules.otherProvision).reference },
    { label: t.stepTaxableRest, amount: result.taxable, reference: rules.taxedAsSalary.reference },
  ];
}

function notesFor(input: GratuityCalculatorInput, kind: GratuityCase, result: GratuityExemption, rules: GratuityRules, t: Text): string[] {
  const notes: string[] = [t.noteRegimes];
  if (kind === "covered") {
    const serviceMonths = input.years * 12 + input.months;
    if (serviceMonths < rules.coveredMinimumServiceMonths.value) notes.push(t.noteMinimumService(rules.coveredMinimumServiceMonths.value / 12));
    notes.push(t.noteMoreThanAct, t.noteCode, t.noteCoveredEarlier(formatInr(rules.otherCeiling.value)));
  }
  if (kind === "other") notes.push(t.noteOtherSalary(rules.otherAveragingMonths.value), t.noteLifetime(formatInr(rules.otherCeiling.value)));
  if (kind === "government") notes.push(t.noteGovernment);
  if (result.receivedFromFormula && kind === "covered" && result.limits && result.limits.formula > result.limits.ceiling) {
    notes.push(t.noteCapped(formatInr(result.limits.formula), formatInr(result.limits.ceiling)));
  }
  notes.push(kind === "covered" ? t.noteRoundingCovered : t.noteRoundingOther);
  return notes;
}
