import type { DeductionLimits, RebateRules, SpecialRateRules } from "../types";
import { PROVISION_SECTIONS, type Provision } from "../sections";
import { LAKH, flag, inr, list } from "./helpers";

/**
 * Values under the Income-tax Act, 2025 (in force 1 April 2026; the first tax year is
 * 2026-27). The 2025 Act renumbers every section. Where the errata's section map gives
 * the new number (lib/tax/sections.ts) the reference cites it; elsewhere it names the
 * provision of the 1961 Act it corresponds to, not a number we have not verified.
 *
 * Where the method notes (docs/tax-methods.md) give no 2026-27 figure of their own
 * (deduction limits, special rates, advance tax, fees, audit limits), the values are
 * those of FY 2025-26 carried into the 2025 Act, which was
 * drafted to restate the 1961 Act without policy change; Budget 2026 (Finance Act 2026)
 * changed none of them to our knowledge. Each such value says so in its note.
 */
export const EFFECTIVE = "2026-04-01" as const;
export const CARRIED_OVER =
  "Carried over unchanged from the 1961 Act (our reading of the Income-tax Act, 2025 and Budget 2026). Check before relying on it.";

const act2025 = (corresponding: string) =>
  `Income-tax Act, 2025, provision corresponding to ${corresponding} of the Income-tax Act, 1961`;

/**
 * A reference to a section of the 2025 Act that the section map gives (docs/tax-methods.md,
 * errata; lib/tax/sections.ts), with the 1961 provision it replaces.
 */
export const section2025 = (provision: Provision, formerly: string) =>
  `Income-tax Act, 2025, ${PROVISION_SECTIONS[provision].act2025} (formerly ${formerly} of the Income-tax Act, 1961)`;

export const deductionLimits2025: DeductionLimits = {
  ded80c: inr(1.5 * LAKH, EFFECTIVE, section2025("80C", "s.80C read with s.80CCE"), CARRIED_OVER),
  ded80dSelfBelow60: inr(25_000, EFFECTIVE, section2025("80D", "s.80D (self, spouse and dependent children)"), CARRIED_OVER),
  ded80dSelfSenior: inr(50_000, EFFECTIVE, section2025("80D", "s.80D (senior citizen in the family)"), CARRIED_OVER),
  ded80dParentsMaximum: inr(
    50_000,
    EFFECTIVE,
    section2025("80D", "s.80D (parents, senior-citizen limit)"),
    `${CARRIED_OVER} The engine caps the single 80D figure at the taxpayer's own limit plus this.`,
  ),
  ded80ccd1b: inr(50_000, EFFECTIVE, section2025("80CCD", "s.80CCD(1B)"), CARRIED_OVER),
  homeLoanInterestSelfOccupied: inr(2 * LAKH, EFFECTIVE, act2025("s.24(b) second proviso and s.71(3A)"), CARRIED_OVER),
  professionalTax: inr(2_500, EFFECTIVE, `${section2025("standardDeduction", "s.16(iii)")}; Constitution of India, Article 276(2)`, CARRIED_OVER),
};

export const oldRegimeRebate2025: RebateRules = {
  incomeLimit: inr(5 * LAKH, EFFECTIVE, `${section2025("rebate", "s.87A")}; unchanged by Finance Act 2026`),
  maximum: inr(12_500, EFFECTIVE, `${section2025("rebate", "s.87A")}; unchanged by Finance Act 2026`),
  marginalRelief: flag(false, EFFECTIVE, `${section2025("rebate", "s.87A")} (no marginal relief outside the new regime)`),
  reducibleTaxes: list(
    ["slab", "stcg111A", "ltcg112"] as const,
    EFFECTIVE,
    `${section2025("rebate", "s.87A, read with s.112A(6)")} (no rebate against 112A tax)`,
    "UNSURE: whether the old-regime rebate may reduce tax on VDA income; we assume not.",
  ),
  limitCountsSpecialRateIncome: flag(true, EFFECTIVE, `${section2025("rebate", "s.87A")} ("total income")`),
};

export const specialRateCommon2025: Pick<
  SpecialRateRules,
  "basicExemptionShortfallAppliesTo" | "surchargeCappedKinds" | "lossSetOffAllowedAgainst"
> = {
  basicExemptionShortfallAppliesTo: list(
    ["stcg111A", "ltcg112", "ltcg112A"] as const,
    EFFECTIVE,
    act2025("the provisos to s.111A(1), s.112(1) and s.112A"),
    `${CARRIED_OVER} UNSURE: the order is not fixed by law; the most heavily taxed gains come first.`,
  ),
  surchargeCappedKinds: list(
    ["dividend", "stcg111A", "ltcg112", "ltcg112A"] as const,
    EFFECTIVE,
    "Finance Act 2026, First Schedule, Part I-B, proviso (surcharge on dividends and on gains under sections 196, 197 and 198 at most 15%, and left out of the income that decides the 25% and 37% rates)",
    "UNSURE: dividends are taxed at slab rates, so the tax on them is the slab tax shared pro rata (slab tax × dividends ÷ slab income).",
  ),
  lossSetOffAllowedAgainst: list(
    ["stcg111A", "ltcg112", "ltcg112A"] as const,
    EFFECTIVE,
    act2025("s.71(1) and (3A), and s.115BBH(2)(b)"),
    CARRIED_OVER,
  ),
};
