import type { CompoundingFrequency } from "@/lib/finance/compound-interest";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, percent, rupees, years } from "../fields";
import { COMPOUND_INTEREST_TEXT } from "./text";

/** ₹1,000 crore: far above any one saver's deposit. */
const MAX_PRINCIPAL = 10_000_000_000;
const MAX_YEARS = 50;
/** Generous for deposits and bonds, and covers the costliest consumer credit. */
const MAX_RATE = 50;

/** The `freq` parameter: times a year interest is added to the balance. */
export type FrequencyParameter = `${CompoundingFrequency}`;

/** How often, inside an English sentence ("compounded quarterly"). */
export const FREQUENCY_NAMES: Readonly<Record<FrequencyParameter, string>> = COMPOUND_INTEREST_TEXT.en.frequencyNames;

const FREQUENCIES: readonly FrequencyParameter[] = ["1", "2", "4", "12"];

export function fieldsIn(locale: Locale) {
  const t = messagesFor(COMPOUND_INTEREST_TEXT, locale);
  return {
    principal: rupees({ locale, label: t.principal, help: t.principalHelp, default: 100_000, min: 1, max: MAX_PRINCIPAL }),
    rate: percent({ locale, label: t.rate, help: t.rateHelp, default: 10, min: 0, max: MAX_RATE }),
    years: years({ locale, label: t.years, help: t.yearsHelp, default: 3, min: 1, max: MAX_YEARS }),
    freq: choice<FrequencyParameter>({
      locale,
      label: t.freq,
      help: t.freqHelp,
      options: FREQUENCIES.map((value) => ({ value, label: t.freqOptions[value] ?? value })),
      default: "1",
      display: "select",
    }),
  };
}

export const fields = fieldsIn("en");
