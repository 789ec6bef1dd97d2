import { dropPaise, percentOf, toPaise } from "./formulas/rounding";
import type { HraRules } from "./hra-rules";

/**
 * The three limits of rule 2A (and its 2026 successor), in the rule's order: (a) the
 * allowance received, (b) rent paid in excess of a tenth of salary, (c) half or two-fifths
 * of salary by the city. The exemption is the least of them (docs/tax-methods.md §6.2).
 */
export const HRA_LIMITS = ["received", "rentExcess", "salaryShare"] as const;
export type HraLimit = (typeof HRA_LIMITS)[number];

export interface HraInput {
  /** basic pay + DA that counts for retirement benefits + turnover commission, for the period, in rupees */
  salary: number;
  hraReceived: number;
  rentPaid: number;
  /** the rented house is in one of the cities with the higher share of salary */
  higherShareCity: boolean;
}

export interface HraExemption {
  /** each limit in whole rupees */
  limits: Record<HraLimit, number>;
  /** the part of salary rent must exceed before it counts, rounded up to the rupee */
  rentThreshold: number;
  /** percent of salary that limit (c) allows */
  salarySharePercent: number;
  exempt: number;
  taxable: number;
  /** the limits equal to the exemption, in the rule's order (more than one on a tie) */
  binding: HraLimit[];
}

/**
 * The old-regime exemption for a period, in whole rupees. Paise never raise the
 * exemption: the tenth of salary is rounded up and limit (c) down, so each limit is the
 * exact one with its paise dropped and the exemption is never overstated.
 */
export function hraExemption(input: HraInput, rules: HraRules): HraExemption {
  const rentThreshold = Math.ceil(toPaise(percentOf(input.salary, rules.rentExcessOverSalary.value)));
  const salarySharePercent = input.higherShareCity ? rules.higherSalaryShare.value : rules.lowerSalaryShare.value;
  const limits: Record<HraLimit, number> = {
    received: input.hraReceived,
    rentExcess: Math.max(0, input.rentPaid - rentThreshold),
    salaryShare: dropPaise(percentOf(input.salary, salarySharePercent)),
  };
  const exempt = Math.min(limits.received, limits.rentExcess, limits.salaryShare);
  return {
    limits,
    rentThreshold,
    salarySharePercent,
    exempt,
    taxable: input.hraReceived - exempt,
    binding: HRA_LIMITS.filter((limit) => limits[limit] === exempt),
  };
}
