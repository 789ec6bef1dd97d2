import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { loanFields } from "./loan-fields";
import { EMI_TEXT } from "./text";

/** The contract's `amount`, `rate`, `years`, defaulting to the standard example of docs/tax-methods.md §38.2 (₹10 lakh, 8.5%, 20 years). */
export function fieldsIn(locale: Locale) {
  const t = messagesFor(EMI_TEXT, locale);
  return loanFields({ amount: 10_00_000, rate: 8.5, years: 20, amountLabel: t.amount, amountHelp: t.amountHelp }, locale);
}

export const fields = fieldsIn("en");
