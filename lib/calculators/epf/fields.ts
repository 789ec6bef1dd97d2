import { formatInr, formatPercent } from "@/lib/format";
import { EPF_MAXIMUM_MONTHLY_WAGE, EPF_MAXIMUM_YEARS, EPF_RATE, EPF_RULES, type EpfInterestTiming } from "@/lib/finance/epf";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, percent, rupees, toggle, years } from "../fields";
import { MAXIMUM_RATE, MINIMUM_RATE } from "../ppf/fields";
import { EPF_TEXT } from "./text";

/** Not a scheme limit: the youngest working age considered, keeping the term within EPF_MAXIMUM_YEARS. */
const MINIMUM_AGE = 15;
/** Not a scheme limit: a long working life, keeping the term within EPF_MAXIMUM_YEARS. */
export const MAXIMUM_RETIREMENT_AGE = MINIMUM_AGE + EPF_MAXIMUM_YEARS;
/** The usual retirement age, and the age of a full pension under the Employees' Pension Scheme, 1995. */
const RETIREMENT_AGE = 58;
/** Not a scheme limit: "what if" pay rises up to 20% a year every year. */
export const MAXIMUM_WAGE_GROWTH = 20;
/** Not a scheme limit: ₹100 crore, far above any EPF balance. */
export const MAXIMUM_OPENING_BALANCE = 1_000_000_000;

export type ContributionChoice = "12" | "10";
export type TimingChoice = "month-end" | "next-month";
export const INTEREST_TIMING: Readonly<Record<TimingChoice, EpfInterestTiming>> = { "month-end": "month-end-balance", "next-month": "from-next-month" };

const ceilingText = formatInr(EPF_RULES.wageCeiling.value);

export function fieldsIn(locale: Locale) {
  const t = messagesFor(EPF_TEXT, locale);
  return {
    monthlyBasic: rupees({
      locale,
      label: t.monthlyBasic,
      help: t.monthlyBasicHelp,
      default: 50_000,
      min: 1,
      max: EPF_MAXIMUM_MONTHLY_WAGE,
    }),
    age: years({
      locale,
      label: t.age,
      default: 33,
      min: MINIMUM_AGE,
      max: MAXIMUM_RETIREMENT_AGE - 1,
    }),
    retireAge: years({
      locale,
      label: t.retireAge,
      help: t.retireAgeHelp(RETIREMENT_AGE),
      default: RETIREMENT_AGE,
      min: MINIMUM_AGE + 1,
      max: MAXIMUM_RETIREMENT_AGE,
    }),
    growth: percent({
      locale,
      label: t.growth,
      help: t.growthHelp,
      default: 5,
      max: MAXIMUM_WAGE_GROWTH,
    }),
    rate: percent({
      locale,
      label: t.rate,
      help: t.rateHelp(formatPercent(EPF_RATE.value), t.period(EPF_RATE.period)),
      default: EPF_RATE.value,
      min: MINIMUM_RATE,
      max: MAXIMUM_RATE,
    }),
    opening: rupees({
      locale,
      label: t.opening,
      help: t.openingHelp,
      default: 0,
      max: MAXIMUM_OPENING_BALANCE,
    }),
    contribution: choice<ContributionChoice>({
      locale,
      label: t.contribution,
      options: [
        { value: "12", label: t.contributionFull(EPF_RULES.contributionPercent.value) },
        { value: "10", label: t.contributionReduced(EPF_RULES.reducedContributionPercent.value) },
      ],
      default: "12",
    }),
    capped: toggle({
      locale,
      label: t.capped(ceilingText),
      help: t.cappedHelp(ceilingText, EPF_RULES.contributionPercent.value, formatInr((EPF_RULES.wageCeiling.value * EPF_RULES.contributionPercent.value) / 100)),
      default: false,
    }),
    pension: toggle({
      locale,
      label: t.pension,
      help: t.pensionHelp(ceilingText),
      default: true,
    }),
    timing: choice<TimingChoice>({
      locale,
      label: t.timing,
      options: [
        { value: "month-end", label: t.timingOptions["month-end"] },
        { value: "next-month", label: t.timingOptions["next-month"] },
      ],
      default: "month-end",
    }),
  };
}

export const fields = fieldsIn("en");
