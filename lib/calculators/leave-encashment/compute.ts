import { formatInr } from "@/lib/format";
import { leaveCredit, leaveEncashmentExemption, type LeaveEncashmentCase, type LeaveEncashmentExemption, type LeaveLimit } from "@/lib/tax/leave-encashment-exemption";
import { LEAVE_ENCASHMENT_RULES, type LeaveEncashmentRules } from "@/lib/tax/leave-encashment-rules";
import { financialYearLabel } from "@/lib/tax/years";
import type { CalculatorResult, FigureGroup, InputOf, Step } from "../types";
import type { fields } from "./fields";

export type LeaveEncashmentCalculatorInput = InputOf<typeof fields>;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export function leaveCase(input: LeaveEncashmentCalculatorInput): LeaveEncashmentCase {
  if (input.when === "inService") return "inService";
  return input.employer === "government" ? "government" : "other";
}

/** Leave cannot have been taken beyond what was ever credited (the leave credited each year × the years). */
export function validateLeaveEncashment(input: LeaveEncashmentCalculatorInput): Partial<Record<keyof LeaveEncashmentCalculatorInput, string>> {
  if (leaveCase(input) !== "other") return {};
  const earned = input.leavePerYear * input.years;
  if (input.leaveTaken > earned) {
    return {
      leaveTaken: `You cannot have taken more leave (${plural(input.leaveTaken, "day")}) than you earned: ${plural(input.leavePerYear, "day")} × ${plural(input.years, "year")} = ${plural(earned, "day")}. Check the leave taken, the leave a year and the years of service.`,
    };
  }
  return {};
}

export function computeLeaveEncashment(input: LeaveEncashmentCalculatorInput): CalculatorResult {
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
  const year = financialYearLabel(input.fy).replace(/^Tax year/, "tax year");
  const provision = kind === "government" ? rules.governmentProvision : rules.otherProvision;
  const received = formatInr(input.received);

  const summary =
    kind === "inService"
      ? `All ${received} is taxable as salary for ${year}: leave encashed while you are still in service has no exemption.`
      : result.taxable === 0
        ? `All ${received} of your leave encashment is tax-free under ${provision.value} for ${year}, in both regimes.`
        : `${formatInr(result.exempt)} of your ${received} leave encashment is tax-free under ${provision.value} for ${year}; the other ${formatInr(result.taxable)} is taxed as salary.`;

  const groups: FigureGroup[] = [
    {
      title: "Your leave encashment",
      figures: [
        { name: "encashment", label: "Leave encashment received", value: input.received, format: "rupees" },
        { name: "exempt", label: "Tax-free", value: result.exempt, format: "rupees" },
        { name: "taxable", label: "Taxable as salary", value: result.taxable, format: "rupees" },
      ],
    },
  ];
  if (result.limits && result.credit) {
    groups.push({
      title: `Limits under ${provision.value}`,
      figures: [
        { name: "leaveCreditDays", label: "Leave credit counted, days", value: result.credit.creditDays, format: "number" },
        { name: "limitLeaveCredit", label: "Value of the leave credit", value: result.limits.leaveCredit, format: "rupees" },
        { name: "limitTenMonths", label: `${rules.monthsOfSalaryLimit.value} months' average salary`, value: result.limits.tenMonths, format: "rupees" },
        { name: "limitCeiling", label: input.earlier > 0 ? "Limit left after earlier exemptions" : "Limit", value: result.limits.ceiling, format: "rupees" },
        { name: "bindingLimit", label: "The least, which sets the tax-free part", value: bindingText(result.binding, rules), format: "text" },
      ],
    });
  }

  return {
    summary,
    groups,
    breakdown: [{ title: kind === "inService" ? "Leave encashed in service: all taxable as salary" : `Tax-free leave encashment: ${provision.value}`, steps: stepsFor(input, kind, result, rules) }],
    notes: notesFor(input, kind, rules),
  };
}

function bindingText(binding: LeaveLimit[], rules: LeaveEncashmentRules): string {
  const names: Record<LeaveLimit, string> = {
    received: "the amount received",
    leaveCredit: "the value of the leave credit",
    tenMonths: `${rules.monthsOfSalaryLimit.value} months' average salary`,
    ceiling: "the limit",
  };
  const text = binding.map((limit) => names[limit]).join(" and ");
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return binding.length > 1 ? `${sentence}, equal` : sentence;
}

