import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeHomeLoan, validateHomeLoan } from "./compute";
import { fields, fieldsIn } from "./fields";
import { homeLoanMeta } from "./meta";
import { HOME_LOAN_TEXT } from "./text";

export { fields };

/** The home-loan calculator with every word in the given language; its figures are the same in each. */
export function homeLoanIn(locale: Locale) {
  const t = messagesFor(HOME_LOAN_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? homeLoanMeta : { ...homeLoanMeta, title: HINDI_TITLES["home-loan"] ?? homeLoanMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupLoan, fields: ["amount", "rate", "years", "months"] },
      { title: t.groupPrepayment, fields: ["prepay", "prepayType", "prepayMonth", "prepayEffect"] },
      { title: t.groupTax, fields: ["fy", "regime", "slab", "other80c"] },
    ],
    validate: (input) => validateHomeLoan(input, locale),
    compute: (input) => computeHomeLoan(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const homeLoan = homeLoanIn("en");
