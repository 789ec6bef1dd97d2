/**
 * Dates as the site writes them, always in Indian Standard Time (Asia/Kolkata), so a page
 * rendered on a server in UTC and hydrated in a browser in London shows the same day.
 * IST is UTC+05:30 all year (no daylight saving), so the shift is done with arithmetic,
 * not with Intl time-zone data, which small ICU builds may lack.
 */
const IST_OFFSET_MINUTES = 330;
const MS_PER_MINUTE = 60_000;
/** Month names by the page's language: Hindi as HINDI.md and Hindi newspapers write them. */
const MONTHS_BY_LANGUAGE = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
} as const;

export type DateLanguage = keyof typeof MONTHS_BY_LANGUAGE;

/**
 * "15 June 2026" ("15 जून 2026" with language "hi": Latin digits, Hindi month). Accepts a Date, a timestamp in milliseconds, or a string: a plain
 * calendar date "YYYY-MM-DD" is taken as that day (no time-zone shift); any other string
 * is parsed by Date and shown as the day it is in India. Throws on an invalid date.
 */
export function formatLongDate(date: Date | number | string, language: DateLanguage = "en"): string {
  const MONTHS = MONTHS_BY_LANGUAGE[language];
  if (typeof date === "string") {
    const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (calendarDate) {
      const [, year, month, day] = calendarDate;
      const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      if (check.getUTCFullYear() !== Number(year) || check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) {
        throw new RangeError(`formatLongDate: no such date "${date}"`);
      }
      return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
    }
  }
  const instant = date instanceof Date ? date.getTime() : typeof date === "number" ? date : Date.parse(date);
  if (!Number.isFinite(instant)) throw new RangeError(`formatLongDate: invalid date ${String(date)}`);
  const inIndia = new Date(instant + IST_OFFSET_MINUTES * MS_PER_MINUTE);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
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