function stepsFor(input: LeaveEncashmentCalculatorInput, kind: LeaveEncashmentCase, result: LeaveEncashmentExemption, rules: LeaveEncashmentRules): Step[] {
  const received: Step = { label: "Leave encashment received", amount: input.received, reference: rules.taxedAsSalary.reference };
  if (kind === "inService") {
    return [
      received,
      { label: "Tax-free: nothing while in service", amount: 0, reference: `${rules.otherProvision.reference} (only on retirement)` },
      { label: "Taxable: all of it", amount: result.taxable, reference: rules.taxedAsSalary.reference },
    ];
  }
  if (kind === "government" || !result.limits) {
    return [
      received,
      { label: "Tax-free: all of it", amount: result.exempt, reference: rules.governmentProvision.reference },
      { label: "Taxable", amount: result.taxable, reference: rules.governmentProvision.reference },
    ];
  }
  const limits = result.limits;
  const credit = leaveCredit({ years: input.years, leaveDaysPerYear: input.leavePerYear, leaveDaysTaken: input.leaveTaken }, rules);
  return [
    received,
    { label: `Average salary, a month, over the ${rules.averagingMonths.value} months before retirement`, amount: input.avgSalary, reference: rules.averagingMonths.reference },
    {
      label: `Leave credit: ${credit.countedDaysPerYear} days × ${plural(input.years, "year")} − ${plural(input.leaveTaken, "day")} taken or encashed`,
      text: plural(credit.creditDays, "day"),
      reference: rules.maxLeaveDaysPerYear.reference,
    },
    {
      label: `Value of the leave credit: ${plural(credit.creditDays, "day")} × ${formatInr(input.avgSalary)} ÷ ${rules.daysInMonth.value} (paise dropped)`,
      amount: limits.leaveCredit,
      reference: rules.daysInMonth.reference,
    },
    { label: `${rules.monthsOfSalaryLimit.value} months' average salary`, amount: limits.tenMonths, reference: rules.monthsOfSalaryLimit.reference },
    { label: "Limit", amount: rules.ceiling.value, reference: rules.ceiling.reference },
    ...(input.earlier > 0
      ? [
          { label: "Less leave encashment exempted before", amount: input.earlier, reference: rules.otherProvision.reference },
          { label: "Limit left", amount: limits.ceiling, reference: rules.otherProvision.reference },
        ]
      : []),
    { label: "Tax-free: the least of the four limits", amount: result.exempt, reference: rules.otherProvision.reference },
    { label: "Taxable: received less the tax-free part", amount: result.taxable, reference: rules.taxedAsSalary.reference },
  ];
}

function notesFor(input: LeaveEncashmentCalculatorInput, kind: LeaveEncashmentCase, rules: LeaveEncashmentRules): string[] {
  const notes: string[] = [];
  if (kind === "inService") {
    notes.push("Leave encashed during service is taxed in the year you receive it. If it relates to earlier years and pushes you into a higher slab, relief for salary paid in arrears (section 89 of the 1961 Act, and its counterpart in the 2025 Act) may reduce the tax.");
  } else {
    notes.push(
      "The exemption is the same in the old and the new regime. Leave encashment paid to your family after your death is not taxable.",
      "Retirement here includes voluntary retirement and, in the usual reading that employers follow, resignation.",
    );
  }
  if (kind === "other") {
    notes.push(
      `The ${formatInr(rules.ceiling.value)} limit applies to retirements from 1 April 2023 and is for your whole life: amounts exempted from earlier employers, or from two employers in the same year, use it up.`,
      `Salary here is basic pay, dearness allowance that counts for retirement benefits and commission fixed as a percentage of sales, averaged over the ${rules.averagingMonths.value} months before you retired. Only completed years of service count.`,
      `Leave counts at no more than ${rules.maxLeaveDaysPerYear.value} days for each year of service, whatever your employer credits. A day's salary is the monthly average divided by ${rules.daysInMonth.value}, the usual practice; paise are dropped.`,
    );
  }
  if (kind === "government") {
    notes.push("Only Central and State Government employees are fully exempt. Employees of public-sector companies, banks and local authorities use the four limits: choose \"Private, PSU or other\".");
  }
  return notes;
}
