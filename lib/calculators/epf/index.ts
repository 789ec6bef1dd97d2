import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeEpfCalculator, validateEpf } from "./compute";
import { fields, fieldsIn } from "./fields";
import { epfMeta } from "./meta";
import { EPF_TEXT } from "./text";

export { fields };

/** The EPF calculator with every word in the given language; its figures are the same in each. */
export function epfIn(locale: Locale) {
  const t = messagesFor(EPF_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? epfMeta : { ...epfMeta, title: HINDI_TITLES.epf ?? epfMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupPay, fields: ["monthlyBasic", "age", "retireAge", "growth"] },
      { title: t.groupAccount, fields: ["rate", "opening"] },
      { title: t.groupEmployer, fields: ["contribution", "capped", "pension", "timing"] },
    ],
    validate: (input) => validateEpf(input, locale),
    compute: (input) => computeEpfCalculator(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const epf = epfIn("en");
