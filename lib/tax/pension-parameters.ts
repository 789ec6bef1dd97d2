import type { IsoDate, Parameter, Regime } from "./types";
import type { FinancialYear } from "./years";
import { inr } from "./parameters/helpers";
import { PROVISION_SECTIONS } from "./sections";
import { forEveryYear } from "./carry-forward";

/*
 * Pension rules the engine lacks (docs/tax-methods.md §10): the exemption of commuted pension
 * under s.10(10A) and the deduction from family pension under s.57(iia). Uncommuted
 * pension is salary (s.17(1)(ii)), so its standard deduction is the year's s.16(ia)
 * value in rulesFor(fy).regimes[regime].standardDeduction.
 */

/** An exact share fixed by law in words ("one-third"), kept as a fraction so no rupee is lost to rounding. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/**
 * A dated share. ParameterUnit (lib/tax/types.ts) has no unit for an exact fraction, and
 * one-third is not a finite percent, so this is Parameter's shape with the unit "fraction".
 */
export type FractionParameter = Omit<Parameter<Fraction>, "unit"> & { unit: "fraction" };

export interface PensionRules {
  /** s.17(1)(ii): pension (an annuity from a former employer) is salary; for labels */
  pensionIsSalary: Parameter<string>;
  /** s.10(10A)(i): commuted pension of government, local-authority and statutory-corporation employees is exempt in full */
  governmentCommutedExempt: Parameter<boolean>;
  /** s.10(10A)(ii)(a): share of the full commuted value exempt when gratuity is also received */
  commutedShareWithGratuity: FractionParameter;
  /** s.10(10A)(ii)(b): share exempt when no gratuity is received */
  commutedShareWithoutGratuity: FractionParameter;
  /** s.57(iia): share of family pension deductible, up to the regime's cap */
  familyPensionShare: FractionParameter;
  familyPensionCap: Readonly<Record<Regime, Parameter>>;
}

const fraction = (numerator: number, denominator: number, effectiveFrom: IsoDate, reference: string, note?: string): FractionParameter => ({
  value: { numerator, denominator },
  unit: "fraction",
  effectiveFrom,
  reference,
  ...(note ? { note } : {}),
});

const ACT_1961 = "Income-tax Act, 1961";

const pensionIsSalary1961: Parameter<string> = {
  value: "section 17(1)(ii)",
  unit: "text",
  effectiveFrom: "2023-04-01",
  reference: `${ACT_1961}, s.17(1)(ii) (salary includes any annuity or pension) and s.16(ia) (standard deduction, allowed against pension since Finance Act 2018)`,
};

const governmentExempt1961: Parameter<boolean> = {
  value: true,
  unit: "flag",
  effectiveFrom: "2023-04-01",
  reference: `${ACT_1961}, s.10(10A)(i) (commuted pension of civil servants of the Union and the States, the defence services, local authorities and corporations set up by a Central, State or Provincial Act)`,
};

const withGratuity1961 = fraction(
  1,
  3,
  "2023-04-01",
  `${ACT_1961}, s.10(10A)(ii)(a) (employee who also receives gratuity: the commuted value of one-third of the pension)`,
);

const withoutGratuity1961 = fraction(
  1,
  2,
  "2023-04-01",
  `${ACT_1961}, s.10(10A)(ii)(b) (no gratuity: the commuted value of one-half of the pension)`,
);

const familyShare1961 = fraction(1, 3, "2009-04-01", `${ACT_1961}, s.57(iia), inserted by Finance (No. 2) Act 2009 (one-third of the family pension)`);

const FAMILY_CAP_OLD = inr(15_000, "2009-04-01", `${ACT_1961}, s.57(iia) (₹15,000, Finance (No. 2) Act 2009)`);

const rules2023_24: PensionRules = {
  pensionIsSalary: pensionIsSalary1961,
  governmentCommutedExempt: governmentExempt1961,
  commutedShareWithGratuity: withGratuity1961,
  commutedShareWithoutGratuity: withoutGratuity1961,
  familyPensionShare: familyShare1961,
  familyPensionCap: {
    old: FAMILY_CAP_OLD,
    new: inr(
      15_000,
      "2023-04-01",
      `${ACT_1961}, s.57(iia), allowed to s.115BAC(1A) taxpayers by s.115BAC(2) as amended by Finance Act 2023`,
    ),
  },
};

const rules2024_26: PensionRules = {
  ...rules2023_24,
  familyPensionCap: {
    old: FAMILY_CAP_OLD,
    new: inr(
      25_000,
      "2024-04-01",
      `${ACT_1961}, proviso to s.57(iia), inserted by Finance (No. 2) Act 2024 (₹25,000 for s.115BAC(1A) taxpayers, from AY 2025-26)`,
    ),
  },
};

const CARRIED_OVER =
  "Carried over unchanged from the 1961 Act (our reading of the Income-tax Act, 2025 and Budget 2026). Check before relying on it.";
const act2025 = (corresponding: string) => `Income-tax Act, 2025, provision corresponding to ${corresponding} of the Income-tax Act, 1961`;
const TAX_YEAR_2026: IsoDate = "2026-04-01";

const rules2026_27: PensionRules = {
  pensionIsSalary: {
    value: "the salary provisions of the Income-tax Act, 2025",
    unit: "text",
    effectiveFrom: TAX_YEAR_2026,
    reference: `${act2025("s.17(1)(ii) (pension is salary)")}; ${PROVISION_SECTIONS.standardDeduction.act2025} of the Income-tax Act, 2025 (standard deduction, formerly s.16(ia))`,
    note: CARRIED_OVER,
  },
  governmentCommutedExempt: { ...governmentExempt1961, effectiveFrom: TAX_YEAR_2026, reference: act2025("s.10(10A)(i)"), note: CARRIED_OVER },
  commutedShareWithGratuity: fraction(1, 3, TAX_YEAR_2026, act2025("s.10(10A)(ii)(a) (one-third when gratuity is also received)"), CARRIED_OVER),
  commutedShareWithoutGratuity: fraction(1, 2, TAX_YEAR_2026, act2025("s.10(10A)(ii)(b) (one-half when no gratuity is received)"), CARRIED_OVER),
  familyPensionShare: fraction(1, 3, TAX_YEAR_2026, act2025("s.57(iia)"), CARRIED_OVER),
  familyPensionCap: {
    old: inr(15_000, TAX_YEAR_2026, act2025("s.57(iia)"), CARRIED_OVER),
    new: inr(25_000, TAX_YEAR_2026, act2025("the proviso to s.57(iia) (new regime)"), CARRIED_OVER),
  },
};

export const PENSION_RULES_BY_YEAR: Readonly<Record<FinancialYear, PensionRules>> = forEveryYear<PensionRules>({
  "2023-24": rules2023_24,
  "2024-25": rules2024_26,
  "2025-26": rules2024_26,
  "2026-27": rules2026_27,
});
