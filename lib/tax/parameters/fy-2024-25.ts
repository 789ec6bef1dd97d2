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
 * FY 2024-25 (AY 2025-26), Income-tax Act, 1961 as amended by the Finance (No. 2) Act
 * 2024. docs/tax-methods.md §1.2, §1.3. The year's rates are in Part III of the First Schedule
 * to the Finance (No. 2) Act 2024 (Part I of the Finance Act 2025 repeats them for the
 * assessment). Capital-gains rates changed on 23 July 2024, in the middle of this year.
 */
const PARAGRAPH_A = "Finance (No. 2) Act 2024, First Schedule, Part III, Paragraph A";

const newRegimeSlabs = slabs(
  [
    { upTo: 3 * LAKH, rate: 0 },
    { upTo: 7 * LAKH, rate: 5 },
    { upTo: 10 * LAKH, rate: 10 },
    { upTo: 12 * LAKH, rate: 15 },
    { upTo: 15 * LAKH, rate: 20 },
    { upTo: null, rate: 30 },
  ],
  "2024-04-01",
  "Income-tax Act, 1961, s.115BAC(1A), Table as amended by Finance (No. 2) Act 2024",
);

export const rulesFy2024_25: YearRules = {
  financialYear: "2024-25",
  act: text("Income-tax Act, 1961", "2024-04-01", "Income-tax Act, 1961 (previous year 2024-25, assessment year 2025-26)"),
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
      agriculturalIncomeIntegration: flag(true, "2023-04-01", "Finance (No. 2) Act 2024, s.2(2) read with First Schedule, Part III, Paragraph A"),
    },
    new: {
      slabs: { below60: newRegimeSlabs, "60to80": newRegimeSlabs, "80plus": newRegimeSlabs },
      standardDeduction: inr(75_000, "2024-04-01", "Income-tax Act, 1961, s.16(ia) proviso (s.115BAC(1A) taxpayers), inserted by Finance (No. 2) Act 2024"),
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
        "Finance (No. 2) Act 2024, s.2(2) (aggregation of agricultural income), as applied by the e-filing utilities to s.115BAC taxpayers",
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
  cess: percent(4, "2018-04-01", "Finance (No. 2) Act 2024, s.2 (Health and Education Cess, 4% of income-tax and surcharge; levied since Finance Act 2018)"),
  totalIncomeRounding: inr(10, "2023-04-01", "Income-tax Act, 1961, s.288A (drop paise, then nearest ₹10, 5 rounding up)"),
  taxRounding: inr(10, "2023-04-01", "Income-tax Act, 1961, s.288B (drop paise, then nearest ₹10, 5 rounding up)"),
  deductionLimits: deductionLimits1961,
  specialRates: {
    ...specialRateCommon1961,
    stcg111A: [
      percent(15, "2008-04-01", "Income-tax Act, 1961, s.111A(1) (transfers before 23 July 2024); 15% since Finance Act 2008"),
      percent(20, "2024-07-23", "Income-tax Act, 1961, s.111A(1), as amended by Finance (No. 2) Act 2024 (transfers on or after 23 July 2024)"),
    ],
    ltcg112A: [
      percent(10, "2018-04-01", "Income-tax Act, 1961, s.112A(2)(i)(a) as substituted by Finance (No. 2) Act 2024, s.31 (transfers before 23 July 2024; 10% since Finance Act 2018)"),
      percent(12.5, "2024-07-23", "Income-tax Act, 1961, s.112A(2)(i)(b) as substituted by Finance (No. 2) Act 2024, s.31 (transfers on or after 23 July 2024)"),
    ],
    ltcg112: [
      percent(
        20,
        "2023-04-01",
        "Income-tax Act, 1961, s.112(1) (transfers before 23 July 2024, with indexation where allowed)",
        "computeIncomeTax applies this rate to the gain it is given (indexed where the law allows); the 10% option for some listed securities is left to the capital-gains calculator.",
      ),
      percent(
        12.5,
        "2024-07-23",
        "Income-tax Act, 1961, s.112(1), as amended by Finance (No. 2) Act 2024 (transfers on or after 23 July 2024, without indexation)",
        "For land or buildings bought before 23 July 2024 a resident individual pays the lower of 12.5% without and 20% with indexation (second proviso to s.112(1)(a)); computeIncomeTax applies this rate to the gain it is given; the comparison is left to the capital-gains calculator.",
      ),
    ],
    vda: [percent(30, "2022-04-01", "Income-tax Act, 1961, s.115BBH(1), inserted by Finance Act 2022")],
    ltcg112AExemption: inr(
      1.25 * LAKH,
      "2024-07-23",
      "Income-tax Act, 1961, s.112A(2)(i) and its proviso, as substituted by Finance (No. 2) Act 2024, s.31 (deemed from 23 July 2024): tax on gains above ₹1.25 lakh, the limit applying to the aggregate of gains from transfers before and after 23 July 2024",
      "UNSURE: the order in which the limit meets the 10% and 12.5% gains. We set it against the 12.5% gains first, which is best for the taxpayer.",
    ),
  },
  agriculturalIncome: {
    minimumForIntegration: inr(5_000, "2023-04-01", "Finance (No. 2) Act 2024, s.2(2) (net agricultural income above ₹5,000)"),
  },
};
