import type { YearRules } from "../types";
import { INDIVIDUAL_SURCHARGE_BANDS, LAKH, OLD_REGIME_BANDS, flag, inr, list, percent, slabs, surchargeTable, text } from "./helpers";
import {
  deductionLimits2025,
  oldRegimeRebate2025,
  section2025,
  specialRateCommon2025,
} from "./shared-2025";

/**
 * Tax year 2026-27, the first under the Income-tax Act, 2025 (in force 1 April 2026).
 * Budget 2026 (Finance Act 2026) kept the individual slabs, the rebate and its limits, the
 * standard deduction and the surcharge bands of FY 2025-26 (docs/tax-methods.md, "Errata
 * and the tax year 2026-27"). References cite the 2025 Act's sections from the errata's section map
 * (lib/tax/sections.ts), with the 1961 provision each replaces (see shared-2025.ts).
 */
const EFFECTIVE = "2026-04-01" as const;
const PARAGRAPH_A = "Finance Act 2026, First Schedule, Paragraph A (rates for tax year 2026-27 under the Income-tax Act, 2025)";
const NEW_REGIME = section2025("newRegime", "s.115BAC");
const REBATE = section2025("rebate", "s.87A");
const CARRIED_OVER =
  "Carried over unchanged from FY 2025-26 (our reading of the Income-tax Act, 2025 and Budget 2026). Check before relying on it.";

const newRegimeSlabs = slabs(
  [
    { upTo: 4 * LAKH, rate: 0 },
    { upTo: 8 * LAKH, rate: 5 },
    { upTo: 12 * LAKH, rate: 10 },
    { upTo: 16 * LAKH, rate: 15 },
    { upTo: 20 * LAKH, rate: 20 },
    { upTo: 24 * LAKH, rate: 25 },
    { upTo: null, rate: 30 },
  ],
  EFFECTIVE,
  `${NEW_REGIME}; slabs of FY 2025-26 kept by Finance Act 2026`,
);

