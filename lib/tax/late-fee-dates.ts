import type { IsoDate, Parameter } from "./types";
import { RETURN_DUE_DATES } from "./return-due-dates";
import { startYearOf, type FinancialYear } from "./years";
import { date } from "./parameters/helpers";
import { forEveryYear } from "./carry-forward";

/*
 * Dates for the late-filing fee (section 234F of the 1961 Act; section 428(a) of the
 * Income-tax Act, 2025 from tax year 2026-27): which s.139(1) due date applies to whom,
 * the CBDT extensions that moved it, the last date for a belated return and the window
 * for an updated return. Calendar arithmetic on "YYYY-MM-DD" dates is done in UTC, so it
 * never depends on the machine's time zone.
 */

/** Who the s.139(1) / s.263(1) due date is for. */
export const RETURN_CATEGORIES = ["general", "business", "audit", "transferPricing"] as const;
/**
 * general: no business or profession income (ITR-1, ITR-2); business: business or
 * profession income, accounts not audited (and partners of such firms); audit: accounts
 * audited under the Act or any other law (and partners of such firms); transferPricing: a
 * person who must furnish the transfer-pricing report of s.92E (s.172 of the 2025 Act).
 */
export type ReturnCategory = (typeof RETURN_CATEGORIES)[number];

/**
 * The categories' dates beyond RETURN_DUE_DATES (lib/tax/return-due-dates.ts, which holds the general
 * and audit dates with their CBDT extensions): the 31 August date that Finance Act 2026
 * gave non-audit business cases (from AY 2026-27) and the 30 November date of
 * transfer-pricing cases.
 */
export const RETURN_DUE_DATE_CHANGES: Readonly<Record<FinancialYear, Partial<Record<ReturnCategory, Parameter<IsoDate>>>>> = forEveryYear<Partial<Record<ReturnCategory, Parameter<IsoDate>>>>({
  "2023-24": {
    transferPricing: date(
      "2024-11-30",
      "2023-04-01",
      "Income-tax Act, 1961, s.139(1), Explanation 2, clause (aa): 30 November for a person who must furnish a report under s.92E (transfer pricing)",
    ),
  },
  "2024-25": {
    transferPricing: date(
      "2025-11-30",
      "2024-04-01",
      "Income-tax Act, 1961, s.139(1), Explanation 2, clause (aa): 30 November 2025 for a person who must furnish a report under s.92E (transfer pricing)",
      "CBDT Circular 15/2025 extended the date of clause (a) of Explanation 2 (audit cases) to 10 December 2025 and did not name clause (aa): we keep 30 November 2025 for transfer-pricing cases. Check the circular against your case.",
    ),
  },
  "2025-26": {
    business: date(
      "2026-08-31",
      "2025-04-01",
      "Income-tax Act, 1961, s.139(1), Explanation 2, as amended by Finance Act 2026 (from 1 March 2026): 31 August for a person with business or profession income whose accounts need no audit, and a partner of such a firm",
    ),
    transferPricing: date(
      "2026-11-30",
      "2025-04-01",
      "Income-tax Act, 1961, s.139(1), Explanation 2, clause (aa): 30 November for a person who must furnish a report under s.92E (transfer pricing)",
    ),
  },
  "2026-27": {
    business: date(
      "2027-08-31",
      "2026-04-01",
      "Income-tax Act, 2025, s.263(1), as amended by Finance Act 2026: 31 August for business or profession income whose accounts need no audit, and a partner of such a firm",
    ),
    transferPricing: date("2027-11-30", "2026-04-01", "Income-tax Act, 2025, s.263(1), Table: 30 November for a person who must furnish the transfer-pricing report (the accountant's report corresponding to s.92E of the 1961 Act)"),
  },
});

/** The s.139(1) (s.263(1) from 2026-27) due date for a year and category, with the extensions that apply. */
export function returnDueDate(fy: FinancialYear, category: ReturnCategory): Parameter<IsoDate> {
  // A category's own date wins; without one, a business case has the general date and a
  // transfer-pricing case the audit date.
  const audited = category === "audit" || category === "transferPricing";
  return RETURN_DUE_DATE_CHANGES[fy][category] ?? (audited ? RETURN_DUE_DATES[fy].audit : RETURN_DUE_DATES[fy].nonAudit);
}

/** The provisions a year's filing rules come from: the 1961 Act to 2025-26, the 2025 Act from 2026-27. */
export interface FilingProvisions {
  /** the section that fixes the due date */
  returnDueDate: Parameter<string>;
  /** the late-filing fee */
  lateFee: Parameter<string>;
  /** the belated return */
  belatedReturn: Parameter<string>;
  /** the updated return */
  updatedReturn: Parameter<string>;
  /** the last day for a belated return */
  belatedReturnLastDate: Parameter<IsoDate>;
  /** an updated return may be filed for this many months after the end of the assessment year (the year after the tax year) */
  updatedReturnMonths: Parameter;
}

const text = (value: string, effectiveFrom: IsoDate, reference: string): Parameter<string> => ({ value, unit: "text", effectiveFrom, reference });

