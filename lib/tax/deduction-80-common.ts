import { rulesFor } from "./parameters";
import { flag, percent, text } from "./parameters/helpers";
import type { IsoDate, Parameter } from "./types";
import { byAct, type FinancialYear } from "./years";

/** A text parameter (a label or a rule in words), with a note when it rests on an assumption. */
export const textRule = (value: string, effectiveFrom: IsoDate, reference: string, note?: string): Parameter<string> => ({
  ...text(value, effectiveFrom, reference),
  ...(note ? { note } : {}),
});

/*
 * What the Chapter VI-A deduction calculators (80D, 80DD, 80U, 80TTA/80TTB) share: the
 * new regime's refusal of these deductions, the disability thresholds of 80DD and 80U,
 * and the estimate of the tax a deduction saves at a chosen old-regime slab rate.
 * From tax year 2026-27 the Income-tax Act, 2025 holds these deductions in sections 126
 * (80D), 127 (80DD), 153 (80TTA/80TTB) and 154 (80U), and the new regime in section 202.
 */

export interface NewRegimeDeductionRule {
  /** whether the new regime allows 80D, 80DD, 80U, 80TTA and 80TTB (it does not) */
  allows: Parameter<boolean>;
  /** the new regime's provision, for labels */
  provision: Parameter<string>;
}

const NEW_REGIME_1961: NewRegimeDeductionRule = {
  allows: flag(
    false,
    "2020-04-01",
    "Income-tax Act, 1961, s.115BAC(2)(ii): no deduction under Chapter VI-A other than s.80CCD(2), 80CCH(2) and 80JJAA (so none under 80D, 80DD, 80U, 80TTA or 80TTB)",
  ),
  provision: text("section 115BAC", "2020-04-01", "Income-tax Act, 1961, s.115BAC (new regime; the default from FY 2023-24 under s.115BAC(1A))"),
};

const NEW_REGIME_2025: NewRegimeDeductionRule = {
  allows: flag(
    false,
    "2026-04-01",
    "Income-tax Act, 2025, s.202 (new regime), corresponding to s.115BAC(2) of the 1961 Act: none of the deductions of sections 126, 127, 153 and 154",
    "Carried over from the 1961 Act (our reading of the 2025 Act). Check before relying on it.",
  ),
  provision: text("section 202 of the Income-tax Act, 2025", "2026-04-01", "Income-tax Act, 2025, s.202 (new regime, formerly s.115BAC)"),
};

export const NEW_REGIME_DEDUCTION_RULES: Readonly<Record<FinancialYear, NewRegimeDeductionRule>> = byAct(NEW_REGIME_1961, NEW_REGIME_2025);

/** The thresholds of "person with disability" and "person with severe disability" (80DD and 80U). */
export interface DisabilityThresholds {
  /** a disability of at least this percent makes a person with disability */
  minimumPercent: Parameter;
  /** at least this percent makes a person with severe disability */
  severePercent: Parameter;
}

const DISABILITY_1961: DisabilityThresholds = {
  minimumPercent: percent(
    40,
    "2023-04-01",
    "Income-tax Act, 1961, Explanation to s.80DD and to s.80U: \"person with disability\" as in s.2(t) of the Persons with Disabilities (Equal Opportunities, Protection of Rights and Full Participation) Act, 1995 (not less than 40% of a disability) or s.2(j) of the National Trust Act, 1999",
  ),
  severePercent: percent(
    80,
    "2023-04-01",
    "Income-tax Act, 1961, Explanation to s.80DD and to s.80U: \"person with severe disability\", 80% or more of one or more disabilities (s.56(4) of the 1995 Act; s.2(o) of the National Trust Act, 1999)",
  ),
};

const DISABILITY_2025: DisabilityThresholds = {
  minimumPercent: percent(
    40,
    "2026-04-01",
    "Income-tax Act, 2025, s.127 (meaning of \"person with disability\"; s.154(3) applies it to s.154)",
    "We read the 2025 Act as keeping the 40% threshold of the 1961 Act. Check before relying on it.",
  ),
  severePercent: percent(
    80,
    "2026-04-01",
    "Income-tax Act, 2025, s.127 (meaning of \"person with severe disability\"; s.154(3) applies it to s.154)",
    "We read the 2025 Act as keeping the 80% threshold of the 1961 Act. Check before relying on it.",
  ),
};

