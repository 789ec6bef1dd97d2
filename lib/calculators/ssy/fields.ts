import { formatPercent } from "@/lib/format";
import { SSY_RATE, SSY_RULES } from "@/lib/finance/ssy";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, percent, rupees, years } from "../fields";
import { MAXIMUM_RATE, MINIMUM_RATE, type TimingChoice } from "../ppf/fields";
import { SSY_TEXT } from "./text";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(SSY_TEXT, locale);
  return {
    yearly: rupees({
      locale,
      label: t.yearly,
      help: t.yearlyHelp(SSY_RULES.minimumYearlyDeposit.value, SSY_RULES.depositMultiple.value),
      default: SSY_RULES.maximumYearlyDeposit.value,
      min: SSY_RULES.minimumYearlyDeposit.value,
      max: SSY_RULES.maximumYearlyDeposit.value,
    }),
    rate: percent({
      locale,
      label: t.rate,
      help: t.rateHelp(formatPercent(SSY_RATE.value), t.period, SSY_RULES.maturityYears.value),
      default: SSY_RATE.value,
      min: MINIMUM_RATE,
      max: MAXIMUM_RATE,
    }),
    depositYears: years({
      locale,
      label: t.depositYears,
      help: t.depositYearsHelp(SSY_RULES.depositYears.value, SSY_RULES.maturityYears.value),
      default: SSY_RULES.depositYears.value,
      min: 1,
      max: SSY_RULES.depositYears.value,
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
