import { formatLongDate } from "@/lib/format";
import { isoDateToUtc } from "@/lib/tax/late-fee-dates";
import type { IsoDate } from "@/lib/tax";
import type { FieldResult, TextField } from "../types";

/*
 * A calendar date typed as YYYY-MM-DD, read strictly: the shape, a real month and day,
 * and a range. Each kind of mistake gets its own message, and a date typed day first
 * (15-09-2026, the Indian habit) is answered with the same date written the right way.
 */

const MONTHS = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
] as const;

const pad = (n: number) => String(n).padStart(2, "0");

export function readIsoDate(raw: string, range: { min: IsoDate; max: IsoDate }): FieldResult<IsoDate> {
  const value = raw.trim();
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (dayFirst) {
    const suggestion = `${dayFirst[3]}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}`;
    return { ok: false, message: `Write the year first, as YYYY-MM-DD: ${suggestion} for ${value}.` };
  }
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return { ok: false, message: "Enter the date as YYYY-MM-DD, for example 2026-09-15." };
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12) return { ok: false, message: "The month (the middle part) must be 01 to 12." };
  if (day < 1) return { ok: false, message: "The day (the last part) must be 01 or more." };
  if (isoDateToUtc(value) === null) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { ok: false, message: `${MONTHS[month - 1]} ${year} has only ${daysInMonth} days.` };
  }
  const date = value as IsoDate;
  if (date < range.min || date > range.max) {
    return { ok: false, message: `Enter a date from ${formatLongDate(range.min)} to ${formatLongDate(range.max)}.` };
  }
  return { ok: true, value: date };
}

/** A YYYY-MM-DD field; blank means the default, like every other field. */
export function isoDateField(options: {
  label: string;
  help?: string;
  default: IsoDate;
  min: IsoDate;
  max: IsoDate;
}): TextField {
  return {
    kind: "text",
    label: options.label,
    help: options.help,
    defaultRaw: options.default,
    maxLength: 10,
    placeholder: "YYYY-MM-DD",
    autoCapitalize: "none",
    read: (raw) => {
      if (raw.trim() === "") return { ok: true, value: options.default };
      return readIsoDate(raw, options);
    },
  };
}