function provisions1961(fy: FinancialYear, belatedReturnLastDate: Parameter<IsoDate>): FilingProvisions {
  const from: IsoDate = `${startYearOf(fy)}-04-01`;
  return {
    returnDueDate: text("section 139(1)", from, "Income-tax Act, 1961, s.139(1) and Explanation 2"),
    lateFee: text("section 234F", from, "Income-tax Act, 1961, s.234F (fee for default in furnishing return of income)"),
    belatedReturn: text("section 139(4)", from, "Income-tax Act, 1961, s.139(4)"),
    updatedReturn: text("section 139(8A)", from, "Income-tax Act, 1961, s.139(8A), read with s.140B"),
    belatedReturnLastDate,
    updatedReturnMonths: {
      value: 48,
      unit: "months",
      effectiveFrom: from,
      reference: "Income-tax Act, 1961, s.139(8A): within 48 months from the end of the assessment year (24 months before Finance Act 2025, from 1 April 2025)",
    },
  };
}

/** Filing provisions and the belated-return deadline of each year. */
export const FILING_PROVISIONS: Readonly<Record<FinancialYear, FilingProvisions>> = forEveryYear<FilingProvisions>({
  "2023-24": provisions1961(
    "2023-24",
    date(
      "2025-01-15",
      "2023-04-01",
      "Income-tax Act, 1961, s.139(4) (31 December 2024, three months before the end of AY 2024-25), extended to 15 January 2025 for resident individuals by CBDT Circular 21/2024 (31 December 2024)",
      "The extension to 15 January 2025 was for resident individuals only; for others (HUFs, firms, non-residents) the last date stayed 31 December 2024.",
    ),
  ),
  "2024-25": provisions1961(
    "2024-25",
    date("2025-12-31", "2024-04-01", "Income-tax Act, 1961, s.139(4): three months before the end of AY 2025-26, or before the assessment is completed if earlier"),
  ),
  "2025-26": provisions1961(
    "2025-26",
    date(
      "2026-12-31",
      "2025-04-01",
      "Income-tax Act, 1961, s.139(4): three months before the end of AY 2026-27, or before the assessment is completed if earlier",
      "Finance Act 2026 gave revised returns (s.139(5)) until 31 March 2027, with a fee after 31 December 2026 (s.234-I); the belated-return date did not move.",
    ),
  ),
  "2026-27": {
    returnDueDate: text("section 263(1) of the Income-tax Act, 2025", "2026-04-01", "Income-tax Act, 2025, s.263(1), as amended by Finance Act 2026"),
    lateFee: text("section 428(a) of the Income-tax Act, 2025", "2026-04-01", "Income-tax Act, 2025, s.428(a), as substituted by Finance Act 2026 (fee for default in furnishing return of income)"),
    belatedReturn: text("section 263(4) of the Income-tax Act, 2025", "2026-04-01", "Income-tax Act, 2025, s.263(4)"),
    updatedReturn: text("section 263(6) of the Income-tax Act, 2025", "2026-04-01", "Income-tax Act, 2025, s.263(6)"),
    belatedReturnLastDate: date(
      "2027-12-31",
      "2026-04-01",
      "Income-tax Act, 2025, s.263(4): nine months from the end of the tax year, or before the assessment is completed if earlier",
    ),
    updatedReturnMonths: {
      value: 48,
      unit: "months",
      effectiveFrom: "2026-04-01",
      reference: "Income-tax Act, 2025, s.263(6): within 48 months from the end of the financial year that follows the tax year",
    },
  },
});

// ——— calendar arithmetic ———

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** The UTC midnight of a real calendar date, or null ("2026-02-30" is null). */
export function isoDateToUtc(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time;
}

function utcToIsoDate(time: number): IsoDate {
  const d = new Date(time);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` as IsoDate;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Both must be real dates. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  const a = isoDateToUtc(from);
  const b = isoDateToUtc(to);
  if (a === null || b === null) throw new RangeError(`Not a date: "${a === null ? from : to}"`);
  return Math.round((b - a) / MS_PER_DAY);
}

/** The same day `months` later, or the month's last day when it is shorter (31 October − 1 month → 30 September). */
export function addMonths(value: IsoDate, months: number): IsoDate {
  const time = isoDateToUtc(value);
  if (time === null) throw new RangeError(`Not a date: "${value}"`);
  const d = new Date(time);
  const target = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
  const t = new Date(target);
  const lastDay = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate();
  return utcToIsoDate(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), Math.min(d.getUTCDate(), lastDay)));
}

/** The day after the year ends: the first day a return for it can be filed (1 April of the assessment year). */
export function firstFilingDate(fy: FinancialYear): IsoDate {
  return `${startYearOf(fy) + 1}-04-01`;
}

/** The last day of the updated-return window: the end of the assessment year plus the months the Act allows. */
export function updatedReturnLastDate(fy: FinancialYear): IsoDate {
  const assessmentYearEnd: IsoDate = `${startYearOf(fy) + 2}-03-31`;
  return addMonths(assessmentYearEnd, FILING_PROVISIONS[fy].updatedReturnMonths.value);
}
