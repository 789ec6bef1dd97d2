import { defineCalculator } from "../types";
import { computeCurrencyConverter, validateCurrencyConverter } from "./compute";
import { currencyConverterExplanation, currencyConverterFaq } from "./content";
import { fields } from "./fields";
import { currencyConverterMeta } from "./meta";

export { fields };

export const currencyConverter = defineCalculator({
  meta: currencyConverterMeta,
  fields,
  layout: [
    { title: "What to convert", fields: ["amount", "from", "to"] },
    { title: "Rate", fields: ["rate", "rate2", "markup"] },
  ],
  validate: validateCurrencyConverter,
  compute: computeCurrencyConverter,
  explanation: currencyConverterExplanation,
  faq: currencyConverterFaq,
});
