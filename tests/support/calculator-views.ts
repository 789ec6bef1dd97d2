import { groupWhileTyping } from "@/components/calculators/amount-input";
import { isFieldVisible, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import type { Calculator, ChoiceField, Field } from "@/lib/calculators/types";

/*
 * Pure helpers shared by the browser's hostile-input tests (tests/e2e/hostile-input.spec.ts)
 * and the jsdom sweep of every calculator (tests/unit/components/calculators/every-calculator*):
 * how the calculator library says a form must look for some raw inputs, and the helpers
 * that keep long hostile values readable in failure messages. No browser, no DOM here.
 */

export type AnyCalculator = Calculator<Record<string, Field>>;

/** A person cannot type a NUL and Chromium may drop one on the way into a field; the rest must be kept. */
export const withoutNul = (text: string) => text.replace(/\u0000/g, "");

/** A 32-bit FNV-1a hash of the UTF-16 code units: enough to tell two long values apart. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/** Long values are compared by their ends, length and fingerprint, so a failure message stays readable. */
export const brief = (text: string) =>
  text.length <= 80 ? text : `${text.slice(0, 30)}…${text.slice(-30)} (${text.length} characters, #${fingerprint(text)})`;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Radio buttons for two or three options, a select for more, unless the field says (components/calculators/calculator-form.tsx). */
export const isRadio = (field: ChoiceField) => (field.display ?? (field.options.length <= 3 ? "radio" : "select")) === "radio";

/** What an amount or text field shows for its raw text: rupee fields regroup the digits (components/calculators/amount-input.tsx). */
export function shownIn(field: Field, raw: string): string {
  return field.kind === "amount" && field.unit === "rupees" ? groupWhileTyping(raw) : raw;
}

/** The text and amount fields: the ones a person types into. */
export const typableFields = (calculator: AnyCalculator) =>
  Object.entries(calculator.fields).filter(([, field]) => field.kind === "amount" || field.kind === "text");

/** One field as the form shows it; the same shape is built from the library's verdict. */
export interface FieldView {
  present: number;
  invalid?: boolean[];
  message?: string | null;
  messageVisible?: boolean;
  value?: string;
  checked?: boolean[];
  placeholderShowsValue?: boolean;
}

/** The form as the calculator library says it must look for these raw inputs. */
export function expectedView(calculator: AnyCalculator, raw: RawInputs, names: readonly string[]): Record<string, FieldView> {
  const { errors } = readInputs(calculator, raw);
  const view: Record<string, FieldView> = {};
  for (const name of names) {
    const field = calculator.fields[name]!;
    if (!isFieldVisible(field, raw)) {
      view[name] = { present: 0 };
      continue;
    }
    const value = raw[name] ?? field.defaultRaw;
    const message = errors[name] ?? null;
    const count = field.kind === "choice" && isRadio(field) ? field.options.length : 1;
    const entry: FieldView = { present: count, invalid: Array<boolean>(count).fill(message !== null), message, messageVisible: message !== null };
    if (field.kind === "amount" || field.kind === "text") entry.value = brief(withoutNul(shownIn(field, value)));
    if (field.kind === "toggle") entry.checked = [value === "1"];
    if (field.kind === "choice" && isRadio(field)) entry.checked = field.options.map((option) => option.value === value);
    // A value that is not an option is named in the select's placeholder (calculator-form.tsx), as text.
    if (field.kind === "choice" && !isRadio(field)) entry.placeholderShowsValue = value !== "" && !field.options.some((option) => option.value === value);
    view[name] = entry;
  }
  return view;
}
