import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeMutualFund, validateMutualFund } from "./compute";
import { fields, fieldsIn } from "./fields";
import { mutualFundMeta } from "./meta";
import { bothActs, MUTUAL_FUND_TEXT } from "./text";

export { fields };

/** The mutual-fund (lump-sum) calculator with every word in the given language; its figures are the same in each. */
export function mutualFundIn(locale: Locale) {
  const t = messagesFor(MUTUAL_FUND_TEXT, locale);
  const s111A = bothActs("111A", locale);
  const s112A = bothActs("112A", locale);
  const taxAnswer = t.faqTaxAnswer(s112A, s111A);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? mutualFundMeta
        : { ...mutualFundMeta, title: HINDI_TITLES["mutual-fund"] ?? mutualFundMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [{ title: t.group, fields: ["amount", "rate", "years"] }],
    validate: (input) => validateMutualFund(input, locale),
    compute: (input) => computeMutualFund(input, locale),
    explanation: [...t.explanation, t.explanationTax(s111A, s112A)],
    // The tax answer names sections, so it is written apart (faqTaxAnswer).
    faq: t.faq.map((entry) => (entry.answer === "" ? { ...entry, answer: taxAnswer } : entry)),
  });
}

export const mutualFund = mutualFundIn("en");
