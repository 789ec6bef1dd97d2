import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeGst } from "./compute";
import { fields, fieldsIn } from "./fields";
import { gstCalculatorMeta } from "./meta";
import { GST_CALCULATOR_TEXT } from "./text";

export { fields };

/** The GST calculator with every word in the given language; its figures are the same in each. */
export function gstCalculatorIn(locale: Locale) {
  const t = messagesFor(GST_CALCULATOR_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? gstCalculatorMeta
        : { ...gstCalculatorMeta, title: HINDI_TITLES["gst-calculator"] ?? gstCalculatorMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupAmount, fields: ["amount", "mode"] },
      { title: t.groupTax, fields: ["rate", "supply", "cess"] },
    ],
    compute: (input) => computeGst(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const gstCalculator = gstCalculatorIn("en");
