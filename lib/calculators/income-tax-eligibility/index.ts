import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeEligibility } from "./compute";
import { fields, fieldsIn } from "./fields";
import { incomeTaxEligibilityMeta } from "./meta";
import { ELIGIBILITY_TEXT } from "./text";

export { fields };

/** The "must I file?" calculator with every word in the given language; its figures are the same in each. */
export function incomeTaxEligibilityIn(locale: Locale) {
  const t = messagesFor(ELIGIBILITY_TEXT, locale);
  const faq = [...t.faq];
  faq.splice(3, 0, { question: t.faqTdsQuestion, answer: t.faqTdsAnswer(t.form("noTdsDeclaration")) });
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? incomeTaxEligibilityMeta
        : {
            ...incomeTaxEligibilityMeta,
            title: HINDI_TITLES["income-tax-eligibility"] ?? incomeTaxEligibilityMeta.title,
            description: t.description,
            keywords: t.keywords,
          },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYou, fields: ["fy", "regime", "age", "status"] },
      { title: t.groupIncome, fields: ["salary", "other", "tds"] },
      { title: t.groupMoney, fields: ["current", "savings", "travel", "electricity", "turnover", "receipts"] },
      { title: t.groupOther, fields: ["foreign", "refund", "loss"] },
    ],
    compute: (input) => computeEligibility(input, locale),
    explanation: [...t.explanation],
    faq,
  });
}

export const incomeTaxEligibility = incomeTaxEligibilityIn("en");
