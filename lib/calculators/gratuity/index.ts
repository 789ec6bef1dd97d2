import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeGratuity, validateGratuity } from "./compute";
import { fields, fieldsIn } from "./fields";
import { gratuityMeta } from "./meta";
import { GRATUITY_TEXT } from "./text";

export { fields };

/** The gratuity calculator with every word in the given language; its figures are the same in each. */
export function gratuityIn(locale: Locale) {
  const t = messagesFor(GRATUITY_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? gratuityMeta : { ...gratuityMeta, title: HINDI_TITLES.gratuity ?? gratuityMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "employer", "covered"] },
      { title: t.groupSalary, fields: ["salary", "avgSalary", "years", "months"] },
      { title: t.groupPaid, fields: ["received", "earlier"] },
    ],
    validate: (input) => validateGratuity(input, locale),
    compute: (input) => computeGratuity(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const gratuity = gratuityIn("en");
