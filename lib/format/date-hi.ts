import { indianCalendarDay } from "./date";

/** Month names as HINDI.md and Hindi newspapers write them; a module of its own, so English pages do not carry them. */
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"] as const;
const ENGLISH_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

/** A month's Hindi name by its number (1 is January). */
export const hindiMonthName = (month: number): string => HINDI_MONTHS[month - 1] ?? "";

/** An English month's name in Hindi ("April" → "अप्रैल"); any other word as it is. */
export function hindiMonthOf(english: string): string {
  const index = (ENGLISH_MONTHS as readonly string[]).indexOf(english);
  return index < 0 ? english : HINDI_MONTHS[index]!;
}

/** "5 अप्रैल 2026": Latin digits, Hindi month (any input formatLongDate takes). Throws on an invalid date. */
export function formatLongDateHi(date: Date | number | string): string {
  const { day, month, year } = indianCalendarDay(date, "formatLongDateHi");
  return `${day} ${HINDI_MONTHS[month]} ${year}`;
}

/** The part of the day as Hindi says a time ("शाम 6:30 बजे"), by the hour of a 24-hour clock. */
const partOfDay = (hours: number) => (hours < 4 ? "रात" : hours < 12 ? "सुबह" : hours < 16 ? "दोपहर" : hours < 20 ? "शाम" : "रात");

/** A clock time as Hindi says it: (15, 30) → "दोपहर 3:30 बजे"; (0, 15) → "रात 12:15 बजे". */
export function clockTimeHi(hours: number, minutes: number | string): string {
  return `${partOfDay(hours)} ${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} बजे`;
}

/** Weekdays from Sunday, as Date.getDay() counts them. */
const HINDI_WEEKDAYS = ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"] as const;

/** A weekday's Hindi name by Date.getDay()'s number (0 is Sunday). */
export const hindiWeekdayName = (day: number): string => HINDI_WEEKDAYS[day] ?? "";
