import type { TaxBeforeCess } from "./formulas/tax-on-income";
import type { IncomeTaxResult } from "./income-tax";
import type { Regime, SpecialRateKind, YearRules } from "./types";

/** One line of the computation shown under the result, with the rule it comes from. */
export interface ComputationStep {
  /** a stable key (for lists and tests) */
  id: string;
  label: string;
  /** rupees, not rounded (the page rounds to the rupee); deductions are shown as positive amounts with a "Less:" label */
  amount: number;
  reference: string;
}

const SPECIAL_RATE_LABELS: Readonly<Record<SpecialRateKind, string>> = {
  stcg111A: "Short-term capital gains on listed equity (STT paid)",
  ltcg112A: "Long-term capital gains on listed equity (STT paid)",
  ltcg112: "Other long-term capital gains",
  vda: "Income from virtual digital assets",
};

const REGIME_NAMES: Readonly<Record<Regime, string>> = { old: "old regime", new: "new regime" };

interface StepsInput {
  rules: YearRules;
  regime: Regime;
  grossSalary: number;
  otherIncome: number;
  claimed: { ded80c: number; ded80d: number; ded80ccd1b: number };
  result: Omit<IncomeTaxResult, "steps">;
  beforeCess: TaxBeforeCess;
  /** the reference of the slab table used (it depends on regime, age and residence) */
  slabTableReference: string;
}

/**
 * The lines of the computation, in the order of CALCULATORS.md §1.4. Lines for amounts
 * that are zero are left out, except the income totals and the tax payable.
 */
export function computationSteps({ rules, regime, grossSalary, otherIncome, claimed, result, beforeCess, slabTableReference }: StepsInput): ComputationStep[] {
  const act = rules.act.value;
  const regimeRules = rules.regimes[regime];
  const limits = rules.deductionLimits;
  const steps: ComputationStep[] = [];
  const add = (id: string, label: string, amount: number, reference: string, always = false) => {
    if (always || amount !== 0) steps.push({ id, label, amount, reference });
  };

  add("grossSalary", "Gross salary", grossSalary, `${act}: income under the head "Salaries"`);
  add("exemptHra", "Less: house rent allowance exemption", result.exemptHraAllowed, `${act}: HRA exemption (s.10(13A) of the 1961 Act), ${REGIME_NAMES[regime]}`);
  add("standardDeduction", "Less: standard deduction", result.standardDeduction, regimeRules.standardDeduction.reference);
  add("professionalTax", "Less: professional tax", result.professionalTaxAllowed, limits.professionalTax.reference);
  add("salaryIncome", "Income from salary", result.salaryIncome, `${act}: income under the head "Salaries"`, grossSalary > 0);
  add("otherIncome", "Income from other sources", otherIncome, `${act}: income under the head "Income from other sources"`);
  add(
    "houseProperty",
    "Loss from self-occupied house property (home-loan interest)",
    -result.homeLoanInterestAllowed,
    limits.homeLoanInterestSelfOccupied.reference,
  );
  for (const slice of beforeCess.specialRateSlices) {
    add(`special-${slice.kind}-${slice.from}`, `${SPECIAL_RATE_LABELS[slice.kind]} (from ${slice.from})`, slice.income, slice.rateReference);
  }
  add("grossTotalIncome", "Gross total income", result.grossTotalIncome, `${act}: gross total income`, true);
  add("ded80c", "Less: deduction for investments (80C)", claimed.ded80c, limits.ded80c.reference);
  add("ded80d", "Less: deduction for health insurance (80D)", claimed.ded80d, limits.ded80dSelfBelow60.reference);
  add("ded80ccd1b", "Less: deduction for own NPS contribution (80CCD(1B))", claimed.ded80ccd1b, limits.ded80ccd1b.reference);
  if (result.deductionsAllowed !== claimed.ded80c + claimed.ded80d + claimed.ded80ccd1b) {
    add("deductionsAllowed", "Deductions allowed (limited to income other than special-rate income)", result.deductionsAllowed, `${act}: deductions limited to gross total income (s.80A(2) of the 1961 Act)`, true);
  }
  add("taxableIncome", `Total income (rounded to the nearest ₹${rules.totalIncomeRounding.value})`, result.taxableIncome, rules.totalIncomeRounding.reference, true);

  if (beforeCess.slab.integration) {
    add("agriculturalTaxOnAggregate", "Tax on income plus agricultural income", beforeCess.slab.integration.taxOnIncomeAndAgricultural, rules.agriculturalIncome.minimumForIntegration.reference);
    add("agriculturalTaxOnExemption", "Less: tax on agricultural income plus the exemption limit", beforeCess.slab.integration.taxOnAgriculturalAndExemption, rules.agriculturalIncome.minimumForIntegration.reference);
  }
  add("slabTax", "Tax at slab rates", result.slabTax, slabTableReference, true);
  for (const slice of beforeCess.specialRateSlices) {
    add(`specialTax-${slice.kind}-${slice.from}`, `Tax on ${SPECIAL_RATE_LABELS[slice.kind].toLowerCase()} at ${slice.rate}%`, slice.tax, slice.rateReference);
  }
  add("rebate", "Less: rebate", result.rebate87A, regimeRules.rebate.incomeLimit.reference);
  add("surcharge", `Surcharge at ${result.surchargeRate}%`, result.surcharge, rules.surcharge.reference);
  add("marginalRelief", "Less: marginal relief on surcharge", result.marginalRelief, rules.surcharge.reference);
  add("cess", `Health and education cess at ${rules.cess.value}%`, result.cess, rules.cess.reference);
  add("totalTax", `Tax payable (rounded to the nearest ₹${rules.taxRounding.value})`, result.totalTax, rules.taxRounding.reference, true);
  return steps;
}
