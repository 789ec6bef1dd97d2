import {
  AGE_BANDS,
  CURRENT_FINANCIAL_YEAR,
  FINANCIAL_YEARS,
  financialYearLabel,
  type AgeBand,
  type FinancialYear,
  type Regime,
} from "@/lib/tax";
import { yearLabel } from "@/lib/i18n/year-label";
import type { Locale } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/catalogue";
import { AGE_LABELS } from "./age-labels";
import { choice, rupees } from "./fields";
import { SHARED_FIELD_TEXT } from "./shared-field-text";
import type { AmountField, ChoiceField } from "./types";

/*
 * The fields most tax calculators share (year, regime, age band), built once so their
 * parameter values, option labels and defaults are the same on every page.
 */

/** The age bands' English labels (the Hindi ones are in shared-field-text-hi.ts). */
export { AGE_LABELS };

/** The largest amount an amount field accepts: ₹1,000 crore, far above any real case, well inside exact arithmetic. */
export const MAX_AMOUNT = 10_000_000_000;


interface SharedFieldOptions<Value extends string> {
  /** The language of the field's words (English by default). */
  locale?: Locale;
  label?: string;
  help?: string;
  default?: Value;
  visibleWhen?: ChoiceField["visibleWhen"];
}

/** `fy`: the financial (tax) year, newest first, defaulting to the current one. */
export function financialYearField(
  options: SharedFieldOptions<FinancialYear> & { years?: readonly FinancialYear[] } = {},
): ChoiceField<FinancialYear> {
  const locale = options.locale ?? "en";
  return choice<FinancialYear>({
    locale,
    label: options.label ?? messagesFor(SHARED_FIELD_TEXT, locale).financialYear,
    help: options.help,
    options: [...(options.years ?? FINANCIAL_YEARS)].reverse().map((fy) => ({ value: fy, label: locale === "en" ? financialYearLabel(fy) : yearLabel(fy, locale) })),
    default: options.default ?? CURRENT_FINANCIAL_YEAR,
    display: "select",
    visibleWhen: options.visibleWhen,
  });
}

/**
 * `dividend`: the year's dividends, taxed at the slab rates with other income. Its own
 * field because the surcharge on the tax on dividends is capped at 15% and dividends do
 * not count toward the 25% and 37% surcharge bands.
 */
export function dividendField(options: { visibleWhen?: AmountField["visibleWhen"]; locale?: Locale } = {}): AmountField {
  const locale = options.locale ?? "en";
  return rupees({
    locale,
    label: messagesFor(SHARED_FIELD_TEXT, locale).dividendLabel,
    help: messagesFor(SHARED_FIELD_TEXT, locale).dividendHelp,
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: options.visibleWhen,
  });
}

/** `regime`: new (the default, section 115BAC of the 1961 Act, section 202 of the 2025 Act) or old. */
export function regimeField(options: SharedFieldOptions<Regime> = {}): ChoiceField<Regime> {
  const text = messagesFor(SHARED_FIELD_TEXT, options.locale ?? "en");
  return choice<Regime>({
    locale: options.locale,
    label: options.label ?? text.regime,
    help: options.help,
    options: [
      { value: "new", label: text.newRegime },
      { value: "old", label: text.oldRegime },
    ],
    default: options.default ?? "new",
    visibleWhen: options.visibleWhen,
  });
}

/** `age`: the age band on the last day of the year (it moves the old regime's exemption limit). */
export function ageField(options: SharedFieldOptions<AgeBand> = {}): ChoiceField<AgeBand> {
  const text = messagesFor(SHARED_FIELD_TEXT, options.locale ?? "en");
  return choice<AgeBand>({
    locale: options.locale,
    label: options.label ?? text.age,
    help: options.help,
    options: AGE_BANDS.map((band) => ({ value: band, label: text.ageLabels[band] })),
    default: options.default ?? "below60",
    visibleWhen: options.visibleWhen,
  });
}

/** Shows a field only in the old regime (age bands matter only there). */
export const onlyInOldRegime: ChoiceField["visibleWhen"] = (raw) => (raw.regime ?? "new").trim() === "old";
