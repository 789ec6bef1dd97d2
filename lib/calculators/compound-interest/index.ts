import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeCompoundInterest, validateCompoundInterest } from "./compute";
import { fields, fieldsIn } from "./fields";
import { compoundInterestMeta } from "./meta";
import { COMPOUND_INTEREST_TEXT } from "./text";

export { fields };

/** The compound-interest calculator with every word in the given language; its figures are the same in each. */
export function compoundInterestCalculatorIn(locale: Locale) {
  const t = messagesFor(COMPOUND_INTEREST_TEXT, locale);
  const meta = compoundInterestMeta;
  return defineCalculator({
    locale,
    meta: locale === "en" ? meta : { ...meta, title: HINDI_TITLES["compound-interest"] ?? meta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupMoney, fields: ["principal", "years"] },
      { title: t.groupInterest, fields: ["rate", "freq"] },
    ],
    validate: (input) => validateCompoundInterest(input, locale),
    compute: (input) => computeCompoundInterest(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const compoundInterestCalculator = compoundInterestCalculatorIn("en");
