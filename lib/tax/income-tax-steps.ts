import type { TaxBeforeCess } from "./formulas/tax-on-income";
import type { IncomeTaxResult } from "./income-tax";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { INCOME_TAX_STEPS_TEXT } from "./income-tax-steps-text";
import { sectionOf, type Provision } from "./sections";
import type { Regime, YearRules } from "./types";
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

/** What the capped surcharge covers, for the kinds present. */
function cappedIncomeKind(hasDividends: boolean, hasGains: boolean): "both" | "dividends" | "gains" {
  if (hasDividends && hasGains) return "both";
  return hasDividends ? "dividends" : "gains";
}

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
  /** the language of the lines' words (English by default) */
  locale?: Locale;
}

/**
 * The lines of the computation, in the order of docs/tax-methods.md §1.4. Lines for amounts
 * that are zero are left out, except the income totals and the tax payable.
 */
export function computationSteps({ rules, fy, regime, grossSalary, otherIncome, dividendIncome, claimed, result, beforeCess, slabTableReference, locale = "en" }: StepsInput): ComputationStep[] {
  const t = messagesFor(INCOME_TAX_STEPS_TEXT, locale);
  const act = t.act(rules.act.value);
  const section = (provision: Provision) => t.section(sectionOf(provision, fy));
  const regimeRules = rules.regimes[regime];
  const limits = rules.deductionLimits;
  const steps: ComputationStep[] = [];
  const add = (id: string, label: string, amount: number, reference: string, always = false) => {
    if (always || amount !== 0) steps.push({ id, label, amount, reference });
  };

  add("grossSalary", t.grossSalary, grossSalary, t.salaryHead(act));
  add("exemptHra", t.exemptHra, result.exemptHraAllowed, t.exemptHraReference(act, section("hra"), t.regimeName[regime] ?? regime));
  add("standardDeduction", t.standardDeduction, result.standardDeduction, regimeRules.standardDeduction.reference);
  add("professionalTax", t.professionalTax, result.professionalTaxAllowed, limits.professionalTax.reference);
  add("salaryIncome", t.salaryIncome, result.salaryIncome, t.salaryHead(act), grossSalary > 0);
  add("otherIncome", t.otherIncome, otherIncome, t.otherSourcesHead(act));
  add("dividendIncome", t.dividendIncome, dividendIncome, t.otherSourcesHead(act));
  add(
    "houseProperty",
    t.houseProperty,
    -result.homeLoanInterestAllowed,
    limits.homeLoanInterestSelfOccupied.reference,
  );
  for (const slice of beforeCess.specialRateSlices) {
    add(`special-${slice.kind}-${slice.from}`, t.specialRateIncome(t.specialRate[slice.kind] ?? slice.kind, slice.from), slice.income, slice.rateReference);
  }
  add("grossTotalIncome", t.grossTotalIncome, result.grossTotalIncome, t.grossTotalIncomeReference(act), true);
  add("ded80c", t.ded80c(section("80C")), claimed.ded80c, limits.ded80c.reference);
  add("ded80d", t.ded80d(section("80D")), claimed.ded80d, limits.ded80dSelfBelow60.reference);
  add("ded80ccd1b", t.ded80ccd1b(section("80CCD1B")), claimed.ded80ccd1b, limits.ded80ccd1b.reference);
  if (result.deductionsAllowed !== claimed.ded80c + claimed.ded80d + claimed.ded80ccd1b) {
    add("deductionsAllowed", t.deductionsAllowed, result.deductionsAllowed, t.deductionsAllowedReference(act), true);
  }
  add("taxableIncome", t.taxableIncome(rules.totalIncomeRounding.value), result.taxableIncome, rules.totalIncomeRounding.reference, true);

  if (beforeCess.slab.integration) {
    add("agriculturalTaxOnAggregate", t.agriculturalTaxOnAggregate, beforeCess.slab.integration.taxOnIncomeAndAgricultural, rules.agriculturalIncome.minimumForIntegration.reference);
    add("agriculturalTaxOnExemption", t.agriculturalTaxOnExemption, beforeCess.slab.integration.taxOnAgriculturalAndExemption, rules.agriculturalIncome.minimumForIntegration.reference);
  }
  add("slabTax", t.slabTax, result.slabTax, slabTableReference, true);
  for (const slice of beforeCess.specialRateSlices) {
    add(`specialTax-${slice.kind}-${slice.from}`, t.specialRateTax(t.specialRate[slice.kind] ?? slice.kind, slice.rate), slice.tax, slice.rateReference);
  }
  add("rebate", t.rebate(section("rebate")), result.rebate87A, regimeRules.rebate.incomeLimit.reference);
  // The 15% cap on dividends and 111A/112/112A gains shows as its own line when it bites.
  const cappedSpecialTax = beforeCess.cappedTax - beforeCess.dividendTax;
  if (result.surcharge > 0 && beforeCess.dividendTax > 0) {
    add("dividendTax", t.dividendTax, beforeCess.dividendTax, rules.specialRates.surchargeCappedKinds.reference);
  }
  if (result.cappedSurcharge > 0 && result.cappedSurchargeRate < result.surchargeRate) {
    const capped = t.cappedIncome[cappedIncomeKind(beforeCess.dividendTax > 0, cappedSpecialTax > 0)] ?? "";
    add("surcharge", t.surchargeOnOther(result.surchargeRate), result.surcharge - result.cappedSurcharge, rules.surcharge.reference);
    add(
      "cappedSurcharge",
      t.cappedSurcharge(result.cappedSurchargeRate, capped),
      result.cappedSurcharge,
      rules.capitalGainsSurchargeCap.reference,
    );
  } else {
    add("surcharge", t.surcharge(result.surchargeRate), result.surcharge, rules.surcharge.reference);
  }
  add("marginalRelief", t.marginalRelief, result.marginalRelief, rules.surcharge.reference);
  add("cess", t.cess(rules.cess.value), result.cess, rules.cess.reference);
  add("totalTax", t.totalTax(rules.taxRounding.value), result.totalTax, rules.taxRounding.reference, true);
  return steps;
}
