import type { AdvanceTaxRules, ComplianceRules, IsoDate, LateFilingFeeRules, TaxAuditRules } from "../types";
import { FINANCIAL_YEARS, type FinancialYear } from "../years";
import { CRORE, LAKH, date, inr, list, percent } from "./helpers";
import { CARRIED_OVER, EFFECTIVE, section2025 } from "./shared-2025";
import { forEveryYear } from "../carry-forward";

/*
 * Advance tax and its interest, the late-filing fee and the audit limits of every year, apart
 * from the rules of tax on income (YearRules): only the compliance calculators read them, so
 * the income-tax, capital-gains and home-loan calculators do not bring them to a phone.
 * Under each Act the rules are the same every year; only advance tax's dates move with the year.
 */

// Under the Income-tax Act, 1961 (FY 2023-24 to 2025-26).

/**
 * Advance tax and interest for a year under the 1961 Act (docs/tax-methods.md §2): the same
 * rules each year, only the dates move with the year.
 */
function advanceTaxRules1961(fyStartYear: number): AdvanceTaxRules {
  const june: IsoDate = `${fyStartYear}-06-15`;
  const september: IsoDate = `${fyStartYear}-09-15`;
  const december: IsoDate = `${fyStartYear}-12-15`;
  const march: IsoDate = `${fyStartYear + 1}-03-15`;
  return {
    threshold: inr(10_000, "2023-04-01", "Income-tax Act, 1961, s.208"),
    instalments: list(
      [
        { dueDate: june, cumulativePercent: 15 },
        { dueDate: september, cumulativePercent: 45 },
        { dueDate: december, cumulativePercent: 75 },
        { dueDate: march, cumulativePercent: 100 },
      ],
      "2023-04-01",
      "Income-tax Act, 1961, s.211(1)(a)",
    ),
    presumptiveDueDate: date(march, "2023-04-01", "Income-tax Act, 1961, s.211(1)(b) (s.44AD/44ADA taxpayers)"),
    deferralTolerance: list(
      [
        { dueDate: june, cumulativePercent: 12 },
        { dueDate: september, cumulativePercent: 36 },
      ],
      "2023-04-01",
      "Income-tax Act, 1961, s.234C(1), proviso (12% by 15 June, 36% by 15 September)",
    ),
    deferralInterestRate: percent(1, "2023-04-01", "Income-tax Act, 1961, s.234C(1) (simple interest per month)"),
    deferralInterestMonths: list(
      [
        { dueDate: june, months: 3 },
        { dueDate: september, months: 3 },
        { dueDate: december, months: 3 },
        { dueDate: march, months: 1 },
      ],
      "2023-04-01",
      "Income-tax Act, 1961, s.234C(1) (three months for the June, September and December instalments, one for March)",
    ),
    defaultPercent: percent(90, "2023-04-01", "Income-tax Act, 1961, s.234B(1)"),
    defaultInterestRate: percent(1, "2023-04-01", "Income-tax Act, 1961, s.234B(1) (per month or part of a month)"),
    interestBaseRoundingDown: inr(
      100,
      "2023-04-01",
      "Income-tax Rules, 1962, Rule 119A (amount rounded down to a multiple of ₹100; part of a month counts as a month)",
    ),
  };
}

/** s.234F (docs/tax-methods.md §19), from AY 2021-22. */
const lateFilingFee1961: LateFilingFeeRules = {
  fee: inr(5_000, "2020-04-01", "Income-tax Act, 1961, s.234F(1), as amended by Finance Act 2020"),
  smallIncomeFee: inr(1_000, "2020-04-01", "Income-tax Act, 1961, s.234F(1), proviso"),
  smallIncomeLimit: inr(5 * LAKH, "2020-04-01", "Income-tax Act, 1961, s.234F(1), proviso (total income up to ₹5 lakh)"),
};

