import { indianCalendarDay } from "./date";

/** Month names as HINDI.md and Hindi newspapers write them; a module of its own, so English pages do not carry them. */
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"] as const;

/** "5 अप्रैल 2026": Latin digits, Hindi month (any input formatLongDate takes). Throws on an invalid date. */
export function formatLongDateHi(date: Date | number | string): string {
  const { day, month, year } = indianCalendarDay(date, "formatLongDateHi");
  return `${day} ${HINDI_MONTHS[month]} ${year}`;
}
