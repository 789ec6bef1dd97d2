import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeAdvanceTax } from "./compute";
import { fields, fieldsIn } from "./fields";
import { advanceTaxMeta } from "./meta";
import { ADVANCE_TAX_TEXT } from "./text";

export { fields };

/** The advance-tax calculator with every word in the given language; its figures are the same in each. */
export function advanceTaxIn(locale: Locale) {
  const t = messagesFor(ADVANCE_TAX_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? advanceTaxMeta
        : { ...advanceTaxMeta, title: HINDI_TITLES["advance-tax"] ?? advanceTaxMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYou, fields: ["fy", "age", "resident"] },
      { title: t.groupTax, fields: ["mode", "regime", "salary", "business", "other", "dividend", "ded80c", "ded80d", "tax", "hasBusiness", "presumptive", "tds"] },
      { title: t.groupPaid, fields: ["paidJun", "paidSep", "paidDec", "paidMar", "paidLate", "paidIn"] },
    ],
    compute: (input) => computeAdvanceTax(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const advanceTax = advanceTaxIn("en");
