import type { Locale } from "@/lib/i18n/locales";
import { formOf, formWithFormer, isPrescribedFormKey, PRESCRIBED_FORM_KEYS } from "@/lib/tax/forms";
import { formOfHi, formWithFormerHi } from "@/lib/tax/forms-in-hindi";
import { CURRENT_FINANCIAL_YEAR, isFinancialYear, type FinancialYear } from "@/lib/tax/years";

/*
 * The names of prescribed forms in prose, read from the form registry (lib/tax/forms.ts), so
 * that content names the form the year needs and a renumbering is one edit there:
 *   {{form:employeeClaims}}          "Form 124 (earlier Form 12BB)" (the current year, with the old name)
 *   {{form:employeeClaims:name}}     "Form 124"
 *   {{form:2025-26:employeeClaims}}  "Form 12BB" (a named year: prose about that year on purpose)
 * In a Hindi text they read "फ़ॉर्म 124 (पहले फ़ॉर्म 12BB)" and "फ़ॉर्म 124", so the Hindi follows a
 * renumbering as the English does; a trailing ":en" keeps the English name (the glossary's
 * English column): {{form:employeeClaims:en}}.
 */

const FORM_PLACEHOLDER = /\{\{form:([^{}]*)\}\}/g;
const YEAR_LABEL = /^\d{4}-\d{2}$/;

/**
 * A placeholder's parts with a leading year taken off ("2025-26:lateFee"): the year it names,
 * or `fy` when it names none. Shared by `{{tax:…}}` and `{{form:…}}`; throws for a year we
 * have no rules for.
 */
export function takeNamedYear(parts: string[], fy: FinancialYear, placeholder: string): { year: FinancialYear; named: boolean } {
  if (!YEAR_LABEL.test(parts[0] ?? "")) return { year: fy, named: false };
  const label = parts.shift();
  if (!isFinancialYear(label)) throw new Error(`"${placeholder}" names a year we have no rules for`);
  return { year: label, named: true };
}

/** The text of one `{{form:…}}` (without the braces' "form:"), or throws saying what is wrong. */
export function formPlaceholderValue(inside: string, fy: FinancialYear = CURRENT_FINANCIAL_YEAR, locale: Locale = "en"): string {
  const parts = inside.split(":");
  const { year, named } = takeNamedYear(parts, fy, `{{form:${inside}}}`);
  const language = parts.at(-1) === "en" && parts.length > 1 ? (parts.pop(), "en") : locale;
  const [key = "", format, ...extra] = parts;
  if (extra.length > 0 || (format !== undefined && format !== "name")) {
    throw new Error(`Malformed form placeholder "{{form:${inside}}}": use {{form:key}} or {{form:key:name}}, with :en after it for the English name`);
  }
  if (!isPrescribedFormKey(key)) throw new Error(`Unknown form "${key}" in {{form:${inside}}}; known: ${PRESCRIBED_FORM_KEYS.join(", ")}`);
  // A named year is prose about that year: its own name, as its readers knew it.
  const [name, withFormer] = language === "hi" ? [formOfHi, formWithFormerHi] : [formOf, formWithFormer];
  return format === "name" || named ? name(key, year) : withFormer(key, year);
}

/** Every `{{form:…}}` in `source` replaced by the form's name in `locale`; `onUnknown` decides what a bad one becomes. */
export function renderFormPlaceholders(source: string, fy: FinancialYear, onUnknown: (placeholder: string, error: Error) => string, locale: Locale = "en"): string {
  if (!source.includes("{{form:")) return source;
  return source.replace(FORM_PLACEHOLDER, (placeholder: string, inside: string) => {
    try {
      return formPlaceholderValue(inside, fy, locale);
    } catch (error) {
      return onUnknown(placeholder, error instanceof Error ? error : new Error(String(error)));
    }
  });
}
