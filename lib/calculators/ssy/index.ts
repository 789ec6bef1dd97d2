import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeSsyCalculator, validateSsy } from "./compute";
import { fields, fieldsIn } from "./fields";
import { ssyMeta } from "./meta";
import { SSY_TEXT } from "./text";

export { fields };

/** The Sukanya Samriddhi calculator with every word in the given language; its figures are the same in each. */
export function ssyIn(locale: Locale) {
  const t = messagesFor(SSY_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? ssyMeta : { ...ssyMeta, title: HINDI_TITLES.ssy ?? ssyMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupDeposits, fields: ["yearly", "timing", "rate"] },
      { title: t.groupHowLong, fields: ["depositYears"] },
    ],
    validate: (input) => validateSsy(input, locale),
    compute: (input) => computeSsyCalculator(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const ssy = ssyIn("en");
