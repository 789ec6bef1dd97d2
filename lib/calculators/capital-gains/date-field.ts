import { longDate, readIsoDate } from "@/lib/tax/capital-gains-dates";
import type { IsoDate } from "@/lib/tax";
import { text } from "../fields";
import type { TextField } from "../types";

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
}): TextField {
  const base = text({
    label: options.label,
    help: options.help,
    default: options.default,
    maxLength: 10,
    placeholder: "YYYY-MM-DD",
    visibleWhen: options.visibleWhen,
  });
  const outOfRange = options.outOfRange ?? `Enter a date from ${longDate(options.earliest)} to ${longDate(options.latest)}.`;
  return {
    ...base,
    read: (raw) => {
      if (raw.trim() === "") {
        return options.optional ? { ok: true, value: "" } : { ok: false, message: "Enter the date as YYYY-MM-DD, for example 2024-07-23." };
      }
      const reading = readIsoDate(raw);
      if (!reading.ok) return { ok: false, message: reading.message };
      if (reading.date < options.earliest || reading.date > options.latest) return { ok: false, message: outOfRange };
      return { ok: true, value: reading.date };
    },
  };
}
