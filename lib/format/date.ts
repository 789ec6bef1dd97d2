/**
 * Dates as the site writes them, always in Indian Standard Time (Asia/Kolkata), so a page
 * rendered on a server in UTC and hydrated in a browser in London shows the same day.
 * IST is UTC+05:30 all year (no daylight saving), so the shift is done with arithmetic,
 * not with Intl time-zone data, which small ICU builds may lack.
 */
const IST_OFFSET_MINUTES = 330;
const MS_PER_MINUTE = 60_000;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/**
 * The day, month (0 to 11) and year of a date as India sees it. Accepts a Date, a timestamp
 * in milliseconds, or a string: a plain calendar date "YYYY-MM-DD" is taken as that day (no
 * time-zone shift); any other string is parsed by Date and read in India. Throws on an invalid
 * date. Shared by the English and the Hindi long dates (date-hi.ts).
 */
export function indianCalendarDay(date: Date | number | string, functionName = "formatLongDate"): { day: number; month: number; year: number } {
  if (typeof date === "string") {
    const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (calendarDate) {
      const [, year, month, day] = calendarDate;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      if (check.getUTCFullYear() !== Number(year) || check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) {
        throw new RangeError(`${functionName}: no such date "${date}"`);
      }
      return { day: Number(day), month: Number(month) - 1, year: Number(year) };
    }
  }
  const instant = date instanceof Date ? date.getTime() : typeof date === "number" ? date : Date.parse(date);
  if (!Number.isFinite(instant)) throw new RangeError(`${functionName}: invalid date ${String(date)}`);
  const inIndia = new Date(instant + IST_OFFSET_MINUTES * MS_PER_MINUTE);
  return { day: inIndia.getUTCDate(), month: inIndia.getUTCMonth(), year: inIndia.getUTCFullYear() };
}

/** "15 June 2026" (any input indianCalendarDay takes). Throws on an invalid date. */
export function formatLongDate(date: Date | number | string): string {
  const { day, month, year } = indianCalendarDay(date);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** "20 November 2026, 1:30 pm IST": when a rate or a record was published. Throws on an invalid date. */
export function formatIstDateTime(date: Date | number | string): string {
  const instant = date instanceof Date ? date.getTime() : typeof date === "number" ? date : Date.parse(date);
  if (!Number.isFinite(instant)) throw new RangeError(`formatIstDateTime: invalid date ${String(date)}`);
  const inIndia = new Date(instant + IST_OFFSET_MINUTES * MS_PER_MINUTE);
  const hours = inIndia.getUTCHours();
  const minutes = String(inIndia.getUTCMinutes()).padStart(2, "0");
  return `${formatLongDate(instant)}, ${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"} IST`;
}
