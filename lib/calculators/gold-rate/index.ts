import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeGoldRate, validateGoldRate } from "./compute";
import { fields, fieldsIn } from "./fields";
import { goldRateMeta } from "./meta";
import { GOLD_RATE_TEXT } from "./text";

export { fields };

/** The gold-rate calculator with every word in the given language; its figures are the same in each. */
export function goldRateIn(locale: Locale) {
  const t = messagesFor(GOLD_RATE_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? goldRateMeta : { ...goldRateMeta, title: HINDI_TITLES["gold-rate"] ?? goldRateMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupRate, fields: ["rate", "purity"] },
      { title: t.groupPiece, fields: ["karat", "weight", "unit"] },
      { title: t.groupCharges, fields: ["making", "makingType", "hallmark", "pieces"] },
      { title: t.groupOld, fields: ["oldWeight", "oldKarat"] },
    ],
    validate: (input) => validateGoldRate(input, locale),
    compute: (input) => computeGoldRate(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const goldRate = goldRateIn("en");
