import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeNsc, validateNsc } from "./compute";
import { fields, fieldsIn } from "./fields";
import { nscMeta } from "./meta";
import { NSC_TEXT } from "./text";

export { fields };

/** The NSC calculator with every word in the given language; its figures are the same in each. */
export function nscIn(locale: Locale) {
  const t = messagesFor(NSC_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? nscMeta : { ...nscMeta, title: HINDI_TITLES.nsc ?? nscMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [{ title: t.groupCertificate, fields: ["amount", "rate"] }],
    validate: (input) => validateNsc(input, locale),
    compute: (input) => computeNsc(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const nsc = nscIn("en");
