import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeEmi } from "./compute";
import { fields, fieldsIn } from "./fields";
import { validateTenure } from "./loan-fields";
import { emiMeta } from "./meta";
import { EMI_TEXT } from "./text";

export { fields };

/** The EMI calculator with every word in the given language; its figures are the same in each. */
export function emiIn(locale: Locale) {
  const t = messagesFor(EMI_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? emiMeta : { ...emiMeta, title: HINDI_TITLES.emi ?? emiMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [{ title: t.groupLoan, fields: ["amount", "rate", "years", "months"] }],
    validate: (input) => validateTenure(input, locale),
    compute: (input) => computeEmi(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const emi = emiIn("en");
