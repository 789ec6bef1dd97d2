import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeRd } from "./compute";
import { fields, fieldsIn } from "./fields";
import { formAcrossYearsFor } from "./form-names";
import { rdMeta } from "./meta";
import { RD_TEXT } from "./text";

export { fields };

/** The RD calculator with every word in the given language; its figures are the same in each. */
export function rdIn(locale: Locale) {
  const t = messagesFor(RD_TEXT, locale);
  const tdsAnswer = t.faqTdsAnswer(formAcrossYearsFor("noTdsDeclaration", locale));
  return defineCalculator({
    locale,
    meta: locale === "en" ? rdMeta : { ...rdMeta, title: HINDI_TITLES.rd ?? rdMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [{ title: t.group, fields: ["monthly", "rate", "months"] }],
    compute: (input) => computeRd(input, locale),
    explanation: [...t.explanation],
    // The TDS answer names the form of the year, so it is written apart (faqTdsAnswer).
    faq: t.faq.map((entry) => (entry.answer === "" ? { ...entry, answer: tdsAnswer } : entry)),
  });
}

export const rd = rdIn("en");
