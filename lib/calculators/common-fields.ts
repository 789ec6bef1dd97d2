import {
  AGE_BANDS,
  CURRENT_FINANCIAL_YEAR,
  FINANCIAL_YEARS,
  financialYearLabel,
  type AgeBand,
  type FinancialYear,
  type Regime,
} from "@/lib/tax";
import { choice, rupees } from "./fields";
import type { AmountField, ChoiceField } from "./types";

/*
 * The fields most tax calculators share (year, regime, age band), built once so their
 * parameter values, option labels and defaults are the same on every page.
 */

/** The largest amount an amount field accepts: ₹1,000 crore, far above any real case, well inside exact arithmetic. */
export const MAX_AMOUNT = 10_000_000_000;

export const AGE_LABELS: Readonly<Record<AgeBand, string>> = {
  below60: "Below 60",
  "60to80": "60 to 79",
  "80plus": "80 or more",
};

interface SharedFieldOptions<Value extends string> {
  label?: string;
  help?: string;
  default?: Value;
  visibleWhen?: ChoiceField["visibleWhen"];
}

/** `fy`: the financial (tax) year, newest first, defaulting to the current one. */
export function financialYearField(
  options: SharedFieldOptions<FinancialYear> & { years?: readonly FinancialYear[] } = {},
): ChoiceField<FinancialYear> {
  return choice<FinancialYear>({
    label: options.label ?? "Financial year",
    help: options.help,
    options: [...(options.years ?? FINANCIAL_YEARS)].reverse().map((fy) => ({ value: fy, label: financialYearLabel(fy) })),
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
export function dividendField(options: { visibleWhen?: AmountField["visibleWhen"] } = {}): AmountField {
  return rupees({
    label: "Dividends (yearly)",
    help: "Dividends from shares and mutual funds, before TDS. Taxed at your slab rates, but the surcharge on their tax is at most 15%.",
    default: 0,
    max: MAX_AMOUNT,
    visibleWhen: options.visibleWhen,
  });
}

/** `regime`: new (the default, section 115BAC of the 1961 Act, section 202 of the 2025 Act) or old. */
export function regimeField(options: SharedFieldOptions<Regime> = {}): ChoiceField<Regime> {
  return choice<Regime>({
    label: options.label ?? "Tax regime",
    help: options.help,
    options: [
      { value: "new", label: "New regime (default)" },
      { value: "old", label: "Old regime" },
    ],
    default: options.default ?? "new",
    visibleWhen: options.visibleWhen,
  });
}

/** `age`: the age band on the last day of the year (it moves the old regime's exemption limit). */
export function ageField(options: SharedFieldOptions<AgeBand> = {}): ChoiceField<AgeBand> {
  return choice<AgeBand>({
    label: options.label ?? "Your age during the year",
    help: options.help,
    options: AGE_BANDS.map((band) => ({ value: band, label: AGE_LABELS[band] })),
    default: options.default ?? "below60",
    visibleWhen: options.visibleWhen,
  });
}

/** Shows a field only in the old regime (age bands matter only there). */
export const onlyInOldRegime: ChoiceField["visibleWhen"] = (raw) => (raw.regime ?? "new").trim() === "old";
