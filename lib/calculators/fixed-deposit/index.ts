import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { formAcrossYearsFor } from "../rd/form-names";
import { defineCalculator } from "../types";
import { computeFixedDeposit, validateFixedDeposit } from "./compute";
import { fields, fieldsIn } from "./fields";
import { fixedDepositMeta } from "./meta";
import { act2025, bothActs, FIXED_DEPOSIT_TEXT } from "./text";

export { fields };

/** The fixed-deposit calculator with every word in the given language; its figures are the same in each. */
export function fixedDepositIn(locale: Locale) {
  const t = messagesFor(FIXED_DEPOSIT_TEXT, locale);
  const tdsAnswer = t.faqTdsAnswer(formAcrossYearsFor("noTdsDeclaration", locale));
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? fixedDepositMeta
        : { ...fixedDepositMeta, title: HINDI_TITLES["fixed-deposit"] ?? fixedDepositMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupDeposit, fields: ["amount", "rate"] },
      { title: t.groupTerm, fields: ["years", "months", "days"] },
      { title: t.groupInterest, fields: ["payout", "senior", "seniorExtra"] },
    ],
    validate: (input) => validateFixedDeposit(input, locale),
    compute: (input) => computeFixedDeposit(input, locale),
    explanation: [...t.explanation, t.explanationTax(act2025("tdsOther", locale), bothActs("80TTB", locale), bothActs("80C", locale))],
    // The TDS answer names the form of the year, so it is written apart (faqTdsAnswer).
    faq: t.faq.map((entry) => (entry.answer === "" ? { ...entry, answer: tdsAnswer } : entry)),
  });
}

export const fixedDeposit = fixedDepositIn("en");
