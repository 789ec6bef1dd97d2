import { rupees } from "../fields";
import type { AmountField } from "../types";

/** What an optional amount left blank reads as: no amount was given. A typed amount is at least ₹1, so 0 means blank and nothing else. */
export const NOT_GIVEN = 0;

/**
 * Whole rupees that may be left blank, for an amount that has a sensible stand-in (the
 * gratuity the formula gives, the last salary for the average). The field shows empty by
 * default; blank reads as NOT_GIVEN; anything typed is checked like any rupee field, with
 * ₹1 as the least, so a typed 0 is never mistaken for "not given".
 */
export function optionalRupees(options: {
  label: string;
  help: string;
  max: number;
  /** finishes "leave it blank to …" */
  blankMeans: string;
  visibleWhen?: AmountField["visibleWhen"];
}): AmountField {
  const base = rupees({ label: options.label, help: options.help, default: NOT_GIVEN, min: 1, max: options.max, visibleWhen: options.visibleWhen });
  return {
    ...base,
    defaultRaw: "",
    read: (raw) => {
      if (raw.trim() === "") return { ok: true, value: NOT_GIVEN };
      const result = base.read(raw);
      if (!result.ok && result.message.startsWith("Enter at least")) {
        return { ok: false, message: `Enter at least ₹1, or leave it blank to ${options.blankMeans}.` };
      }
      return result;
    },
  };
}
