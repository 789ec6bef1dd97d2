import { formatPercent, parseIndianNumber } from "@/lib/format";
import { PPF_MAXIMUM_YEARS, PPF_RATE, PPF_RULES, type DepositTiming, type PpfExtension } from "@/lib/finance/ppf";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, percent, rupees, years } from "../fields";
import { PPF_TEXT } from "./text";

/** Not a scheme limit: a "what if" rate from 1% (below it is likely a typo for 7.1) to 20%, above any rate ever notified (PPF peaked at 12%). */
export const MINIMUM_RATE = 1;
export const MAXIMUM_RATE = 20;

/** The query-string values of the deposit timing, short for shared links. */
export type TimingChoice = "april" | "monthly";
export const DEPOSIT_TIMING: Readonly<Record<TimingChoice, DepositTiming>> = { april: "yearly-by-5-april", monthly: "monthly-by-5th" };

export type ExtensionChoice = "with" | "without";
export const EXTENSION: Readonly<Record<ExtensionChoice, PpfExtension>> = { with: "with-deposits", without: "without-deposits" };

const MATURITY_YEARS = PPF_RULES.maturityYears.value;

/** The extension choice matters only past maturity (visibility is decided on raw text). */
const extended = (raw: Record<string, string>) => (parseIndianNumber((raw.years ?? "").trim()) ?? MATURITY_YEARS) > MATURITY_YEARS;

export function fieldsIn(locale: Locale) {
  const t = messagesFor(PPF_TEXT, locale);
  return {
    yearly: rupees({
      locale,
      label: t.yearly,
      help: t.yearlyHelp(PPF_RULES.minimumYearlyDeposit.value, PPF_RULES.depositMultiple.value),
      default: PPF_RULES.maximumYearlyDeposit.value,
      min: PPF_RULES.minimumYearlyDeposit.value,
      max: PPF_RULES.maximumYearlyDeposit.value,
    }),
    rate: percent({
      locale,
      label: t.rate,
      help: t.rateHelp(formatPercent(PPF_RATE.value), t.period),
      default: PPF_RATE.value,
      min: MINIMUM_RATE,
      max: MAXIMUM_RATE,
    }),
    years: years({
      locale,
      label: t.years,
      help: t.yearsHelp(MATURITY_YEARS, MATURITY_YEARS + 5, MATURITY_YEARS + 10, PPF_RULES.extensionBlockYears.value),
      default: MATURITY_YEARS,
      min: MATURITY_YEARS,
      max: PPF_MAXIMUM_YEARS,
    }),
    extension: choice<ExtensionChoice>({
      locale,
      label: t.extension,
      options: [
        { value: "with", label: t.extensionOptions.with },
        { value: "without", label: t.extensionOptions.without },
      ],
      default: "with",
      help: t.extensionHelp,
      visibleWhen: extended,
    }),
    timing: choice<TimingChoice>({
      locale,
      label: t.timing,
      options: [
        { value: "april", label: t.timingOptions.april },
        { value: "monthly", label: t.timingOptions.monthly },
      ],
      default: "april",
      help: t.timingHelp,
    }),
  };
}

export const fields = fieldsIn("en");
