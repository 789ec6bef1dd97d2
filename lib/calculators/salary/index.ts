import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeSalary, validateSalary } from "./compute";
import { fields, fieldsIn } from "./fields";
import { salaryMeta } from "./meta";
import { SALARY_TEXT } from "./text";

export { fields };

/** The salary calculator with every word in the given language; its figures are the same in each. */
export function salaryIn(locale: Locale) {
  const t = messagesFor(SALARY_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? salaryMeta : { ...salaryMeta, title: HINDI_TITLES.salary ?? salaryMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "regime", "age"] },
      { title: t.groupCtc, fields: ["ctc", "basicPct", "hraPct", "pf", "gratuity"] },
      { title: t.groupDeductions, fields: ["pt"] },
    ],
    validate: (input) => validateSalary(input, locale),
    compute: (input) => computeSalary(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const salary = salaryIn("en");
