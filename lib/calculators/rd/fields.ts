import { INDIA_POST_RD_MINIMUM_INSTALMENT, INDIA_POST_RD_MONTHS, INDIA_POST_RD_RATE, RD_MAX_MONTHS } from "@/lib/finance/recurring-deposit";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { months, percent, rupees } from "../fields";
import { RD_TEXT } from "./text";

/** ₹1 crore a month: above any real instalment, far inside exact arithmetic over 120 months. */
const MAX_MONTHLY = 10_000_000;
/** Bank RDs run for 6 months to 10 years (docs/tax-methods.md §31.1). */
const MIN_MONTHS = 6;
/** Deposit rates in India have stayed well inside this band; a rate outside it is a typing slip. */
const MIN_RATE = 1;
const MAX_RATE = 15;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(RD_TEXT, locale);
  return {
    monthly: rupees({
      locale,
      label: t.monthly,
      help: t.monthlyHelp(INDIA_POST_RD_MINIMUM_INSTALMENT.value),
      default: 5_000,
      min: INDIA_POST_RD_MINIMUM_INSTALMENT.value,
      max: MAX_MONTHLY,
    }),
    rate: percent({
      locale,
      label: t.rate,
      help: t.rateHelp(INDIA_POST_RD_RATE.value),
      default: INDIA_POST_RD_RATE.value,
      min: MIN_RATE,
      max: MAX_RATE,
    }),
    months: months({
      locale,
      label: t.months,
      help: t.monthsHelp(MIN_MONTHS, RD_MAX_MONTHS / 12, RD_MAX_MONTHS, INDIA_POST_RD_MONTHS.value),
      default: INDIA_POST_RD_MONTHS.value,
      min: MIN_MONTHS,
      max: RD_MAX_MONTHS,
    }),
  };
}

export const fields = fieldsIn("en");
