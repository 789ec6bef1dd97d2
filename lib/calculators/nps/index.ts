import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeNpsCalculator, validateNps } from "./compute";
import { fields, fieldsIn } from "./fields";
import { npsMeta } from "./meta";
import { NPS_TEXT } from "./text";

export { fields };

/** The NPS calculator with every word in the given language; its figures are the same in each. */
export function npsIn(locale: Locale) {
  const t = messagesFor(NPS_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? npsMeta : { ...npsMeta, title: HINDI_TITLES.nps ?? npsMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYou, fields: ["sector", "age", "exitAge"] },
      { title: t.groupContributions, fields: ["monthly", "increase", "rate"] },
      { title: t.groupExit, fields: ["annuity", "annuityRate"] },
    ],
    validate: (input) => validateNps(input, locale),
    compute: (input) => computeNpsCalculator(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const nps = npsIn("en");
