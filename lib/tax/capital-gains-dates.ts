import type { IsoDate } from "./types";

/**
 * Calendar dates for the capital-gains rules: strict "YYYY-MM-DD" reading, adding months
 * and the length of a holding period. Pure arithmetic on year, month and day (no Date
 * objects, so no time zone can move a day).
 */

const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

export type DateReading = { ok: true; date: IsoDate } | { ok: false; message: string };

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

function toIso(year: number, month: number, day: number): IsoDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` as IsoDate;
}

/** "15 June 2026". */
export function longDate(date: IsoDate): string {
  const { year, month, day } = parts(date);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * Reads a date typed as YYYY-MM-DD, strictly: four-digit year, two-digit month and day,
 * and a day that exists (no 30 February, no 31 April). Spaces around it are ignored.
 */
export function readIsoDate(raw: string): DateReading {
  const text = raw.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return { ok: false, message: "Enter the date as YYYY-MM-DD, for example 2024-07-23." };
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return { ok: false, message: `There is no month ${match[2]}: the month is 01 to 12 (YYYY-MM-DD).` };
  if (day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, message: `There is no ${day} ${MONTH_NAMES[month - 1]} ${year}: ${MONTH_NAMES[month - 1]} ${year} has ${daysInMonth(year, month)} days.` };
  }
  return { ok: true, date: toIso(year, month, day) };
}

/**
 * The same day `count` months later; when that month is shorter, its last day
 * (31 January + 1 month = 28 or 29 February; 29 February 2024 + 12 months = 28 February 2025).
 */
export function addMonths(date: IsoDate, count: number): IsoDate {
  const { year, month, day } = parts(date);
  const monthIndex = year * 12 + (month - 1) + count;
  const newYear = Math.floor(monthIndex / 12);
  const newMonth = (monthIndex % 12) + 1;
  return toIso(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/** Whole years, months and days from `from` to `to` (to ≥ from), counted like a calendar. */
export function periodBetween(from: IsoDate, to: IsoDate): { years: number; months: number; days: number } {
  let totalMonths = 0;
  // the largest number of whole months m with addMonths(from, m) ≤ to
  const start = parts(from);
  const end = parts(to);
  totalMonths = (end.year - start.year) * 12 + (end.month - start.month);
  if (totalMonths > 0 && addMonths(from, totalMonths) > to) totalMonths -= 1;
  if (totalMonths < 0) totalMonths = 0;
  const anchor = parts(addMonths(from, totalMonths));
  const days = daysBetween(toIso(anchor.year, anchor.month, anchor.day), to);
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days };
}

/** Days from `from` to `to` (civil calendar, proleptic Gregorian). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days since 1 March of year 0 (a standard civil-calendar count). */
function dayNumber(date: IsoDate): number {
  const { year, month, day } = parts(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra;
}

/** "3 years, 2 months and 5 days"; parts that are zero are left out ("0 days" when all are). */
export function describePeriod(period: { years: number; months: number; days: number }): string {
  const words = [
    [period.years, "year"],
    [period.months, "month"],
    [period.days, "day"],
  ] as const;
  const shown = words.filter(([value]) => value > 0).map(([value, unit]) => `${value} ${unit}${value === 1 ? "" : "s"}`);
  if (shown.length === 0) return "0 days";
  if (shown.length === 1) return shown[0] as string;
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}`;
}
