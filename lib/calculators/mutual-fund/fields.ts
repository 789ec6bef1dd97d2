import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { percent, rupees, years } from "../fields";
import { MUTUAL_FUND_TEXT } from "./text";

/** The smallest purchase most funds accept. */
const MIN_AMOUNT = 100;
/** ₹1,000 crore: far above any one investor's purchase. */
const MAX_AMOUNT = 10_000_000_000;
const MAX_YEARS = 50;
/** Above any return a fund has sustained for years; a higher figure is no projection. */
const MAX_RATE = 50;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(MUTUAL_FUND_TEXT, locale);
  return {
    amount: rupees({ locale, label: t.amount, help: t.amountHelp, default: 100_000, min: MIN_AMOUNT, max: MAX_AMOUNT }),
    rate: percent({ locale, label: t.rate, help: t.rateHelp, default: 12, min: 0, max: MAX_RATE }),
    years: years({ locale, label: t.years, help: t.yearsHelp, default: 10, min: 1, max: MAX_YEARS }),
  };
}

export const fields = fieldsIn("en");
