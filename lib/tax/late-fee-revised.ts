import { date, inr } from "./parameters/helpers";
import type { IsoDate, Parameter } from "./types";
import type { FinancialYear } from "./years";
import { forEveryYear } from "./carry-forward";

/*
 * The revised return (docs/tax-methods.md errata on §5.2): s.139(5) of the 1961 Act, s.263(5)
 * of the 2025 Act. Up to AY 2025-26 it could be filed until 31 December of the assessment
 * year (three months before its end), with no fee. Finance Act 2026 moved the deadline to
 * twelve months from the end of the year (31 March), with a fee for a revised return filed
 * after nine months (after 31 December): s.234-I of the 1961 Act for AY 2026-27 (FY
 * 2025-26), s.428(b) of the 2025 Act from tax year 2026-27. The belated-return date did
 * not move (late-fee-dates.ts).
 */

export interface RevisedReturnFeeRules {
  /** the section that charges the fee, for labels */
  provision: Parameter<string>;
  /** the last day a revised return carries no fee (nine months after the year ends) */
  feeFreeUntil: Parameter<IsoDate>;
  /** the fee when total income is above `smallIncomeLimit` */
  fee: Parameter;
  /** the fee when total income is at most `smallIncomeLimit` */
  smallIncomeFee: Parameter;
  smallIncomeLimit: Parameter;
}

export interface RevisedReturnRules {
  /** the section that allows a revised return, for labels */
  provision: Parameter<string>;
  /** the last day a revised return can be filed (or, if earlier, the completion of the assessment) */
  lastDate: Parameter<IsoDate>;
  /** null: a revised return carries no fee in this year */
  fee: RevisedReturnFeeRules | null;
}

const text = (value: string, effectiveFrom: IsoDate, reference: string): Parameter<string> => ({ value, unit: "text", effectiveFrom, reference });

const SECTION_139_5 = "Income-tax Act, 1961, s.139(5)";
const FA_2026 = "as amended by Finance Act 2026 (Act No. 4 of 2026)";

export const REVISED_RETURN_RULES: Readonly<Record<FinancialYear, RevisedReturnRules>> = forEveryYear<RevisedReturnRules>({
  "2023-24": {
    provision: text("section 139(5)", "2023-04-01", SECTION_139_5),
    lastDate: date(
      "2025-01-15",
      "2023-04-01",
      `${SECTION_139_5} (31 December 2024, three months before the end of AY 2024-25), extended to 15 January 2025 for resident individuals by CBDT Circular 21/2024 (31 December 2024)`,
      "The extension to 15 January 2025 was for resident individuals only; for others the last date stayed 31 December 2024.",
    ),
    fee: null,
  },
  "2024-25": {
    provision: text("section 139(5)", "2024-04-01", SECTION_139_5),
    lastDate: date("2025-12-31", "2024-04-01", `${SECTION_139_5}: three months before the end of AY 2025-26, or before the assessment is completed if earlier`),
    fee: null,
  },
  "2025-26": {
    provision: text("section 139(5)", "2025-04-01", `${SECTION_139_5}, ${FA_2026}`),
    lastDate: date("2027-03-31", "2025-04-01", `${SECTION_139_5}, ${FA_2026}: twelve months from the end of the previous year (31 March 2027), or before the assessment is completed if earlier`),
    fee: {
      provision: text("section 234-I", "2025-04-01", `Income-tax Act, 1961, s.234-I, inserted by Finance Act 2026 (fee for a revised return furnished after nine months from the end of the previous year)`),
      feeFreeUntil: date("2026-12-31", "2025-04-01", `${SECTION_139_5}, ${FA_2026}, and s.234-I: no fee for a revised return furnished within nine months from the end of the previous year (by 31 December 2026)`),
      fee: inr(5_000, "2025-04-01", "Income-tax Act, 1961, s.234-I, inserted by Finance Act 2026 (₹5,000 where total income exceeds ₹5 lakh)"),
      smallIncomeFee: inr(1_000, "2025-04-01", "Income-tax Act, 1961, s.234-I, inserted by Finance Act 2026 (₹1,000 where total income does not exceed ₹5 lakh)"),
      smallIncomeLimit: inr(5_00_000, "2025-04-01", "Income-tax Act, 1961, s.234-I, inserted by Finance Act 2026 (total income up to ₹5 lakh)"),
    },
  },
  "2026-27": {
    provision: text("section 263(5) of the Income-tax Act, 2025", "2026-04-01", `Income-tax Act, 2025, s.263(5) (corresponding to s.139(5) of the 1961 Act), ${FA_2026}`),
    lastDate: date(
      "2028-03-31",
      "2026-04-01",
      `Income-tax Act, 2025, s.263(5), ${FA_2026}: twelve months from the end of the tax year (31 March 2028), or before the assessment is completed if earlier`,
      "The sub-section number (263(5)) is our reading of the 2025 Act; the twelve months and the fee are from Finance Act 2026.",
    ),
    fee: {
      provision: text("section 428(b) of the Income-tax Act, 2025", "2026-04-01", `Income-tax Act, 2025, s.428(b), ${FA_2026} (fee for a revised return furnished after nine months from the end of the tax year)`),
      feeFreeUntil: date("2027-12-31", "2026-04-01", `Income-tax Act, 2025, s.263(5) and s.428(b), ${FA_2026}: no fee for a revised return furnished within nine months from the end of the tax year (by 31 December 2027)`),
      fee: inr(5_000, "2026-04-01", `Income-tax Act, 2025, s.428(b), ${FA_2026} (₹5,000 where total income exceeds ₹5 lakh)`),
      smallIncomeFee: inr(1_000, "2026-04-01", `Income-tax Act, 2025, s.428(b), ${FA_2026} (₹1,000 where total income does not exceed ₹5 lakh)`),
      smallIncomeLimit: inr(5_00_000, "2026-04-01", `Income-tax Act, 2025, s.428(b), ${FA_2026} (total income up to ₹5 lakh)`),
    },
  },
});
