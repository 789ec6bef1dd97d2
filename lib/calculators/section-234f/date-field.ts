import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { isoDateToUtc } from "@/lib/tax/late-fee-dates";
import type { IsoDate } from "@/lib/tax";
import type { FieldResult, TextField } from "../types";
import { SECTION_234F_TEXT } from "./text";

/*
 * A calendar date typed as YYYY-MM-DD, read strictly: the shape, a real month and day,
 * and a range. Each kind of mistake gets its own message, and a date typed day first
 * (15-09-2026, the Indian habit) is answered with the same date written the right way.
 */

const pad = (n: number) => String(n).padStart(2, "0");

export function readIsoDate(raw: string, range: { min: IsoDate; max: IsoDate }, locale: Locale = "en"): FieldResult<IsoDate> {
  const t = messagesFor(SECTION_234F_TEXT, locale);
  const value = raw.trim();
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value);
  if (dayFirst) {
    const suggestion = `${dayFirst[3]}-${pad(Number(dayFirst[2]))}-${pad(Number(dayFirst[1]))}`;
    return { ok: false, message: t.dateYearFirst(suggestion, value) };
  }
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!parts) return { ok: false, message: t.dateShape };
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12) return { ok: false, message: t.dateMonth };
  if (day < 1) return { ok: false, message: t.dateDay };
  if (isoDateToUtc(value) === null) {
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return { ok: false, message: t.dateDaysInMonth(month, year, daysInMonth) };
  }
  const date = value as IsoDate;
  if (date < range.min || date > range.max) {
    return { ok: false, message: t.dateRange(t.date(range.min), t.date(range.max)) };
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
  /** The language of the messages (label and help come already written in it). */
  locale?: Locale;
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
      return readIsoDate(raw, options, options.locale);
    },
  };
}
