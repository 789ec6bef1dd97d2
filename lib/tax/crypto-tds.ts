import type { Parameter } from "./types";
import { actAndSection } from "./sections";
import { byAct, type FinancialYear } from "./years";
import { inr, percent } from "./parameters/helpers";

/**
 * TDS on the transfer of a virtual digital asset, s.194S (docs/tax-methods.md §23, §24): 1% of
 * the consideration paid to a resident, unless the year's consideration from the payer
 * stays within the limit (₹50,000 when the payer is a "specified person", ₹10,000
 * otherwise); without a PAN, 20% (s.206AA). In force since 1 July 2022 (Finance Act 2022)
 * and unchanged through FY 2025-26. Tax year 2026-27 falls under the Income-tax Act, 2025,
 * which restates the deduction in its TDS provisions; the values are carried over.
 */
export interface VdaTdsRules {
  rate: Parameter;
  /** no TDS while the year's consideration paid by a specified person does not exceed this */
  limitSpecifiedPerson: Parameter;
  /** no TDS while the year's consideration paid by anyone else does not exceed this */
  limitOtherPayers: Parameter;
  /** the rate when the seller has not furnished a PAN */
  rateWithoutPan: Parameter;
}

const rules1961: VdaTdsRules = {
  rate: percent(1, "2022-07-01", "Income-tax Act, 1961, s.194S(1), inserted by Finance Act 2022 (from 1 July 2022): 1% of the consideration for transfer of a virtual digital asset"),
  limitSpecifiedPerson: inr(
    50_000,
    "2022-07-01",
    "Income-tax Act, 1961, s.194S(1), proviso (consideration payable by a specified person: no deduction up to ₹50,000 in the financial year); s.194S, definition of \"specified person\"",
    "A specified person is an individual or HUF with no income from business or profession, or whose business turnover is at most ₹1 crore (professional receipts at most ₹50 lakh) in the previous year.",
  ),
  limitOtherPayers: inr(10_000, "2022-07-01", "Income-tax Act, 1961, s.194S(1), proviso (consideration payable by any other person: no deduction up to ₹10,000 in the financial year)"),
  rateWithoutPan: percent(20, "2022-07-01", "Income-tax Act, 1961, s.206AA(1) (no PAN: the highest of the section's rate, the rate in force and 20%)"),
};

const CARRIED_OVER = "Carried over from the 1961 Act (our reading of the Income-tax Act, 2025 and Budget 2026). Check before relying on it.";

/** The TDS table of the 2025 Act (193 to 194T → 393, docs/tax-methods.md errata, section map). */
const TDS_2025 = actAndSection("tdsOther", "2026-27");

const rules2025: VdaTdsRules = {
  rate: percent(1, "2026-04-01", `${TDS_2025}, table entry corresponding to s.194S of the Income-tax Act, 1961`, CARRIED_OVER),
  limitSpecifiedPerson: inr(50_000, "2026-04-01", `${TDS_2025}, table entry corresponding to s.194S(1), proviso (specified person)`, CARRIED_OVER),
  limitOtherPayers: inr(10_000, "2026-04-01", `${TDS_2025}, table entry corresponding to s.194S(1), proviso (other payers)`, CARRIED_OVER),
  rateWithoutPan: percent(20, "2026-04-01", "Income-tax Act, 2025, provision corresponding to s.206AA of the Income-tax Act, 1961", CARRIED_OVER),
};

export const VDA_TDS_RULES: Readonly<Record<FinancialYear, VdaTdsRules>> = byAct(rules1961, rules2025);
