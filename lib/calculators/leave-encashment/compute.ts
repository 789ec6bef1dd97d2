import { formatInr } from "@/lib/format";
import { leaveCredit, leaveEncashmentExemption, type LeaveEncashmentCase, type LeaveEncashmentExemption, type LeaveLimit } from "@/lib/tax/leave-encashment-exemption";
import { LEAVE_ENCASHMENT_RULES, type LeaveEncashmentRules } from "@/lib/tax/leave-encashment-rules";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import type { CalculatorResult, FigureGroup, InputOf, Step } from "../types";
import type { fields } from "./fields";
import { LEAVE_ENCASHMENT_TEXT } from "./text";

type Text = TranslationOf<(typeof LEAVE_ENCASHMENT_TEXT)["en"]>;

export type LeaveEncashmentCalculatorInput = InputOf<typeof fields>;

export function leaveCase(input: LeaveEncashmentCalculatorInput): LeaveEncashmentCase {
  if (input.when === "inService") return "inService";
  return input.employer === "government" ? "government" : "other";
}

/** Leave cannot have been taken beyond what was ever credited (the leave credited each year × the years). */
export function validateLeaveEncashment(input: LeaveEncashmentCalculatorInput, locale: Locale = "en"): Partial<Record<keyof LeaveEncashmentCalculatorInput, string>> {
  if (leaveCase(input) !== "other") return {};
  const earned = input.leavePerYear * input.years;
  if (input.leaveTaken > earned) {
    return {
      leaveTaken: messagesFor(LEAVE_ENCASHMENT_TEXT, locale).tooMuchLeave(input.leaveTaken, input.leavePerYear, input.years, earned),
    };
  }
  return {};
}

export function computeLeaveEncashment(input: LeaveEncashmentCalculatorInput, locale: Locale = "en"): CalculatorResult {
  const t = messagesFor(LEAVE_ENCASHMENT_TEXT, locale);
  const rules = LEAVE_ENCASHMENT_RULES[input.fy];
  const kind = leaveCase(input);
  const result = leaveEncashmentExemption(
    {
      case: kind,
      received: input.received,
      averageMonthlySalary: input.avgSalary,
      years: input.years,
      leaveDaysPerYear: input.leavePerYear,
      leaveDaysTaken: input.leaveTaken,
      earlierExemption: input.earlier,
    },
    rules,
  );
  const year = t.year(yearLabel(input.fy, locale));
  const provision = t.provision((kind === "government" ? rules.governmentProvision : rules.otherProvision).value);
  const received = formatInr(input.received);

  const summary =
    kind === "inService"
      ? t.summaryInService(received, year)
      : result.taxable === 0
        ? t.summaryAllFree(received, provision, year)
        : t.summaryPart(formatInr(result.exempt), received, provision, year, formatInr(result.taxable));

  const groups: FigureGroup[] = [
    {
      title: t.yourEncashment,
      figures: [
        { name: "encashment", label: t.receivedLabel, value: input.received, format: "rupees" },
        { name: "exempt", label: t.exempt, value: result.exempt, format: "rupees" },
        { name: "taxable", label: t.taxable, value: result.taxable, format: "rupees" },
      ],
    },
  ];
  if (result.limits && result.credit) {
    groups.push({
      title: t.limitsUnder(provision),
      figures: [
        { name: "leaveCreditDays", label: t.creditDays, value: result.credit.creditDays, format: "number" },
        { name: "limitLeaveCredit", label: t.creditValue, value: result.limits.leaveCredit, format: "rupees" },
        { name: "limitTenMonths", label: t.monthsSalary(rules.monthsOfSalaryLimit.value), value: result.limits.tenMonths, format: "rupees" },
        { name: "limitCeiling", label: input.earlier > 0 ? t.limitLeft : t.limit, value: result.limits.ceiling, format: "rupees" },
        { name: "bindingLimit", label: t.bindingLimit, value: bindingText(result.binding, rules, t), format: "text" },
      ],
    });
  }

  return {
    summary,
    groups,
    breakdown: [{ title: kind === "inService" ? t.breakdownInService : t.breakdown(provision), steps: stepsFor(input, kind, result, rules, t) }],
    notes: notesFor(kind, rules, t),
  };
}

function bindingText(binding: LeaveLimit[], rules: LeaveEncashmentRules, t: Text): string {
  return t.binding(binding.map((limit) => (limit === "tenMonths" ? t.monthsSalary(rules.monthsOfSalaryLimit.value) : t.limitNames[limit] ?? limit)));
}

function stepsFor(input: LeaveEncashmentCalculatorInput, kind: LeaveEncashmentCase, result: LeaveEncashmentExemption, rules: LeaveEncashmentRules, t: Text): Step[] {
  const received: Step = { label: t.receivedLabel, amount: input.received, reference: rules.taxedAsSalary.reference };
  if (kind === "inService") {
    return [
      received,
      { label: t.stepNothingInService, amount: 0, reference: t.onlyOnRetirement(rules.otherProvision.reference) },
      { label: t.stepAllTaxable, amount: result.taxable, reference: rules.taxedAsSalary.reference },
    ];
  }
  if (kind === "government" || !result.limits) {
    return [
      received,
      { label: t.stepAllFree, amount: result.exempt, reference: rules.governmentProvision.reference },
      { label: t.stepTaxable, amount: result.taxable, reference: rules.governmentProvision.reference },
    ];
  }
  const limits = result.limits;
  const credit = leaveCredit({ years: input.years, leaveDaysPerYear: input.leavePerYear, leaveDaysTaken: input.leaveTaken }, rules);
  return [
    received,
    { label: t.stepAverage(rules.averagingMonths.value), amount: input.avgSalary, reference: rules.averagingMonths.reference },
    {
      label: t.stepCredit(credit.countedDaysPerYear, input.years, input.leaveTaken),
      text: t.days(credit.creditDays),
      reference: rules.maxLeaveDaysPerYear.reference,
    },
    {
      label: t.stepCreditValue(credit.creditDays, formatInr(input.avgSalary), rules.daysInMonth.value),
      amount: limits.leaveCredit,
      reference: rules.daysInMonth.reference,
    },
    { label: t.monthsSalary(rules.monthsOfSalaryLimit.value), amount: limits.tenMonths, reference: rules.monthsOfSalaryLimit.reference },
    { label: t.limit, amount: rules.ceiling.value, reference: rules.ceiling.reference },
    ...(input.earlier > 0
      ? [
          { label: t.stepLessEarlier, amount: input.earlier, reference: rules.otherProvision.reference },
          { label: t.stepLimitLeft, amount: limits.ceiling, reference: rules.otherProvision.reference },
        ]
      : []),
    { label: t.stepLeast, amount: result.exempt, reference: rules.otherProvision.reference },
    { label: t.stepTaxableRest, amount: result.taxable, reference: rules.taxedAsSalary.reference },
  ];
}

function notesFor(kind: LeaveEncashmentCase, rules: LeaveEncashmentRules, t: Text): string[] {
  const notes: string[] = [];
  if (kind === "inService") notes.push(t.noteInService);
  else notes.push(t.noteRegimes, t.noteResignation);
  if (kind === "other") {
    notes.push(t.noteLifetime(formatInr(rules.ceiling.value)), t.noteSalary(rules.averagingMonths.value), t.noteDays(rules.maxLeaveDaysPerYear.value, rules.daysInMonth.value));
  }
  if (kind === "government") notes.push(t.noteGovernment);
  return notes;
}
