import { dropPaise } from "./formulas/rounding";
import type { GratuityRules } from "./gratuity-rules";

/** Who paid the gratuity decides the rule (docs/tax-methods.md §8.2). */
export type GratuityCase = "government" | "covered" | "other";

export const GRATUITY_LIMITS = ["received", "formula", "ceiling"] as const;
export type GratuityLimit = (typeof GRATUITY_LIMITS)[number];

export interface GratuityInput {
  case: GratuityCase;
  /** covered: wages last drawn, a month (basic + DA) */
  lastMonthlyWage: number;
  /** others: average monthly salary for the ten months before the month of leaving */
  averageMonthlySalary: number;
  /** completed years of service */
  years: number;
  /** months of service beyond the completed years (0 to 11) */
  months: number;
  /** the gratuity actually received; null: the amount the formula gives (for the covered case, within the Act's ceiling) */
  received: number | null;
  /** others: gratuity exempted in earlier years (any employer), which reduces the limit */
  earlierExemption: number;
}

export interface GratuityLimits {
  /** the years the formula counts */
  countedYears: number;
  /** the formula amount in whole rupees: covered, rounded half up (the gratuity the Act makes payable); others, paise dropped */
  formula: number;
  /** the ceiling that applies, after earlier exemptions */
  ceiling: number;
}

export interface GratuityExemption {
  received: number;
  /** whether `received` was taken from the formula because none was entered */
  receivedFromFormula: boolean;
  /** null for government employees, whose gratuity is exempt whatever its amount */
  limits: GratuityLimits | null;
  exempt: number;
  taxable: number;
  /** the limits equal to the exemption, in order (more than one on a tie); empty for government employees */
  binding: GratuityLimit[];
}

/**
 * To the nearest rupee, half a rupee going up: 31,153.846… → 31,154; 12.5 → 13. A nudge of a
 * millionth of a rupee keeps binary noise (…0.4999999999) from turning a tie down.
 */
export function nearestRupee(amount: number): number {
  return Math.floor(amount + 0.5 + 1e-6);
}

/** The years the formula counts: a covered employee's part-year above six months is a full year; others count completed years only. */
export function countedServiceYears(input: Pick<GratuityInput, "case" | "years" | "months">, rules: GratuityRules): number {
  if (input.case === "covered") return input.years + (input.months > rules.coveredPartYearMonths.value ? 1 : 0);
  return input.years;
}

export function gratuityLimits(input: GratuityInput, rules: GratuityRules): GratuityLimits {
  const countedYears = countedServiceYears(input, rules);
  if (input.case === "covered") {
    // 15 days' wages a year on a 26-day month: wage × 15 × years ÷ 26, multiplied first so only one division rounds.
    // This is the gratuity the Act makes payable, so it is paid to the nearest rupee (half up), as
    // employers pay it: ss.288A/288B drop paise from income and tax, not from a payment.
    const formula = nearestRupee((input.lastMonthlyWage * rules.coveredDaysWagesPerYear.value * countedYears) / rules.coveredWorkingDaysInMonth.value);
    return { countedYears, formula, ceiling: rules.coveredCeiling.value };
  }
  // Others: a limit of the tax rule, not a payment; paise are dropped so it is never overstated.
  const formula = dropPaise(input.averageMonthlySalary * rules.otherMonthsSalaryPerYear.value * countedYears);
  return { countedYears, formula, ceiling: Math.max(0, rules.otherCeiling.value - input.earlierExemption) };
}

/**
 * The exempt and taxable gratuity, in whole rupees. Government employees: all of it.
 * Others: the least of the gratuity received, the formula amount and the ceiling.
 * With no amount received entered, a covered employee is taken to receive what the Act
 * requires (the formula within the Act's ceiling) and anyone else the formula amount.
 */
export function gratuityExemption(input: GratuityInput, rules: GratuityRules): GratuityExemption {
  if (input.case === "government") {
    const received = input.received ?? 0;
    return { received, receivedFromFormula: false, limits: null, exempt: received, taxable: 0, binding: [] };
  }
  const limits = gratuityLimits(input, rules);
  const due = input.case === "covered" ? Math.min(limits.formula, limits.ceiling) : limits.formula;
  const received = input.received ?? due;
  const values: Record<GratuityLimit, number> = { received, formula: limits.formula, ceiling: limits.ceiling };
  const exempt = Math.min(received, limits.formula, limits.ceiling);
  return {
    received,
    receivedFromFormula: input.received === null,
    limits,
    exempt,
    taxable: received - exempt,
    binding: GRATUITY_LIMITS.filter((limit) => values[limit] === exempt),
  };
}
