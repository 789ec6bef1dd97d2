import type { IsoDate, Parameter } from "./types";
import type { FinancialYear } from "./years";
import { forEveryYear } from "./carry-forward";

/*
 * A module of its own, apart from the years: only the calculators that need a return's due
 * date (eligibility, advance tax, late fee) bring these references to a phone.
 */

/** Return due dates for a year, for the eligibility and advance-tax calculators. */
export interface ReturnDueDates {
  /** s.139(1), no audit */
  nonAudit: Parameter<IsoDate>;
  /** s.139(1), tax-audit cases */
  audit: Parameter<IsoDate>;
}

/**
 * s.139(1) due dates (docs/tax-methods.md §5.2). Explanation 2 to s.139(1): 31 July of the
 * assessment year for a person whose accounts need no audit, 31 October with audit.
 */
export const RETURN_DUE_DATES: Readonly<Record<FinancialYear, ReturnDueDates>> = forEveryYear<ReturnDueDates>({
  "2023-24": {
    nonAudit: {
      value: "2024-07-31",
      unit: "date",
      effectiveFrom: "2023-04-01",
      reference: "Income-tax Act, 1961, s.139(1), Explanation 2(b)",
    },
    audit: {
      value: "2024-11-15",
      unit: "date",
      effectiveFrom: "2023-04-01",
      reference:
        "CBDT Circular 13/2024 (26 October 2024) under s.119 of the Income-tax Act, 1961: s.139(1) due date for AY 2024-25, clause (a) of Explanation 2 (audit cases), extended from 31 October to 15 November 2024",
    },
  },
  "2024-25": {
    nonAudit: {
      value: "2025-09-16",
      unit: "date",
      effectiveFrom: "2024-04-01",
      reference:
        "CBDT press release of 15 September 2025 under s.119 of the Income-tax Act, 1961: s.139(1) due date for AY 2025-26 (non-audit cases), extended from 31 July to 15 September and then to 16 September 2025",
    },
    audit: {
      value: "2025-12-10",
      unit: "date",
      effectiveFrom: "2024-04-01",
      reference:
        "CBDT Circular 15/2025 (29 October 2025) under s.119 of the Income-tax Act, 1961: s.139(1) due date for AY 2025-26, clause (a) of Explanation 2 (audit cases), extended from 31 October to 10 December 2025",
    },
  },
  "2025-26": {
    nonAudit: {
      value: "2026-07-31",
      unit: "date",
      effectiveFrom: "2025-04-01",
      reference: "Income-tax Act, 1961, s.139(1), Explanation 2(b)",
    },
    audit: {
      value: "2026-10-31",
      unit: "date",
      effectiveFrom: "2025-04-01",
      reference: "Income-tax Act, 1961, s.139(1), Explanation 2(a)",
    },
  },
  "2026-27": {
    nonAudit: {
      value: "2027-07-31",
      unit: "date",
      effectiveFrom: "2026-04-01",
      reference:
        "Income-tax Act, 2025, s.263(1), Table, as amended by Finance Act 2026: 31 July for a person with no business or profession income (corresponding to s.139(1) of the 1961 Act)",
    },
    audit: {
      value: "2027-10-31",
      unit: "date",
      effectiveFrom: "2026-04-01",
      reference: "Income-tax Act, 2025, s.263(1), Table: 31 October for a person whose accounts are audited, and a partner of such a firm",
    },
  },
});