export const rulesFy2026_27: YearRules = {
  financialYear: "2026-27",
  act: text("Income-tax Act, 2025", EFFECTIVE, "Income-tax Act, 2025 (tax year 2026-27), in force from 1 April 2026"),
  regimes: {
    old: {
      slabs: {
        below60: slabs(OLD_REGIME_BANDS.below60, EFFECTIVE, `${PARAGRAPH_A}, individuals under 60`),
        "60to80": slabs(OLD_REGIME_BANDS["60to80"], EFFECTIVE, `${PARAGRAPH_A}, resident individuals 60 or more but under 80`),
        "80plus": slabs(OLD_REGIME_BANDS["80plus"], EFFECTIVE, `${PARAGRAPH_A}, resident individuals 80 or more`),
      },
      standardDeduction: inr(50_000, EFFECTIVE, `${section2025("standardDeduction", "s.16(ia)")}; unchanged by Finance Act 2026`),
      rebate: oldRegimeRebate2025,
      maximumSurchargeRate: percent(37, EFFECTIVE, `${PARAGRAPH_A} (surcharge, income above ₹5 crore)`),
      allowedDeductions: list(
        ["exemptHra", "professionalTax", "homeLoanInterest", "ded80c", "ded80d", "ded80ccd1b"] as const,
        EFFECTIVE,
        "Income-tax Act, 2025, Schedule III (HRA), s.19 (professional tax), the provision corresponding to s.24(b) of the 1961 Act, s.123 (formerly 80C), s.126 (formerly 80D) and s.124 (formerly 80CCD(1B)) (old regime chosen)",
        CARRIED_OVER,
      ),
      agriculturalIncomeIntegration: flag(true, EFFECTIVE, "Finance Act 2026, s.2 (aggregation of agricultural income), read with First Schedule, Paragraph A", CARRIED_OVER),
    },
    new: {
      slabs: { below60: newRegimeSlabs, "60to80": newRegimeSlabs, "80plus": newRegimeSlabs },
      standardDeduction: inr(75_000, EFFECTIVE, `${section2025("standardDeduction", "the s.16(ia) proviso (new regime)")}; unchanged by Finance Act 2026`),
      rebate: {
        incomeLimit: inr(12 * LAKH, EFFECTIVE, `${REBATE} (second proviso); unchanged by Finance Act 2026`),
        maximum: inr(60_000, EFFECTIVE, `${REBATE} (second proviso, clause (a)); unchanged by Finance Act 2026`),
        marginalRelief: flag(true, EFFECTIVE, `${REBATE} (second proviso, clause (b))`),
        reducibleTaxes: list(["slab"] as const, EFFECTIVE, `${REBATE}: limited to tax at the new-regime slab rates, not special-rate income`),
        limitCountsSpecialRateIncome: flag(
          true,
          EFFECTIVE,
          `${REBATE} ("total income")`,
          "UNSURE: whether special-rate income counts toward the ₹12 lakh test. We read \"total income\" as including it.",
        ),
      },
      maximumSurchargeRate: percent(25, EFFECTIVE, `${PARAGRAPH_A}, proviso (new-regime taxpayers: surcharge at most 25%)`),
      allowedDeductions: list(
        [] as const,
        EFFECTIVE,
        `${NEW_REGIME}: HRA, professional tax, self-occupied home-loan interest, 80C, 80D and 80CCD(1B) are not allowed`,
      ),
      agriculturalIncomeIntegration: flag(
        true,
        EFFECTIVE,
        "Finance Act 2026, s.2 (aggregation of agricultural income), as applied by the e-filing utilities to new-regime taxpayers",
        "UNSURE: the aggregation clause is written for Paragraph A cases; we apply it in the new regime with the new-regime exemption limit.",
      ),
    },
  },
  surcharge: surchargeTable(INDIVIDUAL_SURCHARGE_BANDS, EFFECTIVE, `${PARAGRAPH_A} (surcharge on income-tax, individuals, with marginal relief); bands of FY 2025-26 kept`),
  capitalGainsSurchargeCap: percent(15, EFFECTIVE, `${PARAGRAPH_A}, proviso (dividends and capital gains taxed at special rates: surcharge at most 15%)`, CARRIED_OVER),
  cess: percent(4, EFFECTIVE, "Finance Act 2026, s.2 (Health and Education Cess, 4% of income-tax and surcharge)", CARRIED_OVER),
  totalIncomeRounding: inr(10, EFFECTIVE, "Income-tax Act, 2025, provision corresponding to s.288A of the Income-tax Act, 1961", CARRIED_OVER),
  taxRounding: inr(10, EFFECTIVE, "Income-tax Act, 2025, provision corresponding to s.288B of the Income-tax Act, 1961", CARRIED_OVER),
  deductionLimits: deductionLimits2025,
  specialRates: {
    ...specialRateCommon2025,
    stcg111A: [percent(20, EFFECTIVE, section2025("111A", "s.111A"), CARRIED_OVER)],
    ltcg112A: [percent(12.5, EFFECTIVE, section2025("112A", "s.112A"), CARRIED_OVER)],
    ltcg112: [
      percent(
        12.5,
        EFFECTIVE,
        `${section2025("112", "s.112")} (without indexation)`,
        `${CARRIED_OVER} The lower-of comparison for land or buildings bought before 23 July 2024 is left to the capital-gains calculator.`,
      ),
    ],
    vda: [percent(30, EFFECTIVE, "Income-tax Act, 2025, provision corresponding to s.115BBH of the Income-tax Act, 1961", CARRIED_OVER)],
    ltcg112AExemption: inr(1.25 * LAKH, EFFECTIVE, `${section2025("112A", "s.112A(2)(i)")} (gains above ₹1.25 lakh)`, CARRIED_OVER),
  },
  agriculturalIncome: {
    minimumForIntegration: inr(5_000, EFFECTIVE, "Finance Act 2026, s.2 (net agricultural income above ₹5,000)", CARRIED_OVER),
  },
};