export const DISABILITY_THRESHOLDS: Readonly<Record<FinancialYear, DisabilityThresholds>> = byAct(DISABILITY_1961, DISABILITY_2025);

export type DisabilityCategory = "none" | "disability" | "severe";

/** Below the minimum: no disability for these sections; at or above the severe threshold: severe. */
export function disabilityCategory(fy: FinancialYear, extentPercent: number): DisabilityCategory {
  const thresholds = DISABILITY_THRESHOLDS[fy];
  if (extentPercent >= thresholds.severePercent.value) return "severe";
  if (extentPercent >= thresholds.minimumPercent.value) return "disability";
  return "none";
}

/** The medical certificate to furnish with the return (Rule 11A of the Income-tax Rules, 1962). */
export const DISABILITY_CERTIFICATE: Readonly<Record<FinancialYear, { neurological: Parameter<string>; other: Parameter<string> }>> = (() => {
  const rules1962 = {
    neurological: text(
      "Form 10-IA, from a neurologist with an MD in neurology (a paediatric neurologist for a child), or a civil surgeon or chief medical officer of a government hospital",
      "2023-04-01",
      "Income-tax Act, 1961, s.80DD(4) and s.80U(2) (copy of the certificate with the return); Income-tax Rules, 1962, Rule 11A (medical authority, and Form 10-IA for autism, cerebral palsy and multiple disabilities)",
    ),
    other: text(
      "The disability certificate issued by the medical authority under the disability law (Rights of Persons with Disabilities Act, 2016 and its rules)",
      "2023-04-01",
      "Income-tax Act, 1961, s.80DD(4) and s.80U(2) (copy of the certificate with the return); Income-tax Rules, 1962, Rule 11A (for other disabilities, the certificate issued by the medical authority under the rules made under the disability law)",
    ),
  };
  const rules2026 = {
    neurological: text(
      "Form 10-IA (or the form the rules under the 2025 Act prescribe), from a neurologist with an MD in neurology (a paediatric neurologist for a child), or a civil surgeon or chief medical officer of a government hospital",
      "2026-04-01",
      "Income-tax Act, 2025, s.127 and s.154(2) (copy of the medical authority's certificate, in the form prescribed, with the return), with the rule corresponding to Rule 11A of the Income-tax Rules, 1962",
    ),
    other: text(
      "The disability certificate issued by the medical authority under the disability law (Rights of Persons with Disabilities Act, 2016 and its rules)",
      "2026-04-01",
      "Income-tax Act, 2025, s.127 and s.154(2) (copy of the medical authority's certificate with the return), with the rule corresponding to Rule 11A of the Income-tax Rules, 1962",
    ),
  };
  return byAct(rules1962, rules2026);
})();

/** The distinct old-regime slab rates of a year (0, 5, 20 and 30 percent), lowest first. */
export function oldRegimeSlabRates(fy: FinancialYear): number[] {
  const tables = Object.values(rulesFor(fy).regimes.old.slabs);
  return [...new Set(tables.flatMap((table) => table.bands.map((band) => band.rate)))].sort((a, b) => a - b);
}

/**
 * The tax a deduction saves when all of it falls in one old-regime slab: the slab rate on
 * the deduction, plus the Health and Education Cess on that tax, to the nearest rupee.
 * An estimate: surcharge, the section 87A rebate and a deduction that spans two slabs are
 * left out (the calculators say so).
 */
export function taxSavedAtSlabRate(fy: FinancialYear, deduction: number, slabRatePercent: number): number {
  const cessPercent = rulesFor(fy).cess.value;
  // Whole-number arithmetic: deduction × rate% × (100 + cess)%.
  return Math.round((deduction * slabRatePercent * (100 + cessPercent)) / 10_000);
}
