import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeHsnFinder, validateHsnFinder } from "./compute";
import { fields, fieldsIn } from "./fields";
import { hsnFinderMeta } from "./meta";
import { HSN_FINDER_TEXT } from "./text";

export { fields };

/** The HSN/SAC finder with every word in the given language; the codes and counts are the same in each. */
export function hsnFinderIn(locale: Locale) {
  const t = messagesFor(HSN_FINDER_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? hsnFinderMeta : { ...hsnFinderMeta, title: HINDI_TITLES["hsn-finder"] ?? hsnFinderMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    validate: (input) => validateHsnFinder(input, locale),
    compute: (input) => computeHsnFinder(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const hsnFinder = hsnFinderIn("en");