/** s.44AB thresholds (docs/tax-methods.md §20.1). */
const taxAudit1961: TaxAuditRules = {
  businessTurnoverLimit: inr(1 * CRORE, "2023-04-01", "Income-tax Act, 1961, s.44AB(a)"),
  businessTurnoverLimitMostlyDigital: inr(
    10 * CRORE,
    "2020-04-01",
    "Income-tax Act, 1961, s.44AB(a), provisos (₹5 crore by Finance Act 2020, ₹10 crore by Finance Act 2021)",
  ),
  cashShareLimit: percent(5, "2020-04-01", "Income-tax Act, 1961, s.44AB(a), proviso (cash receipts and cash payments each at most 5%)"),
  professionReceiptsLimit: inr(50 * LAKH, "2023-04-01", "Income-tax Act, 1961, s.44AB(b)"),
};

// Under the Income-tax Act, 2025 (tax year 2026-27 on); see shared-2025.ts for the carried-over note.

/** Advance tax and interest for a tax year under the 2025 Act: the 1961 Act's rules under their new sections. */
function advanceTaxRules2025(taxYearStart: number): AdvanceTaxRules {
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
    interestBaseRoundingDown: inr(
      100,
      EFFECTIVE,
      "Income-tax rules under the Income-tax Act, 2025, rule corresponding to Rule 119A of the Income-tax Rules, 1962",
      CARRIED_OVER,
    ),
  };
}

const lateFilingFee2025: LateFilingFeeRules = {
  fee: inr(5_000, EFFECTIVE, section2025("lateFee234F", "s.234F"), CARRIED_OVER),
  smallIncomeFee: inr(1_000, EFFECTIVE, section2025("lateFee234F", "the proviso to s.234F(1)"), CARRIED_OVER),
  smallIncomeLimit: inr(5 * LAKH, EFFECTIVE, section2025("lateFee234F", "the proviso to s.234F(1)"), CARRIED_OVER),
};

const taxAudit2025: TaxAuditRules = {
  businessTurnoverLimit: inr(1 * CRORE, EFFECTIVE, section2025("taxAudit", "s.44AB(a)"), CARRIED_OVER),
  businessTurnoverLimitMostlyDigital: inr(10 * CRORE, EFFECTIVE, section2025("taxAudit", "the provisos to s.44AB(a)"), CARRIED_OVER),
  cashShareLimit: percent(5, EFFECTIVE, section2025("taxAudit", "the provisos to s.44AB(a)"), CARRIED_OVER),
  professionReceiptsLimit: inr(50 * LAKH, EFFECTIVE, section2025("taxAudit", "s.44AB(b)"), CARRIED_OVER),
};

/** The compliance rules of every year the site computes, keyed by financial year. */
export const COMPLIANCE_RULES_BY_YEAR: Readonly<Record<FinancialYear, ComplianceRules>> = forEveryYear<ComplianceRules>({
  "2023-24": { advanceTax: advanceTaxRules1961(2023), lateFilingFee: lateFilingFee1961, taxAudit: taxAudit1961 },
  "2024-25": { advanceTax: advanceTaxRules1961(2024), lateFilingFee: lateFilingFee1961, taxAudit: taxAudit1961 },
  "2025-26": { advanceTax: advanceTaxRules1961(2025), lateFilingFee: lateFilingFee1961, taxAudit: taxAudit1961 },
  "2026-27": { advanceTax: advanceTaxRules2025(2026), lateFilingFee: lateFilingFee2025, taxAudit: taxAudit2025 },
});

/** The compliance rules for a year; throws for a year we do not model (callers validate `fy` first). */
export function complianceRulesFor(fy: FinancialYear): ComplianceRules {
  const rules = COMPLIANCE_RULES_BY_YEAR[fy];
  if (!rules) {
    throw new RangeError(`No compliance rules for financial year "${String(fy)}"; known years: ${FINANCIAL_YEARS.join(", ")}`);
  }
  return rules;
}
