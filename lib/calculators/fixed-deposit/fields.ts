import { FD_MAX_TENURE_YEARS, SENIOR_CITIZEN_EXTRA_RATE_TYPICAL, type FixedDepositPayout } from "@/lib/finance/fixed-deposit";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, days, months, percent, rupees, toggle, years } from "../fields";
import { FIXED_DEPOSIT_TEXT } from "./text";

/** Banks' smallest fixed deposit is usually ₹1,000 (some take less, none needs a calculator for it). */
const MIN_AMOUNT = 1_000;
/** ₹100 crore: above any retail deposit, far inside exact arithmetic. */
const MAX_AMOUNT = 1_000_000_000;
/** Deposit rates in India have stayed well inside this band; a rate outside it is a typing slip. */
const MIN_RATE = 1;
const MAX_RATE = 15;
/** Banks add 0.25% to 0.75% for senior citizens; a few special schemes more. */
const MAX_SENIOR_EXTRA = 2;
/** Banks quote special terms in days ("444 days"): up to the ten-year limit in days alone. */
const MAX_DAYS = FD_MAX_TENURE_YEARS.value * 365;

const isSenior = (raw: Record<string, string>) => (raw.senior ?? "").trim() === "1";

const PAYOUTS: readonly FixedDepositPayout[] = ["cumulative", "quarterly", "monthly"];

export function fieldsIn(locale: Locale) {
  const t = messagesFor(FIXED_DEPOSIT_TEXT, locale);
  return {
    amount: rupees({ locale, label: t.amount, help: t.amountHelp, default: 100_000, min: MIN_AMOUNT, max: MAX_AMOUNT }),
    rate: percent({ locale, label: t.rate, help: t.rateHelp, default: 7, min: MIN_RATE, max: MAX_RATE }),
    years: years({ locale, label: t.years, help: t.yearsHelp(FD_MAX_TENURE_YEARS.value), default: 5, max: FD_MAX_TENURE_YEARS.value }),
    months: months({ locale, label: t.months, help: t.monthsHelp, default: 0, max: 11 }),
    days: days({ locale, label: t.days, help: t.daysHelp, default: 0, max: MAX_DAYS }),
    payout: choice<FixedDepositPayout>({
      locale,
      label: t.payout,
      options: PAYOUTS.map((value) => ({ value, label: t.payoutOptions[value] ?? value })),
      default: "cumulative",
      help: t.payoutHelp,
    }),
    senior: toggle({ locale, label: t.senior, help: t.seniorHelp, default: false }),
    seniorExtra: percent({
      locale,
      label: t.seniorExtra,
      help: t.seniorExtraHelp(SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.value),
      default: SENIOR_CITIZEN_EXTRA_RATE_TYPICAL.value,
      max: MAX_SENIOR_EXTRA,
      visibleWhen: isSenior,
    }),
  };
}

export const fields = fieldsIn("en");
