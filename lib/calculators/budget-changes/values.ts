import { formatInr, formatLongDate } from "@/lib/format";
import { formatLongDateHi } from "@/lib/format/date-hi";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { ValueChange } from "@/lib/tax/year-differences";
import { BUDGET_CHANGES_TEXT } from "./text";

type Text = TranslationOf<(typeof BUDGET_CHANGES_TEXT)["en"]>;

/*
 * A value of the registry in words, for the table of what changed: amounts in rupees, rates in
 * percent, dates in full, a slab table band by band, a rule that did not exist as "none".
 */

interface Band {
  upTo: number | null;
  rate: number;
}

const isBands = (value: unknown): value is { bands: Band[] } =>
  typeof value === "object" && value !== null && Array.isArray((value as { bands?: unknown }).bands);

/** "Up to ₹4,00,000: nil; ₹4,00,000 to ₹8,00,000: 5%; …; above ₹24,00,000: 30%". */
function slabText(bands: readonly Band[], t: Text): string {
  let from = 0;
  return bands
    .map((band) => {
      const rate = band.rate === 0 ? t.nil : `${band.rate}%`;
      const text =
        band.upTo === null ? t.bandAbove(formatInr(from), rate) : from === 0 ? t.bandUpTo(formatInr(band.upTo), rate) : t.band(formatInr(from), formatInr(band.upTo), rate);
      from = band.upTo ?? from;
      return text;
    })
    .join("; ");
}

export function valueText(value: unknown, unit: ValueChange["unit"], locale: Locale = "en"): string {
  const t = messagesFor(BUDGET_CHANGES_TEXT, locale);
  if (value === undefined || value === null) return t.none;
  if (isBands(value)) return slabText(value.bands, t);
  if (Array.isArray(value)) return value.length === 0 ? t.none : value.map((item) => (typeof item === "object" ? JSON.stringify(item) : String(item))).join(", ");
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (typeof value === "number") {
    if (unit === "INR") return formatInr(value);
    if (unit === "percent") return `${value}%`;
    return String(value);
  }
  if (typeof value === "string" && unit === "date") return locale === "en" ? formatLongDate(value) : formatLongDateHi(value);
  return String(value);
}

/** For the CSV: an amount or a rate as a plain number (as the site's other CSVs), anything else as shown. */
export function csvValue(value: unknown, unit: ValueChange["unit"], locale: Locale = "en"): string | number {
  return typeof value === "number" ? value : valueText(value, unit, locale);
}
