/**
 * When something happened, as chat lists and notifications show it, always in Indian
 * Standard Time whatever the machine's zone. IST is UTC+05:30 all year (no daylight
 * saving), so, as in ./date.ts, the shift is arithmetic and needs no Intl time-zone data.
 */
const IST_OFFSET_MS = 330 * 60_000;
const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

type DateInput = Date | number | string;

/** Dates reach ±8.64e15 ms; the shift to India must stay inside that range too. */
const LATEST_SHIFTABLE_MS = 8.64e15 - IST_OFFSET_MS;

/** Milliseconds since the epoch, or NaN for anything that is not a (representable) date. */
function toInstant(date: DateInput): number {
  let instant = Number.NaN;
  if (date instanceof Date) instant = date.getTime();
  else if (typeof date === "number") instant = date;
  else if (typeof date === "string") instant = Date.parse(date);
  return Math.abs(instant) <= LATEST_SHIFTABLE_MS ? instant : Number.NaN;
}

/** A Date whose UTC fields read as the wall clock in India at `instant`. */
const indianWallClock = (instant: number): Date => new Date(instant + IST_OFFSET_MS);

const twoDigits = (n: number): string => String(n).padStart(2, "0");

/** "3:05 PM"; midnight is "12:00 AM" and noon "12:00 PM". */
function clockTime(wall: Date): string {
  const hours = wall.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${twoDigits(wall.getUTCMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** "05/11/26 3:05 PM" (dd/mm/yy). */
function shortDateTime(wall: Date): string {
  const day = twoDigits(wall.getUTCDate());
  const month = twoDigits(wall.getUTCMonth() + 1);
  const year = twoDigits(wall.getUTCFullYear() % 100);
  return `${day}/${month}/${year} ${clockTime(wall)}`;
}

/**
 * How long ago `date` was, seen from `now`:
 * - under 60 seconds: "Just Now";
 * - under 60 minutes: "{n} Min ago" (whole minutes, rounded down: 59 s is "Just Now",
 *   60 s is "1 Min ago");
 * - under 24 hours: "{n} Hrs ago" (whole hours, rounded down; "1 Hrs ago" as the site
 *   has always written it);
 * - under 7 days: the weekday and time in India, "Monday 3:05 PM";
 * - otherwise: "dd/mm/yy h:mm AM/PM" in India, "05/11/26 3:05 PM".
 *
 * A date up to a minute in the future reads "Just Now" (the server's clock a little ahead
 * of the browser's); further in the future it is shown as the full date and time, never
 * as "in n minutes" or a negative count. Input that is not a date (an invalid Date, an
 * unparseable string, NaN) gives "", so a bad timestamp from the API leaves the label
 * empty instead of breaking the list it sits in.
 */
export function relativeTime(date: DateInput, now: DateInput = new Date()): string {
  const instant = toInstant(date);
  const nowInstant = toInstant(now);
  if (!Number.isFinite(instant) || !Number.isFinite(nowInstant)) return "";
  const elapsed = nowInstant - instant;
  if (elapsed < -MINUTE_MS) return shortDateTime(indianWallClock(instant));
  if (elapsed < MINUTE_MS) return "Just Now";
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)} Min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)} Hrs ago`;
  const wall = indianWallClock(instant);
  if (elapsed < WEEK_MS) return `${WEEKDAYS[wall.getUTCDay()]} ${clockTime(wall)}`;
  return shortDateTime(wall);
}

/**
 * "Saturday, November 21, 2026": the English weekday, month, day and year of the day it
 * is in India. Not to be confused with formatLongDate ("21 November 2026"), the site's
 * usual date style. Input that is not a date gives "", as for relativeTime.
 */
export function longDate(date: DateInput): string {
  const instant = toInstant(date);
  if (!Number.isFinite(instant)) return "";
  const wall = indianWallClock(instant);
  return `${WEEKDAYS[wall.getUTCDay()]}, ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCDate()}, ${wall.getUTCFullYear()}`;
}
