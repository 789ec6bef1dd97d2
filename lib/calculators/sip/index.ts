import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeSip, validateSip } from "./compute";
import { fields, fieldsIn } from "./fields";
import { sipMeta } from "./meta";
import { SIP_TEXT } from "./text";

export { fields };

/** The SIP calculator with every word in the given language; its figures are the same in each. */
export function sipIn(locale: Locale) {
  const t = messagesFor(SIP_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? sipMeta : { ...sipMeta, title: HINDI_TITLES.sip ?? sipMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupSip, fields: ["monthly", "years"] },
      { title: t.groupAssumptions, fields: ["rate", "stepUp"] },
    ],
    validate: (input) => validateSip(input, locale),
    compute: (input) => computeSip(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const sip = sipIn("en");
