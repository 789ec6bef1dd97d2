import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computePpfCalculator, validatePpf } from "./compute";
import { fields, fieldsIn } from "./fields";
import { ppfMeta } from "./meta";
import { PPF_TEXT } from "./text";

export { fields };

/** The PPF calculator with every word in the given language; its figures are the same in each. */
export function ppfIn(locale: Locale) {
  const t = messagesFor(PPF_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? ppfMeta : { ...ppfMeta, title: HINDI_TITLES.ppf ?? ppfMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupDeposits, fields: ["yearly", "timing", "rate"] },
      { title: t.groupHowLong, fields: ["years", "extension"] },
    ],
    validate: (input) => validatePpf(input, locale),
    compute: (input) => computePpfCalculator(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const ppf = ppfIn("en");
