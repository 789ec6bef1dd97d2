import { dropPaise } from "./formulas/rounding";
import type { LeaveEncashmentRules } from "./leave-encashment-rules";

/** When and from whom the encashment comes decides the rule (docs/tax-methods.md §9.1). */
export type LeaveEncashmentCase = "inService" | "government" | "other";

/** The four limits of s.10(10AA)(ii), in order: the amount received, the leave credit's value, ten months' salary, the ceiling. */
export const LEAVE_LIMITS = ["received", "leaveCredit", "tenMonths", "ceiling"] as const;
export type LeaveLimit = (typeof LEAVE_LIMITS)[number];

export interface LeaveEncashmentInput {
  case: LeaveEncashmentCase;
  received: number;
  /** average monthly salary over the ten months before retirement */
  averageMonthlySalary: number;
  /** completed years of service with the employer paying */
  years: number;
  /** earned leave credited for each year of service under the employer's rules */
  leaveDaysPerYear: number;
  /** earned leave taken or encashed during service, in days */
  leaveDaysTaken: number;
  /** amounts exempted before (earlier years, other employers), which reduce the ceiling */
  earlierExemption: number;
}

export interface LeaveCredit {
  /** leave a year counted, at most the legal maximum */
  countedDaysPerYear: number;
  /** days of earned leave to the credit at retirement, as the Act counts them */
  creditDays: number;
}

export interface LeaveEncashmentExemption {
  /** null when no limits apply (in service, or a government employee) */
  credit: LeaveCredit | null;
  limits: Record<LeaveLimit, number> | null;
  exempt: number;
  taxable: number;
  binding: LeaveLimit[];
}

export function leaveCredit(input: Pick<LeaveEncashmentInput, "years" | "leaveDaysPerYear" | "leaveDaysTaken">, rules: LeaveEncashmentRules): LeaveCredit {
  const countedDaysPerYear = Math.min(input.leaveDaysPerYear, rules.maxLeaveDaysPerYear.value);
  return { countedDaysPerYear, creditDays: Math.max(0, countedDaysPerYear * input.years - input.leaveDaysTaken) };
}

/** The exempt and taxable leave encashment, in whole rupees; paise in the leave credit's value are dropped. */
export function leaveEncashmentExemption(input: LeaveEncashmentInput, rules: LeaveEncashmentRules): LeaveEncashmentExemption {
  if (input.case === "inService") return { credit: null, limits: null, exempt: 0, taxable: input.received, binding: [] };
  if (input.case === "government") return { credit: null, limits: null, exempt: input.received, taxable: 0, binding: [] };
  const credit = leaveCredit(input, rules);
  const limits: Record<LeaveLimit, number> = {
    received: input.received,
    // Multiplied first so that only the one division can leave paise.
    leaveCredit: dropPaise((credit.creditDays * input.averageMonthlySalary) / rules.daysInMonth.value),
    tenMonths: input.averageMonthlySalary * rules.monthsOfSalaryLimit.value,
    ceiling: Math.max(0, rules.ceiling.value - input.earlierExemption),
  };
  const exempt = Math.min(...LEAVE_LIMITS.map((limit) => limits[limit]));
  return { credit, limits, exempt, taxable: input.received - exempt, binding: LEAVE_LIMITS.filter((limit) => limits[limit] === exempt) };
}
