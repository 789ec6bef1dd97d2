import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeHra } from "./compute";
import { fields, fieldsIn } from "./fields";
import { hraMeta } from "./meta";
import { HRA_TEXT } from "./text";

export { fields };

/** The HRA calculator with every word in the given language; its figures are the same in each. */
export function hraIn(locale: Locale) {
  const t = messagesFor(HRA_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? hraMeta : { ...hraMeta, title: HINDI_TITLES.hra ?? hraMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "entry"] },
      { title: t.groupAmounts, fields: ["basic", "hraReceived", "rent", "basicMonthly", "hraReceivedMonthly", "rentMonthly"] },
      { title: t.groupPlace, fields: ["metro"] },
    ],
    compute: (input) => computeHra(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const hra = hraIn("en");
