import { formatIndianNumber, formatInr, parseIndianNumber } from "@/lib/format";
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
}

const NOT_A_NUMBER: Record<AmountField["unit"], string> = {
  rupees: "Enter an amount in rupees using digits, like 12,75,000.",
  percent: "Enter a percentage using digits, like 7.1.",
  years: "Enter a number of years using digits, like 15.",
  months: "Enter a number of months using digits, like 6.",
  days: "Enter a number of days using digits, like 45.",
  number: "Enter a number using digits.",
};

const WHOLE_UNITS: Record<AmountField["unit"], string> = {
  rupees: "whole rupees",
  percent: "a whole percentage",
  years: "whole years",
  months: "whole months",
  days: "whole days",
  number: "a whole number",
};

function describe(value: number, unit: AmountField["unit"]): string {
  switch (unit) {
    case "rupees":
      return formatInr(value, { paise: !Number.isInteger(value) });
    case "percent":
      return `${formatIndianNumber(value, { maximumFractionDigits: 2 })}%`;
    case "years":
      return `${value} ${value === 1 ? "year" : "years"}`;
    case "months":
      return `${value} ${value === 1 ? "month" : "months"}`;
    case "days":
      return `${value} ${value === 1 ? "day" : "days"}`;
    default:
      return formatIndianNumber(value, { maximumFractionDigits: 2 });
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
  const limit = options.describe ?? ((value: number) => describe(value, unit));
  const read = (raw: string): FieldResult<number> => {
    if (raw.trim() === "") return { ok: true, value: options.default };
    const value = parseIndianNumber(raw);
    if (value === null) return { ok: false, message: options.notANumber ?? NOT_A_NUMBER[unit] };
    const fraction = raw.split(".")[1]?.replace(/\D/g, "") ?? "";
    if (fraction.length > decimals) {
      return {
        ok: false,
        message: decimals === 0 ? `Enter ${WHOLE_UNITS[unit]}, without decimals.` : `Use at most ${decimals} decimal places.`,
      };
    }
    if (value < min) return { ok: false, message: `Enter at least ${limit(min)}.` };
    if (value > options.max) return { ok: false, message: options.tooLarge ?? `Enter at most ${limit(options.max)}.` };
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
      return value ? { ok: true, value } : { ok: false, message: `Choose one of: ${list}.` };
    },
  };
}

/** A yes/no input: `1` or `0` in the query string. */
export function toggle(options: {
  label: string;
  help?: string;
  default: boolean;
  visibleWhen?: ToggleField["visibleWhen"];
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
      return { ok: false, message: "Use 1 for yes or 0 for no." };
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
        return { ok: false, message: `Enter at most ${options.maxLength} characters.` };
      }
      return { ok: true, value };
    },
  };
}
