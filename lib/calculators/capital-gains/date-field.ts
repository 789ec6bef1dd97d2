import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { readIsoDate } from "@/lib/tax/capital-gains-dates";
import type { IsoDate } from "@/lib/tax";
import { text } from "../fields";
import type { TextField } from "../types";
import { CAPITAL_GAINS_TEXT } from "./text";

/**
 * A date typed as YYYY-MM-DD, built on the frame's text field with a strict check: the
 * format, a day that exists, and a range. Unlike amounts, a required date left blank is
 * an error, not the default: a cleared date silently replaced by another would give a
 * wrong tax with no sign of it. An optional date reads blank as "" (not given).
 */
export function dateField(options: {
  label: string;
  help?: string;
  default: string;
  earliest: IsoDate;
  latest: IsoDate;
  /** what to say when the date is outside [earliest, latest] */
  outOfRange?: string;
  optional?: boolean;
  visibleWhen?: TextField["visibleWhen"];
  /** The language of the messages (label and help come already written in it). */
  locale?: Locale;
}): TextField {
  const t = messagesFor(CAPITAL_GAINS_TEXT, options.locale ?? "en");
  const base = text({
    locale: options.locale,
    label: options.label,
    help: options.help,
    default: options.default,
    maxLength: 10,
    placeholder: "YYYY-MM-DD",
    visibleWhen: options.visibleWhen,
  });
  const outOfRange = options.outOfRange ?? t.dateRange(t.date(options.earliest), t.date(options.latest));
  return {
    ...base,
    read: (raw) => {
      if (raw.trim() === "") {
        return options.optional ? { ok: true, value: "" } : { ok: false, message: t.dateShape };
      }
      const reading = readIsoDate(raw);
      if (!reading.ok) return { ok: false, message: t.dateReading(raw, reading.message) };
      if (reading.date < options.earliest || reading.date > options.latest) return { ok: false, message: outOfRange };
      return { ok: true, value: reading.date };
    },
  };
}
