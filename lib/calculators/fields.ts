import { formatIndianNumber, formatInr, parseIndianNumber } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { FIELD_TEXT } from "./field-text";
import type { AmountField, ChoiceField, FieldResult, TextField, ToggleField } from "./types";

/*
 * Builders for the fields calculators declare: the calculators' input schema. Each field
 * reads its raw query-string text and answers either a value or a message to show beside
 * the field. The checks are plain comparisons rather than zod: even zod/mini adds about
 * 15 kB (gzip) to every calculator page's first load, for two comparisons per field.
 * zod stays where it earns its cost, parsing API responses in lazily loaded services.
 */

interface AmountOptions {
  label: string;
  help?: string;
  default: number;
  min?: number;
  max: number;
  visibleWhen?: AmountField["visibleWhen"];
  /** The language of the messages (labels and help come already written in it). */
  locale?: Locale;
}

function describe(value: number, unit: AmountField["unit"], locale: Locale): string {
  switch (unit) {
    case "rupees":
      return formatInr(value, { paise: !Number.isInteger(value) });
    case "percent":
      return `${formatIndianNumber(value, { maximumFractionDigits: 2 })}%`;
    case "number":
      return formatIndianNumber(value, { maximumFractionDigits: 2 });
    default:
      return FIELD_TEXT[locale].count(unit, value);
  }
}

export interface DecimalAmountOptions extends AmountOptions {
  unit: AmountField["unit"];
  decimals: number;
  /** How a limit reads in a message ("₹1,00,000", "10,000 g"); by default from the unit. */
  describe?: (value: number) => string;
  /** The message for text that is not a number; by default from the unit. */
  notANumber?: string;
  /** The message above the maximum, when a likelier cause than a typo can be named. */
  tooLarge?: string;
}

/** An amount with a chosen number of decimals: whole rupees, a rate to the paisa, a weight to the milligram. */
export function decimalAmount(options: DecimalAmountOptions): AmountField {
  const { unit, decimals } = options;
  const min = options.min ?? 0;
  const text = FIELD_TEXT[options.locale ?? "en"];
  const limit = options.describe ?? ((value: number) => describe(value, unit, options.locale ?? "en"));
  const read = (raw: string): FieldResult<number> => {
    if (raw.trim() === "") return { ok: true, value: options.default };
    const value = parseIndianNumber(raw);
    if (value === null) return { ok: false, message: options.notANumber ?? text.notANumber[unit] };
    const fraction = raw.split(".")[1]?.replace(/\D/g, "") ?? "";
    if (fraction.length > decimals) {
      return {
        ok: false,
        message: decimals === 0 ? text.wholeOnly(unit) : text.atMostDecimals(decimals),
      };
    }
    if (value < min) return { ok: false, message: text.atLeast(limit(min)) };
    if (value > options.max) return { ok: false, message: options.tooLarge ?? text.atMost(limit(options.max)) };
    return { ok: true, value };
  };
  return {
    kind: "amount",
    unit,
    decimals,
    min,
    max: options.max,
    label: options.label,
    help: options.help,
    defaultRaw: String(options.default),
    read,
    visibleWhen: options.visibleWhen,
  };
}

const amountField = (unit: AmountField["unit"], decimals: number, options: AmountOptions) => decimalAmount({ ...options, unit, decimals });

/** Whole rupees. */
export const rupees = (options: AmountOptions) => amountField("rupees", 0, options);
/** Rupees and paise, for rules that work in paise (GST, a jeweller's bill). */
export const rupeesAndPaise = (options: AmountOptions) => amountField("rupees", 2, options);
/** A rate in per cent a year, to two decimals. */
export const percent = (options: AmountOptions) => amountField("percent", 2, options);
export const years = (options: AmountOptions) => amountField("years", 0, options);
export const months = (options: AmountOptions) => amountField("months", 0, options);
export const days = (options: AmountOptions) => amountField("days", 0, options);
export const count = (options: AmountOptions) => amountField("number", 0, options);

export function choice<Value extends string>(options: {
  label: string;
  help?: string;
  options: readonly { value: Value; label: string }[];
  labelsFor?: ChoiceField<Value>["labelsFor"];
  default: Value;
  display?: "radio" | "select";
  visibleWhen?: ChoiceField["visibleWhen"];
  locale?: Locale;
}): ChoiceField<Value> {
  const allowed = options.options.map((option) => option.value);
  const list = options.options.map((option) => option.label).join(", ");
  return {
    kind: "choice",
    label: options.label,
    help: options.help,
    options: options.options,
    labelsFor: options.labelsFor,
    display: options.display,
    defaultRaw: options.default,
    visibleWhen: options.visibleWhen,
    read: (raw) => {
      if (raw.trim() === "") return { ok: true, value: options.default };
      const value = allowed.find((candidate) => candidate === raw.trim());
      return value ? { ok: true, value } : { ok: false, message: FIELD_TEXT[options.locale ?? "en"].chooseOneOf(list) };
    },
  };
}

/** A yes/no input: `1` or `0` in the query string. */
export function toggle(options: {
  label: string;
  help?: string;
  default: boolean;
  visibleWhen?: ToggleField["visibleWhen"];
  locale?: Locale;
}): ToggleField {
  return {
    kind: "toggle",
    label: options.label,
    help: options.help,
    defaultRaw: options.default ? "1" : "0",
    visibleWhen: options.visibleWhen,
    read: (raw) => {
      const value = raw.trim();
      if (value === "") return { ok: true, value: options.default };
      if (value === "1") return { ok: true, value: true };
      if (value === "0") return { ok: true, value: false };
      return { ok: false, message: FIELD_TEXT[options.locale ?? "en"].yesOrNo };
    },
  };
}

export function text(options: {
  label: string;
  help?: string;
  default?: string;
  maxLength: number;
  placeholder?: string;
  autoCapitalize?: "characters" | "none";
  /** A personal detail, kept out of the address bar (see FieldBase.personal). */
  personal?: boolean;
  /** Cleans what was typed (e.g. trims and upper-cases) before the value is used. */
  normalise?: (raw: string) => string;
  visibleWhen?: TextField["visibleWhen"];
  locale?: Locale;
}): TextField {
  return {
    kind: "text",
    label: options.label,
    help: options.help,
    defaultRaw: options.default ?? "",
    maxLength: options.maxLength,
    placeholder: options.placeholder,
    autoCapitalize: options.autoCapitalize,
    personal: options.personal,
    visibleWhen: options.visibleWhen,
    read: (raw) => {
      const value = (options.normalise ?? ((s: string) => s.trim()))(raw);
      if (value.length > options.maxLength) {
        return { ok: false, message: FIELD_TEXT[options.locale ?? "en"].atMostCharacters(options.maxLength) };
      }
      return { ok: true, value };
    },
  };
}
