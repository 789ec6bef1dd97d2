import { formatInr } from "@/lib/format";
import { TRANSPORT_RULES_BY_YEAR, transportLimitDependsOnCity, type QualifyingDisability } from "./transport-parameters";
import type { Regime } from "./types";
import type { FinancialYear } from "./years";

/*
 * The exempt and taxable parts of a transport allowance and of a transport-system running
 * allowance (docs/tax-methods.md §11). The limits are monthly, so each month's allowance is
 * compared with the month's limit; a steady allowance for `months` months gives the year.
 */

export interface TransportStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface TransportAllowanceInput {
  fy: FinancialYear;
  disability: QualifyingDisability | "none";
  /** whether the employee works in one of the year's listed cities (only when the limit depends on the city) */
  inListedCity: boolean;
  /** allowance per month */
  monthly: number;
  /** months for which it was received in the year, 1 to 12 */
  months: number;
}

export interface TransportAllowanceResult {
  monthlyLimit: number;
  exemptMonthly: number;
  taxableMonthly: number;
  exempt: number;
  taxable: number;
  steps: TransportStep[];
}

export function transportAllowanceExemption(input: TransportAllowanceInput): TransportAllowanceResult {
  const rules = TRANSPORT_RULES_BY_YEAR[input.fy];
  const qualifies = input.disability !== "none" && rules.qualifyingDisabilities.value.includes(input.disability);
  const byCity = transportLimitDependsOnCity(rules);
  const limitRule = !qualifies
    ? rules.ordinaryMonthlyLimit
    : byCity && input.inListedCity
      ? rules.disabledMonthlyLimit.listedCities
      : rules.disabledMonthlyLimit.elsewhere;
  const exemptMonthly = Math.min(input.monthly, limitRule.value);
  const taxableMonthly = input.monthly - exemptMonthly;
  const where = !qualifies || !byCity ? "" : input.inListedCity ? ` in ${rules.listedCities.value.join(", ")}` : " outside the listed cities";
  const steps: TransportStep[] = [
    {
      label: qualifies ? `Monthly limit for a blind, deaf and dumb, or orthopaedically handicapped employee${where}` : "Monthly limit for an employee without a qualifying disability (nil since FY 2018-19)",
      amount: limitRule.value,
      reference: qualifies ? `${limitRule.reference}; ${rules.qualifyingDisabilities.reference}` : limitRule.reference,
    },
    { label: `Exempt each month: the allowance (${formatInr(input.monthly)}), up to the limit`, amount: exemptMonthly, reference: limitRule.reference },
    { label: "Taxable each month (salary)", amount: taxableMonthly, reference: rules.allowanceIsSalary.reference },
    { label: `Exempt for the year: ${formatInr(exemptMonthly)} × ${input.months} ${input.months === 1 ? "month" : "months"}`, amount: exemptMonthly * input.months, reference: limitRule.reference },
    { label: "Taxable for the year", amount: taxableMonthly * input.months, reference: rules.allowanceIsSalary.reference },
  ];
  if (qualifies) {
    steps.push({ label: "Allowed in the new regime too", text: rules.disabledInNewRegime.value ? "Yes" : "No", reference: rules.disabledInNewRegime.reference });
  }
  return { monthlyLimit: limitRule.value, exemptMonthly, taxableMonthly, exempt: exemptMonthly * input.months, taxable: taxableMonthly * input.months, steps };
}

export interface RunningAllowanceInput {
  fy: FinancialYear;
  regime: Regime;
  /** running allowance per month */
  monthly: number;
  months: number;
  /** a daily allowance takes the exemption away */
  dailyAllowance: boolean;
}

export interface RunningAllowanceResult {
  /** the exempt part each month, in rupees and paise (70% of an odd amount has paise) */
  exemptMonthly: number;
  /** for the year, paise dropped */
  exempt: number;
  taxable: number;
  /** why nothing is exempt, when nothing is */
  reason: string | null;
  steps: TransportStep[];
}

export function runningAllowanceExemption(input: RunningAllowanceInput): RunningAllowanceResult {
  const rules = TRANSPORT_RULES_BY_YEAR[input.fy];
  const percent = rules.runningAllowanceExemptPercent;
  const cap = rules.runningAllowanceMonthlyCap;
  const total = input.monthly * input.months;
  const reason = input.dailyAllowance
    ? "A running allowance is exempt only for an employee who does not also receive a daily allowance."
    : input.regime === "new" && !rules.runningAllowanceInNewRegime.value
      ? "The new regime does not allow this exemption."
      : null;
  if (reason) {
    return {
      exemptMonthly: 0,
      exempt: 0,
      taxable: total,
      reason,
      steps: [
        {
          label: "Running allowance exempt",
          amount: 0,
          text: reason,
          reference: input.dailyAllowance ? percent.reference : rules.runningAllowanceInNewRegime.reference,
        },
        { label: "Taxable running allowance for the year", amount: total, reference: rules.allowanceIsSalary.reference },
      ],
    };
  }
  // min(70% of the allowance, cap) a month; in hundredths of a rupee so that 70% of an odd amount stays exact.
  const exemptMonthlyPaise = Math.min(input.monthly * percent.value, cap.value * 100);
  const exempt = Math.floor((exemptMonthlyPaise * input.months) / 100);
  return {
    exemptMonthly: exemptMonthlyPaise / 100,
    exempt,
    taxable: total - exempt,
    reason: null,
    steps: [
      {
        label: `Exempt each month: ${percent.value}% of ${formatInr(input.monthly)}, up to ${formatInr(cap.value)}`,
        text: formatInr(exemptMonthlyPaise / 100, { paise: exemptMonthlyPaise % 100 !== 0 }),
        reference: `${percent.reference}; ${cap.reference}`,
      },
      { label: `Exempt for the year (${input.months} ${input.months === 1 ? "month" : "months"}, paise dropped)`, amount: exempt, reference: cap.reference },
      { label: "Taxable running allowance for the year", amount: total - exempt, reference: rules.allowanceIsSalary.reference },
    ],
  };
}
