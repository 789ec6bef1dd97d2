import { longDate } from "@/lib/format/relative-time";
import type { BookingKind, BookingSlot } from "@/services/bookings";

/*
 * The booking forms' slot handling and English dates and times, kept apart from the
 * components so they read as plain functions (each language's words are in booking-text.ts
 * and booking-text-hi.ts). Slots arrive as Indian calendar dates and wall-clock times
 * ("2026-12-01", "15:30"), so nothing here shifts time zones: the +05:30 offset is only
 * written out so that longDate() reads the same day on any device.
 */

/** The kinds the pages name, and the API's name for each calendar (services/bookings). */
export type BookingFormKind = "tds" | "gst" | "dezerv";

export const BOOKING_KINDS: Readonly<Record<BookingFormKind, BookingKind>> = {
  tds: "tds-demo",
  gst: "gst-demo",
  dezerv: "dezerv-slot",
};

/** A slot as one radio value: "2026-12-01T15:30". */
export const slotValue = (slot: Pick<BookingSlot, "date" | "time">): string => `${slot.date}T${slot.time}`;

/** The date and time of a radio value, or null for anything else. */
export function parseSlotValue(value: string): { date: string; time: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  return match?.[1] && match[2] ? { date: match[1], time: match[2] } : null;
}

/** "15:30" → "3:30 pm"; "12:00" → "12:00 pm"; "00:15" → "12:15 am". */
export function formatSlotTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** "2026-12-01" → "Tuesday, December 1, 2026": the long date. */
export const formatSlotDay = (date: string): string => longDate(`${date}T00:00:00+05:30`);

/** "Tuesday, December 1, 2026 at 3:30 pm IST". */
export const describeSlot = (slot: Pick<BookingSlot, "date" | "time">): string => `${formatSlotDay(slot.date)} at ${formatSlotTime(slot.time)} IST`;

export interface SlotDay {
  date: string;
  slots: BookingSlot[];
}

/**
 * The slots grouped by day, days and times in order. Dates and times are fixed-width
 * ("YYYY-MM-DD", "HH:MM"), so comparing the strings orders them. A slot listed twice is
 * shown once (open if either copy is). Past slots are not filtered out: the server lists
 * what can be booked, and a device's wrong clock should not hide real times.
 */
export function groupSlotsByDay(slots: readonly BookingSlot[]): SlotDay[] {
  const unique = new Map<string, BookingSlot>();
  for (const slot of slots) {
    const seen = unique.get(slotValue(slot));
    if (!seen || (!seen.available && slot.available)) unique.set(slotValue(slot), slot);
  }
  const days = new Map<string, BookingSlot[]>();
  for (const slot of [...unique.values()].sort((a, b) => slotValue(a).localeCompare(slotValue(b)))) {
    days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** "9876543210" → "98765 43210", as Indian mobile numbers are usually written. */
export const formatMobileNumber = (tenDigits: string): string => `${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`;
