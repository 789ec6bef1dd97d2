import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator } from "../types";
import { computeCurrencyConverter, validateCurrencyConverter } from "./compute";
import { fields, fieldsIn } from "./fields";
import { currencyConverterMeta } from "./meta";
import { CURRENCY_CONVERTER_TEXT } from "./text";

export { fields };

/** The currency converter with every word in the given language; its figures are the same in each. */
export function currencyConverterIn(locale: Locale) {
  const t = messagesFor(CURRENCY_CONVERTER_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? currencyConverterMeta
        : { ...currencyConverterMeta, title: HINDI_TITLES["currency-converter"] ?? currencyConverterMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupWhat, fields: ["amount", "from", "to"] },
      { title: t.groupRate, fields: ["rate", "rate2", "markup"] },
    ],
    validate: (input) => validateCurrencyConverter(input, locale),
    compute: (input) => computeCurrencyConverter(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const currencyConverter = currencyConverterIn("en");
