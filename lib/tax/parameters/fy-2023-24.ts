import type { YearRules } from "../types";
import {
  INDIVIDUAL_SURCHARGE_BANDS,
  LAKH,
  OLD_REGIME_BANDS,
  flag,
  inr,
  list,
  percent,
  slabs,
  surchargeTable,
  text,
} from "./helpers";
import {
  deductionLimits1961,
  oldRegimeRebate1961,
  specialRateCommon1961,
} from "./shared-1961";

/**
 * FY 2023-24 (AY 2024-25), Income-tax Act, 1961 as amended by the Finance Act 2023, the
 * first year in which the new regime (s.115BAC(1A)) is the default. docs/tax-methods.md §1.2.
 * The year's rates are in Part III of the First Schedule to the Finance Act 2023 (Part I
 * of the Finance Act 2024 repeats them for the assessment).
 */
const PARAGRAPH_A = "Finance Act 2023, First Schedule, Part III, Paragraph A";

const newRegimeSlabs = slabs(
  [
    { upTo: 3 * LAKH, rate: 0 },
    { upTo: 6 * LAKH, rate: 5 },
    { upTo: 9 * LAKH, rate: 10 },
    { upTo: 12 * LAKH, rate: 15 },
    { upTo: 15 * LAKH, rate: 20 },
    { upTo: null, rate: 30 },
  ],
  "2023-04-01",
  "Income-tax Act, 1961, s.115BAC(1A), inserted by Finance Act 2023",
);

