import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeSalaryHikeCalculator, validateSalaryHike } from "./compute";
import { fields, fieldsIn } from "./fields";
import { salaryHikeMeta } from "./meta";
import { SALARY_HIKE_TEXT } from "./text";

export { fields };

/** The salary hike calculator with every word in the given language; its figures are the same in each. */
export function salaryHikeIn(locale: Locale) {
  const t = messagesFor(SALARY_HIKE_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? salaryHikeMeta
        : { ...salaryHikeMeta, title: HINDI_TITLES["salary-hike"] ?? salaryHikeMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupHike, fields: ["mode", "salary", "percent", "amount", "target", "years"] },
      { title: t.groupStructure, fields: ["basicPct", "pf", "gratuity", "pt"] },
    ],
    validate: (input) => validateSalaryHike(input, locale),
    compute: (input) => computeSalaryHikeCalculator(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const salaryHike = salaryHikeIn("en");
