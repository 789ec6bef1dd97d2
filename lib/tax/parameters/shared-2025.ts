import type {
  AdvanceTaxRules,
  DeductionLimits,
  IsoDate,
  LateFilingFeeRules,
  RebateRules,
  SpecialRateRules,
  TaxAuditRules,
} from "../types";
import { PROVISION_SECTIONS, type Provision } from "../sections";
import { CRORE, LAKH, date, flag, inr, list, percent } from "./helpers";

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
const EFFECTIVE = "2026-04-01" as const;
const CARRIED_OVER =
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

export function advanceTaxRules2025(taxYearStart: number): AdvanceTaxRules {
  const june: IsoDate = `${taxYearStart}-06-15`;
  const september: IsoDate = `${taxYearStart}-09-15`;
  const december: IsoDate = `${taxYearStart}-12-15`;
  const march: IsoDate = `${taxYearStart + 1}-03-15`;
  return {
    threshold: inr(10_000, EFFECTIVE, section2025("advanceTaxLiability", "s.208"), CARRIED_OVER),
    instalments: list(
      [
        { dueDate: june, cumulativePercent: 15 },
        { dueDate: september, cumulativePercent: 45 },
        { dueDate: december, cumulativePercent: 75 },
        { dueDate: march, cumulativePercent: 100 },
      ],
      EFFECTIVE,
      section2025("advanceTaxInstalments", "s.211(1)(a)"),
      CARRIED_OVER,
    ),
    presumptiveDueDate: date(march, EFFECTIVE, section2025("advanceTaxInstalments", "s.211(1)(b)"), CARRIED_OVER),
    deferralTolerance: list(
      [
        { dueDate: june, cumulativePercent: 12 },
        { dueDate: september, cumulativePercent: 36 },
      ],
      EFFECTIVE,
      section2025("interest234C", "the proviso to s.234C(1)"),
      CARRIED_OVER,
    ),
    deferralInterestRate: percent(1, EFFECTIVE, section2025("interest234C", "s.234C(1)"), CARRIED_OVER),
    deferralInterestMonths: list(
      [
        { dueDate: june, months: 3 },
        { dueDate: september, months: 3 },
        { dueDate: december, months: 3 },
        { dueDate: march, months: 1 },
      ],
      EFFECTIVE,
      section2025("interest234C", "s.234C(1)"),
      CARRIED_OVER,
    ),
    defaultPercent: percent(90, EFFECTIVE, section2025("interest234B", "s.234B(1)"), CARRIED_OVER),
    defaultInterestRate: percent(1, EFFECTIVE, section2025("interest234B", "s.234B(1)"), CARRIED_OVER),
    interestBaseRoundingDown: inr(100, EFFECTIVE, "Income-tax rules under the Income-tax Act, 2025, rule corresponding to Rule 119A of the Income-tax Rules, 1962", CARRIED_OVER),
  };
}

export const lateFilingFee2025: LateFilingFeeRules = {
  fee: inr(5_000, EFFECTIVE, section2025("lateFee234F", "s.234F"), CARRIED_OVER),
  smallIncomeFee: inr(1_000, EFFECTIVE, section2025("lateFee234F", "the proviso to s.234F(1)"), CARRIED_OVER),
  smallIncomeLimit: inr(5 * LAKH, EFFECTIVE, section2025("lateFee234F", "the proviso to s.234F(1)"), CARRIED_OVER),
};

export const taxAudit2025: TaxAuditRules = {
  businessTurnoverLimit: inr(1 * CRORE, EFFECTIVE, section2025("taxAudit", "s.44AB(a)"), CARRIED_OVER),
  businessTurnoverLimitMostlyDigital: inr(10 * CRORE, EFFECTIVE, section2025("taxAudit", "the provisos to s.44AB(a)"), CARRIED_OVER),
  cashShareLimit: percent(5, EFFECTIVE, section2025("taxAudit", "the provisos to s.44AB(a)"), CARRIED_OVER),
  professionReceiptsLimit: inr(50 * LAKH, EFFECTIVE, section2025("taxAudit", "s.44AB(b)"), CARRIED_OVER),
};
