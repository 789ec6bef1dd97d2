import { parseIndianNumber } from "@/lib/format";
import type { Calculator, Field, InputOf } from "./types";

export type RawInputs = Record<string, string>;

/** What reading and writing inputs needs of a calculator: its fields only. */
type HasFields = Pick<Calculator<Record<string, Field>>, "fields">;

export interface ReadInputs<Fields extends Record<string, Field>> {
  /** The calculator's input when every visible field is valid. */
  input: InputOf<Fields> | null;
  /** A message per invalid field, keyed by parameter name. */
  errors: Partial<Record<keyof Fields & string, string>>;
}

/** The raw text of every field at its default: what a page shows before any typing. */
export function defaultRawInputs(calculator: HasFields): RawInputs {
  return Object.fromEntries(Object.entries(calculator.fields).map(([name, field]) => [name, field.defaultRaw]));
}

/**
 * Reads the calculator's own parameters from a query (unknown parameters are ignored;
 * a repeated parameter counts by its first value). Only parameters that are present
 * are returned, so the caller can lay them over the defaults.
 */
export function rawInputsFromQuery(
  calculator: HasFields,
  query: Record<string, string | string[] | undefined>,
): RawInputs {
  const raw: RawInputs = {};
  for (const [name, field] of Object.entries(calculator.fields)) {
    // Personal details never come from (or go to) the address bar.
    if (field.personal || !Object.prototype.hasOwnProperty.call(query, name)) continue;
    const value = query[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === "string") raw[name] = first;
  }
  return raw;
}

/**
 * The calculator form's submit button sends this parameter, so a form sent without scripts
 * can be told from a link: in it, a visible box that is not ticked was sent as nothing and
 * means "0", not "the default".
 */
export const FORM_SENT_PARAMETER = "calculate";

/** A form's raw inputs with its unticked visible boxes as "0" (they send nothing). */
export function withUntickedBoxes(calculator: HasFields, raw: RawInputs): RawInputs {
  const merged = { ...defaultRawInputs(calculator), ...raw };
  const unticked = Object.entries(calculator.fields).filter(
    ([name, field]) => field.kind === "toggle" && !(name in raw) && isFieldVisible(field, merged),
  );
  return { ...raw, ...Object.fromEntries(unticked.map(([name]) => [name, "0"])) };
}

export function isFieldVisible(field: Field, raw: RawInputs): boolean {
  return field.visibleWhen ? field.visibleWhen(raw) : true;
}

/** Validates every visible field; hidden fields take their defaults. */
export function readInputs<Fields extends Record<string, Field>>(
  calculator: Pick<Calculator<Fields>, "fields" | "validate">,
  raw: RawInputs,
): ReadInputs<Fields> {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(calculator.fields)) {
    const visible = isFieldVisible(field, raw);
    const result = field.read(visible ? (raw[name] ?? field.defaultRaw) : field.defaultRaw);
    if (result.ok) values[name] = result.value;
    else errors[name] = result.message;
  }
  if (Object.keys(errors).length === 0 && calculator.validate) {
    for (const [name, message] of Object.entries(calculator.validate(values as InputOf<Fields>))) {
      if (message && name in calculator.fields && isFieldVisible(calculator.fields[name]!, raw)) errors[name] = message;
    }
  }
  const valid = Object.keys(errors).length === 0;
  return {
    input: valid ? (values as InputOf<Fields>) : null,
    errors: errors as ReadInputs<Fields>["errors"],
  };
}

/**
 * The query string for the inputs: every visible field, in the calculator's field order.
 * All of them, not only those that differ from the defaults, so a shared link keeps its
 * meaning when a default changes (a new financial year). Amounts are written as plain
 * digits ("1275000", not "12,75,000"); text that does not parse is kept as typed, so a
 * reload shows the same input and its message rather than losing it.
 */
export function queryStringFor(calculator: HasFields, raw: RawInputs): string {
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(calculator.fields)) {
    if (field.personal || !isFieldVisible(field, raw)) continue;
    const value = raw[name] ?? field.defaultRaw;
    const parsed = field.kind === "amount" ? parseIndianNumber(value) : null;
    params.set(name, parsed === null ? value : String(parsed));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The result the page shows for these raw inputs: compute() when all is valid, else the calculator's verdict on invalid input, if it has one. */
export function resultFor<Fields extends Record<string, Field>>(
  calculator: Pick<Calculator<Fields>, "compute" | "resultWhenInvalid">,
  read: ReadInputs<Fields>,
  raw: RawInputs,
) {
  if (read.input) return calculator.compute(read.input);
  return calculator.resultWhenInvalid?.(read.errors, raw) ?? null;
}
