import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { percent, rupees, years } from "../fields";
import { SIP_TEXT } from "./text";

/** The smallest SIP most fund houses accept. */
const MIN_MONTHLY = 100;
/** ₹1 crore a month: far above any household SIP. */
const MAX_MONTHLY = 10_000_000;
/** A working life and more. */
const MAX_YEARS = 50;
/** Above any return a fund has sustained for years; a higher figure is no projection. */
const MAX_RATE = 50;
const MAX_STEP_UP = 50;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(SIP_TEXT, locale);
  return {
    monthly: rupees({ locale, label: t.monthly, help: t.monthlyHelp, default: 10_000, min: MIN_MONTHLY, max: MAX_MONTHLY }),
    rate: percent({ locale, label: t.rate, help: t.rateHelp, default: 12, min: 0, max: MAX_RATE }),
    years: years({ locale, label: t.years, help: t.yearsHelp, default: 10, min: 1, max: MAX_YEARS }),
    stepUp: percent({ locale, label: t.stepUp, help: t.stepUpHelp, default: 0, min: 0, max: MAX_STEP_UP }),
  };
}

export const fields = fieldsIn("en");