export const rulesFy2023_24: YearRules = {
  financialYear: "2023-24",
  act: text("Income-tax Act, 1961", "2023-04-01", "Income-tax Act, 1961 (previous year 2023-24, assessment year 2024-25)"),
  regimes: {
    old: {
      slabs: {
        below60: slabs(OLD_REGIME_BANDS.below60, "2017-04-01", `${PARAGRAPH_A}, item (I); 5% band since Finance Act 2017`),
        "60to80": slabs(OLD_REGIME_BANDS["60to80"], "2017-04-01", `${PARAGRAPH_A}, item (II) (resident, 60 or more but under 80)`),
        "80plus": slabs(OLD_REGIME_BANDS["80plus"], "2017-04-01", `${PARAGRAPH_A}, item (III) (resident, 80 or more)`),
      },
      standardDeduction: inr(50_000, "2019-04-01", "Income-tax Act, 1961, s.16(ia); ₹50,000 since Finance Act 2019"),
      rebate: oldRegimeRebate1961,
      maximumSurchargeRate: percent(37, "2019-04-01", `${PARAGRAPH_A} (surcharge, total income above ₹5 crore); 37% band since Finance (No. 2) Act 2019`),
      allowedDeductions: list(
        ["exemptHra", "professionalTax", "homeLoanInterest", "ded80c", "ded80d", "ded80ccd1b"] as const,
        "2023-04-01",
        "Income-tax Act, 1961, s.10(13A), s.16(iii), s.24(b), s.80C, s.80D, s.80CCD(1B) (old regime: s.115BAC(6) option exercised)",
      ),
      agriculturalIncomeIntegration: flag(true, "2023-04-01", "Finance Act 2023, s.2(2) read with First Schedule, Part III, Paragraph A"),
    },
    new: {
      slabs: { below60: newRegimeSlabs, "60to80": newRegimeSlabs, "80plus": newRegimeSlabs },
      standardDeduction: inr(50_000, "2023-04-01", "Income-tax Act, 1961, s.16(ia), allowed to s.115BAC(1A) taxpayers by s.115BAC(2) as amended by Finance Act 2023"),
      rebate: {
        incomeLimit: inr(7 * LAKH, "2023-04-01", "Income-tax Act, 1961, s.87A first proviso, inserted by Finance Act 2023"),
        maximum: inr(25_000, "2023-04-01", "Income-tax Act, 1961, s.87A first proviso, clause (a), inserted by Finance Act 2023"),
        marginalRelief: flag(true, "2023-04-01", "Income-tax Act, 1961, s.87A first proviso, clause (b), inserted by Finance Act 2023"),
        reducibleTaxes: list(
          ["slab"] as const,
          "2023-04-01",
          "Income-tax Act, 1961, s.87A first proviso, as applied by the department's e-filing utility from July 2024 (no rebate on special-rate tax)",
          "UNSURE: the rebate against 111A tax in the new regime was litigated (Bombay High Court, Chamber of Tax Consultants, 2024-25). We follow the department's view: no rebate on special-rate tax.",
        ),
        limitCountsSpecialRateIncome: flag(true, "2023-04-01", "Income-tax Act, 1961, s.87A first proviso (\"total income\")"),
      },
      maximumSurchargeRate: percent(25, "2023-04-01", `${PARAGRAPH_A}, proviso (s.115BAC taxpayers: surcharge at most 25%); since Finance Act 2023`),
      allowedDeductions: list(
        [] as const,
        "2023-04-01",
        "Income-tax Act, 1961, s.115BAC(2): HRA (s.10(13A)), professional tax (s.16(iii)), self-occupied interest (s.24(b)) and Chapter VI-A deductions other than 80CCD(2)/80CCH/80JJAA are not allowed",
      ),
      agriculturalIncomeIntegration: flag(
        true,
        "2023-04-01",
        "Finance Act 2023, s.2(2) (aggregation of agricultural income), as applied by the e-filing utilities to s.115BAC taxpayers",
        "UNSURE: the Finance Act clause is written for Paragraph A cases; the e-filing utilities reportedly apply it in the new regime with the new-regime exemption limit.",
      ),
    },
  },
  surcharge: surchargeTable(INDIVIDUAL_SURCHARGE_BANDS, "2023-04-01", `${PARAGRAPH_A} (surcharge on income-tax, individuals, with marginal relief)`),
  capitalGainsSurchargeCap: percent(
    15,
    "2022-04-01",
    `${PARAGRAPH_A}, proviso: surcharge on tax on dividends and 111A/112/112A gains at most 15% (s.112 added by Finance Act 2022)`,
  ),
  cess: percent(4, "2018-04-01", "Finance Act 2023, s.2 (Health and Education Cess, 4% of income-tax and surcharge; levied since Finance Act 2018)"),
  totalIncomeRounding: inr(10, "2023-04-01", "Income-tax Act, 1961, s.288A (drop paise, then nearest ₹10, 5 rounding up)"),
  taxRounding: inr(10, "2023-04-01", "Income-tax Act, 1961, s.288B (drop paise, then nearest ₹10, 5 rounding up)"),
  deductionLimits: deductionLimits1961,
  specialRates: {
    ...specialRateCommon1961,
    stcg111A: [percent(15, "2008-04-01", "Income-tax Act, 1961, s.111A(1); 15% since Finance Act 2008")],
    ltcg112A: [percent(10, "2018-04-01", "Income-tax Act, 1961, s.112A(2)(i), inserted by Finance Act 2018")],
    ltcg112: [
      percent(
        20,
        "2023-04-01",
        "Income-tax Act, 1961, s.112(1) (with indexation where allowed)",
        "computeIncomeTax applies this rate to the gain it is given (indexed where the law allows); the 10% option for some listed securities is left to the capital-gains calculator.",
      ),
    ],
    vda: [percent(30, "2022-04-01", "Income-tax Act, 1961, s.115BBH(1), inserted by Finance Act 2022")],
    ltcg112AExemption: inr(1 * LAKH, "2018-04-01", "Income-tax Act, 1961, s.112A(2) (gains above ₹1 lakh), inserted by Finance Act 2018"),
  },
  agriculturalIncome: {
    minimumForIntegration: inr(5_000, "2023-04-01", "Finance Act 2023, s.2(2) (net agricultural income above ₹5,000)"),
  },
};
