import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { IsoDate } from "@/lib/tax/types";
import { text } from "../fields";
import type { FieldResult, TextField } from "../types";
import { RECEIPT_TEXT } from "./receipt-text";
import { RENT_RECEIPT_TEXT } from "./text";

/** A calendar month written "YYYY-MM" (2026-04 for April 2026). */
export type YearMonth = string;

/** The financial year starts in April (docs/tax-methods.md §0.1). */
const FIRST_MONTH_OF_FINANCIAL_YEAR = 4;
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 2099;

/** Reads "YYYY-MM" (a single-digit month is accepted and padded). */
export function readYearMonth(raw: string, locale: Locale = "en"): FieldResult<YearMonth> {
  const t = messagesFor(RENT_RECEIPT_TEXT, locale);
  const match = /^(\d{4})-(\d{1,2})$/.exec(raw.trim());
  if (!match) return { ok: false, message: t.monthFormat };
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return { ok: false, message: t.monthNumber(match[2] ?? "") };
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return { ok: false, message: t.monthYearRange(EARLIEST_YEAR, LATEST_YEAR) };
  return { ok: true, value: `${year}-${String(month).padStart(2, "0")}` };
}

/** A month field built on the frame's text field: "YYYY-MM", required. */
export function monthField(options: { label: string; help?: string; default: YearMonth; locale?: Locale }): TextField {
  const locale = options.locale ?? "en";
  const base = text({ locale, label: options.label, help: options.help, default: options.default, maxLength: 7, placeholder: "YYYY-MM" });
  return { ...base, read: (raw) => readYearMonth(raw, locale) };
}

/** Months since year 0, so that months can be counted and compared: index(2026-04) − index(2026-03) = 1. */
export function monthIndex(month: YearMonth): number {
  const [year, number] = month.split("-").map(Number);
  return (year ?? 0) * 12 + ((number ?? 1) - 1);
}

export function monthFromIndex(index: number): YearMonth {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Months from `from` to `to`, both included (0 when `to` is before `from`). */
export function monthsInclusive(from: YearMonth, to: YearMonth): number {
  return Math.max(0, monthIndex(to) - monthIndex(from) + 1);
}

/** "April 2026" ("अप्रैल 2026" in Hindi). */
export function monthName(month: YearMonth, locale: Locale = "en"): string {
  const [year, number] = month.split("-").map(Number);
  return `${messagesFor(RECEIPT_TEXT, locale).monthNames[(number ?? 1) - 1]} ${year}`;
}

/** The financial year a month falls in: 2027-03 → "2026-27". */
export function financialYearOfMonth(month: YearMonth): string {
  const [year = 0, number = 1] = month.split("-").map(Number);
  const start = number >= FIRST_MONTH_OF_FINANCIAL_YEAR ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The last month of the financial year a month falls in: 2026-07 → 2027-03. */
export function lastMonthOfFinancialYear(month: YearMonth): YearMonth {
  const start = Number(financialYearOfMonth(month).slice(0, 4));
  return `${start + 1}-${String(FIRST_MONTH_OF_FINANCIAL_YEAR - 1).padStart(2, "0")}`;
}

/** The day in a month, or the month's last day if it is shorter: (2027-02, 31) → 2027-02-28. */
export function dayOfMonth(month: YearMonth, day: number): IsoDate {
  const [year = 0, number = 1] = month.split("-").map(Number);
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(Math.min(day, lastDay)).padStart(2, "0")}` as IsoDate;
}
