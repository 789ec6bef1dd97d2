import type { Locale } from "@/lib/i18n/locales";
import { FIELD_TEXT } from "../field-text";
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
  /** the message for a typed amount below ₹1: "Enter at least ₹1, or leave it blank to …" */
  atLeastOrBlank: string;
  visibleWhen?: AmountField["visibleWhen"];
  locale?: Locale;
}): AmountField {
  const locale = options.locale ?? "en";
  const base = rupees({ locale, label: options.label, help: options.help, default: NOT_GIVEN, min: 1, max: options.max, visibleWhen: options.visibleWhen });
  // The builder's "at least" message, whatever its limit: the words before the limit.
  const atLeast = FIELD_TEXT[locale].atLeast("\u0000").split("\u0000")[0] ?? "";
  return {
    ...base,
    defaultRaw: "",
    read: (raw) => {
      if (raw.trim() === "") return { ok: true, value: NOT_GIVEN };
      const result = base.read(raw);
      if (!result.ok && result.message.startsWith(atLeast)) {
        return { ok: false, message: options.atLeastOrBlank };
      }
      return result;
    },
  };
}
