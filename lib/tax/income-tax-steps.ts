import type { TaxBeforeCess } from "./formulas/tax-on-income";
import type { IncomeTaxResult } from "./income-tax";
import { sectionOf } from "./sections";
import type { Regime, SpecialRateKind, YearRules } from "./types";
import type { FinancialYear } from "./years";

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

/** What the capped surcharge covers, in words, for the kinds present. */
function cappedIncomeWords(hasDividends: boolean, hasGains: boolean): string {
  if (hasDividends && hasGains) return "dividends and capital gains";
  return hasDividends ? "dividends" : "capital gains";
}

const REGIME_NAMES: Readonly<Record<Regime, string>> = { old: "old regime", new: "new regime" };

interface StepsInput {
  rules: YearRules;
  fy: FinancialYear;
  regime: Regime;
  grossSalary: number;
  otherIncome: number;
  dividendIncome: number;
  claimed: { ded80c: number; ded80d: number; ded80ccd1b: number };
  result: Omit<IncomeTaxResult, "steps">;
  beforeCess: TaxBeforeCess;
  /** the reference of the slab table used (it depends on regime, age and residence) */
  slabTableReference: string;
}

/**
 * The lines of the computation, in the order of docs/tax-methods.md §1.4. Lines for amounts
 * that are zero are left out, except the income totals and the tax payable.
 */
export function computationSteps({ rules, fy, regime, grossSalary, otherIncome, dividendIncome, claimed, result, beforeCess, slabTableReference }: StepsInput): ComputationStep[] {
  const act = rules.act.value;
  const regimeRules = rules.regimes[regime];
  const limits = rules.deductionLimits;
  const steps: ComputationStep[] = [];
  const add = (id: string, label: string, amount: number, reference: string, always = false) => {
    if (always || amount !== 0) steps.push({ id, label, amount, reference });
  };

  add("grossSalary", "Gross salary", grossSalary, `${act}: income under the head "Salaries"`);
  add("exemptHra", "Less: house rent allowance exemption", result.exemptHraAllowed, `${act}, ${sectionOf("hra", fy)}: HRA exemption, ${REGIME_NAMES[regime]}`);
  add("standardDeduction", "Less: standard deduction", result.standardDeduction, regimeRules.standardDeduction.reference);
  add("professionalTax", "Less: professional tax", result.professionalTaxAllowed, limits.professionalTax.reference);
  add("salaryIncome", "Income from salary", result.salaryIncome, `${act}: income under the head "Salaries"`, grossSalary > 0);
  add("otherIncome", "Income from other sources", otherIncome, `${act}: income under the head "Income from other sources"`);
  add("dividendIncome", "Dividends (income from other sources, taxed at slab rates)", dividendIncome, `${act}: income under the head "Income from other sources"`);
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
  add("ded80c", `Less: deduction for investments (${sectionOf("80C", fy)})`, claimed.ded80c, limits.ded80c.reference);
  add("ded80d", `Less: deduction for health insurance (${sectionOf("80D", fy)})`, claimed.ded80d, limits.ded80dSelfBelow60.reference);
  add("ded80ccd1b", `Less: deduction for own NPS contribution (${sectionOf("80CCD1B", fy)})`, claimed.ded80ccd1b, limits.ded80ccd1b.reference);
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
  add("rebate", `Less: ${sectionOf("rebate", fy)} rebate`, result.rebate87A, regimeRules.rebate.incomeLimit.reference);
  // The 15% cap on dividends and 111A/112/112A gains shows as its own line when it bites.
  const cappedSpecialTax = beforeCess.cappedTax - beforeCess.dividendTax;
  if (result.surcharge > 0 && beforeCess.dividendTax > 0) {
    add("dividendTax", "Of which tax on dividends (slab tax × dividends ÷ slab income)", beforeCess.dividendTax, rules.specialRates.surchargeCappedKinds.reference);
  }
  if (result.cappedSurcharge > 0 && result.cappedSurchargeRate < result.surchargeRate) {
    const capped = cappedIncomeWords(beforeCess.dividendTax > 0, cappedSpecialTax > 0);
    add("surcharge", `Surcharge at ${result.surchargeRate}% on the tax on other income`, result.surcharge - result.cappedSurcharge, rules.surcharge.reference);
    add(
      "cappedSurcharge",
      `Surcharge at ${result.cappedSurchargeRate}% (capped) on the tax on ${capped}`,
      result.cappedSurcharge,
      rules.capitalGainsSurchargeCap.reference,
    );
  } else {
    add("surcharge", `Surcharge at ${result.surchargeRate}%`, result.surcharge, rules.surcharge.reference);
  }
  add("marginalRelief", "Less: marginal relief on surcharge", result.marginalRelief, rules.surcharge.reference);
  add("cess", `Health and education cess at ${rules.cess.value}%`, result.cess, rules.cess.reference);
  add("totalTax", `Tax payable (rounded to the nearest ₹${rules.taxRounding.value})`, result.totalTax, rules.taxRounding.reference, true);
  return steps;
}
