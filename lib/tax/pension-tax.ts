import { formatInr } from "@/lib/format";
import { rulesFor } from "./parameters";
import { PENSION_RULES_BY_YEAR, type Fraction } from "./pension-parameters";
import type { Regime } from "./types";
import type { FinancialYear } from "./years";

/*
 * How pension is taxed (docs/tax-methods.md §10): commuted pension, exempt in full for
 * government employees and in part for others (s.10(10A)); uncommuted pension, salary
 * after the standard deduction (s.17(1)(ii), s.16(ia)); family pension, income from other
 * sources less the s.57(iia) deduction. Amounts are whole rupees; a share of an amount
 * drops its paise, so an exemption or deduction never exceeds the share the law allows.
 */

export type PensionEmployer = "government" | "other";

export interface PensionInput {
  fy: FinancialYear;
  regime: Regime;
  employer: PensionEmployer;
  /** uncommuted pension received in the year */
  pension: number;
  /** lump sum received in the year for commuting part of the pension */
  commuted: number;
  /** the part of the pension commuted, percent, two decimals at most (more than 0) */
  commutedPercent: number;
  /** whether the pensioner also received gratuity (s.10(10A)(ii)) */
  gratuityReceived: boolean;
  /** family pension received in the year */
  familyPension: number;
}

export interface PensionStep {
  label: string;
  amount?: number;
  text?: string;
  reference: string;
}

export interface PensionResult {
  /** commuted amount ÷ part commuted: the value of commuting the whole pension (null for government employees) */
  fullCommutedValue: number | null;
  /** the share of the full value the law exempts (null when all of it is exempt) */
  commutedExemptLimit: number | null;
  commutedExempt: number;
  commutedTaxable: number;
  /** uncommuted pension plus the taxable part of the commuted pension: salary */
  pensionSalary: number;
  standardDeduction: number;
  /** pension salary less the standard deduction */
  taxablePension: number;
  familyPensionDeduction: number;
  taxableFamilyPension: number;
  /** taxable pension and taxable family pension together */
  totalTaxable: number;
  steps: PensionStep[];
}

/** Hundredths of a per cent, as an integer: 33.33 → 3333. */
const hundredths = (percent: number) => Math.round(percent * 100);

/** floor(amount × share), exact for whole rupees (integer arithmetic). */
function shareOf(amount: number, share: Fraction): number {
  return Math.floor((amount * share.numerator) / share.denominator);
}

const fractionWords = (share: Fraction) =>
  share.numerator === 1 && share.denominator === 2 ? "one-half" : share.numerator === 1 && share.denominator === 3 ? "one-third" : `${share.numerator}/${share.denominator}`;

export function computePensionTax(input: PensionInput): PensionResult {
  const rules = PENSION_RULES_BY_YEAR[input.fy];
  const standardDeductionRule = rulesFor(input.fy).regimes[input.regime].standardDeduction;
  const steps: PensionStep[] = [];

  // Commuted pension, s.10(10A).
  let fullCommutedValue: number | null = null;
  let commutedExemptLimit: number | null = null;
  let commutedExempt: number;
  if (input.employer === "government") {
    commutedExempt = input.commuted;
    steps.push({
      label: "Commuted pension of a government employee: exempt in full",
      amount: commutedExempt,
      reference: rules.governmentCommutedExempt.reference,
    });
  } else {
    const share = input.gratuityReceived ? rules.commutedShareWithGratuity : rules.commutedShareWithoutGratuity;
    const part = hundredths(input.commutedPercent);
    // Full value = commuted ÷ (part / 10,000); the exempt limit is its share, in one exact division.
    fullCommutedValue = Math.round((input.commuted * 10_000) / part);
    commutedExemptLimit = Math.floor((input.commuted * 10_000 * share.value.numerator) / (part * share.value.denominator));
    commutedExempt = Math.min(input.commuted, commutedExemptLimit);
    steps.push(
      {
        label: `Full commuted value: ${formatInr(input.commuted)} ÷ ${input.commutedPercent}% commuted`,
        amount: fullCommutedValue,
        reference: `${share.reference}: the commuted value of the whole pension, worked back from the part commuted`,
      },
      {
        label: `Exempt limit: ${fractionWords(share.value)} of the full commuted value (${input.gratuityReceived ? "gratuity also received" : "no gratuity received"})`,
        amount: commutedExemptLimit,
        reference: share.reference,
      },
      { label: "Exempt commuted pension: the amount received, up to that limit", amount: commutedExempt, reference: share.reference },
    );
  }
  const commutedTaxable = input.commuted - commutedExempt;
  if (input.commuted > 0) {
    steps.push({ label: "Taxable commuted pension (taxed as salary)", amount: commutedTaxable, reference: rules.pensionIsSalary.reference });
  }

  // Uncommuted pension and the taxable commuted part are salary; the standard deduction applies once.
  const pensionSalary = input.pension + commutedTaxable;
  const standardDeduction = Math.min(standardDeductionRule.value, pensionSalary);
  const taxablePension = pensionSalary - standardDeduction;
  steps.push(
    { label: "Pension taxed as salary (uncommuted pension + taxable commuted pension)", amount: pensionSalary, reference: rules.pensionIsSalary.reference },
    {
      label: `Standard deduction (${input.regime} regime, up to ${formatInr(standardDeductionRule.value)})`,
      amount: standardDeduction,
      reference: standardDeductionRule.reference,
    },
    { label: "Taxable pension (income from salary)", amount: taxablePension, reference: standardDeductionRule.reference },
  );

  // Family pension, s.57(iia).
  const cap = rules.familyPensionCap[input.regime];
  const familyPensionDeduction = Math.min(shareOf(input.familyPension, rules.familyPensionShare.value), cap.value);
  const taxableFamilyPension = input.familyPension - familyPensionDeduction;
  if (input.familyPension > 0) {
    steps.push(
      { label: "Family pension (income from other sources)", amount: input.familyPension, reference: rules.familyPensionShare.reference },
      {
        label: `Deduction: ${fractionWords(rules.familyPensionShare.value)} of the family pension, up to ${formatInr(cap.value)} (${input.regime} regime)`,
        amount: familyPensionDeduction,
        reference: `${rules.familyPensionShare.reference}; ${cap.reference}`,
      },
      { label: "Taxable family pension", amount: taxableFamilyPension, reference: cap.reference },
    );
  }

  return {
    fullCommutedValue,
    commutedExemptLimit,
    commutedExempt,
    commutedTaxable,
    pensionSalary,
    standardDeduction,
    taxablePension,
    familyPensionDeduction,
    taxableFamilyPension,
    totalTaxable: taxablePension + taxableFamilyPension,
    steps,
  };
}
