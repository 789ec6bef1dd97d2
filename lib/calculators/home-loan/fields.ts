import { formatInr, parseIndianNumber } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { CURRENT_FINANCIAL_YEAR, rulesFor, type Regime } from "@/lib/tax";
import { financialYearField } from "../common-fields";
import { choice, months, rupees } from "../fields";
import { loanFields, MAX_LOAN_MONTHS } from "../emi/loan-fields";
import { HOME_LOAN_TEXT } from "./text";

export type PrepaymentType = "once" | "yearly";
/** `tenure`: keep the EMI and finish sooner; `emi`: keep the end date and pay a lower EMI. */
export type PrepaymentChoice = "tenure" | "emi";

/** ₹100 crore, as for the loan itself: the loan module takes only what is owed. */
const MAX_PREPAYMENT = 1_000_000_000;
/** Other 80C investments: anything above the limit leaves no room; the field takes any real amount. */
const MAX_OTHER_80C = 1_000_000_000;
const LIMIT_80C = rulesFor(CURRENT_FINANCIAL_YEAR).deductionLimits.ded80c.value;

/** The old regime's slab rates above nil (5%, 20%, 30%), read from the rules rather than written here. */
export const OLD_REGIME_SLAB_RATES = [...new Set(rulesFor(CURRENT_FINANCIAL_YEAR).regimes.old.slabs.below60.bands.map((band) => band.rate))]
  .filter((rate) => rate > 0)
  .map(String);
const HIGHEST_SLAB_RATE = OLD_REGIME_SLAB_RATES[OLD_REGIME_SLAB_RATES.length - 1] ?? "30";

/** Raw text: whether a prepayment was entered (visibility is decided on raw text). */
const hasPrepayment = (raw: Record<string, string>) => (parseIndianNumber(raw.prepay ?? "") ?? 0) > 0;
const inOldRegime = (raw: Record<string, string>) => ((raw.regime ?? "").trim() || "old") === "old";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(HOME_LOAN_TEXT, locale);
  return {
    /** The contract's `amount`, `rate`, `years`: docs/tax-methods.md §38.2 example 2 (₹50 lakh, 8.5%, 20 years), the home-loan example with the tax figures. */
    ...loanFields({ amount: 50_00_000, rate: 8.5, years: 20, amountLabel: t.amount, amountHelp: t.amountHelp }, locale),
    prepay: rupees({ locale, label: t.prepay, help: t.prepayHelp, default: 0, max: MAX_PREPAYMENT }),
    prepayType: choice<PrepaymentType>({
      locale,
      label: t.prepayType,
      options: [
        { value: "once", label: t.prepayTypeOptions.once },
        { value: "yearly", label: t.prepayTypeOptions.yearly },
      ],
      default: "once",
      visibleWhen: hasPrepayment,
    }),
    prepayMonth: months({
      locale,
      label: t.prepayMonth,
      help: t.prepayMonthHelp,
      default: 12,
      min: 1,
      max: MAX_LOAN_MONTHS,
      visibleWhen: hasPrepayment,
    }),
    prepayEffect: choice<PrepaymentChoice>({
      locale,
      label: t.prepayEffect,
      options: [
        { value: "tenure", label: t.prepayEffectOptions.tenure },
        { value: "emi", label: t.prepayEffectOptions.emi },
      ],
      default: "tenure",
      help: t.prepayEffectHelp,
      visibleWhen: hasPrepayment,
    }),
    fy: financialYearField({ locale, label: t.fy, help: t.fyHelp }),
    regime: choice<Regime>({
      locale,
      label: t.regime,
      options: [
        { value: "old", label: t.regimeOptions.old },
        { value: "new", label: t.regimeOptions.new },
      ],
      default: "old",
      help: t.regimeHelp,
    }),
    slab: choice<string>({
      locale,
      label: t.slab,
      options: OLD_REGIME_SLAB_RATES.map((rate) => ({ value: rate, label: `${rate}%` })),
      default: HIGHEST_SLAB_RATE,
      help: t.slabHelp,
      visibleWhen: inOldRegime,
    }),
    other80c: rupees({ locale, label: t.other80c, help: t.other80cHelp(formatInr(LIMIT_80C)), default: 0, max: MAX_OTHER_80C, visibleWhen: inOldRegime }),
  };
}

export const fields = fieldsIn("en");
