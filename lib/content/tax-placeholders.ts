import { formatInr, formatInrInLakh, formatPercent } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import { renderFormPlaceholders, takeNamedYear } from "./form-placeholders";
import { basicExemptionLimit } from "@/lib/tax/formulas/slab-tax";
import { REVISED_RETURN_RULES } from "@/lib/tax/late-fee-revised";
import { rulesFor } from "@/lib/tax/parameters";
import { complianceRulesFor } from "@/lib/tax/parameters/compliance";
import { CURRENT_FINANCIAL_YEAR, type FinancialYear } from "@/lib/tax/years";

/*
 * The figures the prose states, read from the tax parameters of the current year, so an
 * article or a page says what the calculators compute. Writers put `{{tax:name}}` in
 * content; `{{tax:name:inr}}` writes an amount in full ("₹1,25,000") and
 * `{{tax:name:lakh}}` in lakh ("₹1.25 lakh"); without a format an amount of a lakh or
 * more is written in lakh and a smaller one in full ("₹75,000"). Prose about another year
 * on purpose (the belated return for FY 2025-26) names it: `{{tax:2025-26:lateFee}}`.
 * In a Hindi text an amount in lakh reads "₹1.25 लाख".
 */

type Figure = { kind: "amount"; value: number } | { kind: "rate"; value: number } | { kind: "label"; value: string };

const amount = (value: number): Figure => ({ kind: "amount", value });
const rate = (value: number): Figure => ({ kind: "rate", value });

function revisedReturnFee(fy: FinancialYear) {
  const fee = REVISED_RETURN_RULES[fy].fee;
  if (!fee) throw new Error(`Tax year ${fy} has no fee for a revised return, so {{tax:revisedReturnFee…}} has no value`);
  return fee;
}

/** Every name a writer may use, and how its figure is read from the year's parameters. */
const FIGURES = {
  taxYear: (fy) => ({ kind: "label", value: fy }),
  standardDeductionNew: (fy) => amount(rulesFor(fy).regimes.new.standardDeduction.value),
  standardDeductionOld: (fy) => amount(rulesFor(fy).regimes.old.standardDeduction.value),
  rebateNew: (fy) => amount(rulesFor(fy).regimes.new.rebate.maximum.value),
  rebateLimitNew: (fy) => amount(rulesFor(fy).regimes.new.rebate.incomeLimit.value),
  rebateOld: (fy) => amount(rulesFor(fy).regimes.old.rebate.maximum.value),
  rebateLimitOld: (fy) => amount(rulesFor(fy).regimes.old.rebate.incomeLimit.value),
  /** The salary on which the new regime leaves no tax: the rebate's income limit plus the standard deduction. */
  noTaxSalaryNew: (fy) => amount(rulesFor(fy).regimes.new.rebate.incomeLimit.value + rulesFor(fy).regimes.new.standardDeduction.value),
  basicExemptionNew: (fy) => amount(basicExemptionLimit(rulesFor(fy).regimes.new.slabs.below60)),
  basicExemptionOld: (fy) => amount(basicExemptionLimit(rulesFor(fy).regimes.old.slabs.below60)),
  basicExemptionOldSenior: (fy) => amount(basicExemptionLimit(rulesFor(fy).regimes.old.slabs["60to80"])),
  basicExemptionOldSuperSenior: (fy) => amount(basicExemptionLimit(rulesFor(fy).regimes.old.slabs["80plus"])),
  lateFee: (fy) => amount(complianceRulesFor(fy).lateFilingFee.fee.value),
  lateFeeSmallIncome: (fy) => amount(complianceRulesFor(fy).lateFilingFee.smallIncomeFee.value),
  lateFeeSmallIncomeLimit: (fy) => amount(complianceRulesFor(fy).lateFilingFee.smallIncomeLimit.value),
  revisedReturnFee: (fy) => amount(revisedReturnFee(fy).fee.value),
  revisedReturnFeeSmallIncome: (fy) => amount(revisedReturnFee(fy).smallIncomeFee.value),
  revisedReturnFeeSmallIncomeLimit: (fy) => amount(revisedReturnFee(fy).smallIncomeLimit.value),
  deduction80C: (fy) => amount(rulesFor(fy).deductionLimits.ded80c.value),
  deduction80DSelf: (fy) => amount(rulesFor(fy).deductionLimits.ded80dSelfBelow60.value),
  deduction80DSelfSenior: (fy) => amount(rulesFor(fy).deductionLimits.ded80dSelfSenior.value),
  deduction80DParentsSenior: (fy) => amount(rulesFor(fy).deductionLimits.ded80dParentsMaximum.value),
  deduction80CCD1B: (fy) => amount(rulesFor(fy).deductionLimits.ded80ccd1b.value),
  homeLoanInterestLimit: (fy) => amount(rulesFor(fy).deductionLimits.homeLoanInterestSelfOccupied.value),
  ltcg112AExemption: (fy) => amount(rulesFor(fy).specialRates.ltcg112AExemption.value),
  advanceTaxThreshold: (fy) => amount(complianceRulesFor(fy).advanceTax.threshold.value),
  stcg111ARate: (fy) => rate(lastValue(rulesFor(fy).specialRates.stcg111A)),
  ltcg112ARate: (fy) => rate(lastValue(rulesFor(fy).specialRates.ltcg112A)),
} satisfies Record<string, (fy: FinancialYear) => Figure>;

export type TaxPlaceholderName = keyof typeof FIGURES;
export const TAX_PLACEHOLDER_NAMES = Object.keys(FIGURES) as TaxPlaceholderName[];

/** A rate that changed during the year (FY 2024-25's 111A rate) states its last value: the one in force at the year's end. */
function lastValue(values: readonly { value: number }[]): number {
  const last = values.at(-1);
  if (!last) throw new Error("A dated rate has no value");
  return last.value;
}

const FORMATS = ["inr", "lakh"] as const;
export type TaxPlaceholderFormat = (typeof FORMATS)[number];

const isName = (name: string): name is TaxPlaceholderName => Object.hasOwn(FIGURES, name);
const isFormat = (format: string): format is TaxPlaceholderFormat => (FORMATS as readonly string[]).includes(format);

/**
 * The text for `{{tax:name}}` (or `{{tax:name:format}}`) in a year, by default the current
 * one. Throws for a name or format we do not know, and for a format on a figure that is not
 * an amount.
 */
export function taxPlaceholderValue(name: string, format?: string, fy: FinancialYear = CURRENT_FINANCIAL_YEAR, locale: Locale = "en"): string {
  if (!isName(name)) throw new Error(`Unknown tax placeholder "{{tax:${name}}}"; known: ${TAX_PLACEHOLDER_NAMES.join(", ")}`);
  if (format !== undefined && !isFormat(format)) {
    throw new Error(`Unknown format "${format}" in {{tax:${name}:${format}}}; use ${FORMATS.join(" or ")}`);
  }
  const figure: Figure = FIGURES[name](fy);
  if (figure.kind !== "amount") {
    if (format !== undefined) throw new Error(`{{tax:${name}}} is not an amount, so it takes no format`);
    return figure.kind === "rate" ? formatPercent(figure.value) : figure.value;
  }
  if (format === "inr") return formatInr(figure.value);
  const inLakh = formatInrInLakh(figure.value);
  return locale === "hi" ? inLakh.replace(/ lakh$/, " लाख").replace(/ crore$/, " करोड़") : inLakh;
}

/** `{{tax:…}}` with anything but braces inside, so a misspelt one is caught rather than shown. */
const PLACEHOLDER = /\{\{tax:([^{}]*)\}\}/g;

export interface RenderTaxPlaceholdersOptions {
  fy?: FinancialYear;
  /**
   * What to put in place of a placeholder we cannot fill, given the whole placeholder and
   * the reason. By default the error is thrown: the embedded content is code, and a test
   * renders every file. CMS content passes a handler that keeps the text and logs it.
   */
  onUnknown?: (placeholder: string, error: Error) => string;
  /** The text's language: a Hindi text gets its amounts and form names in Hindi. */
  locale?: Locale;
}

const rethrow = (_placeholder: string, error: Error): string => {
  throw error;
};

/**
 * Every `{{tax:name}}`, `{{tax:name:format}}` and `{{tax:year:name…}}` in `source` replaced by
 * its figure, and every `{{form:…}}` by the form's name for the year (form-placeholders.ts).
 */
export function renderTaxPlaceholders(source: string, { fy = CURRENT_FINANCIAL_YEAR, onUnknown = rethrow, locale = "en" }: RenderTaxPlaceholdersOptions = {}): string {
  const withForms = renderFormPlaceholders(source, fy, onUnknown, locale);
  if (!withForms.includes("{{tax:")) return withForms;
  return withForms.replace(PLACEHOLDER, (placeholder: string, inside: string) => {
    const parts = inside.split(":");
    try {
      const { year } = takeNamedYear(parts, fy, placeholder);
      const [name = "", format, ...extra] = parts;
      if (extra.length > 0) throw new Error(`Malformed tax placeholder "${placeholder}"`);
      return taxPlaceholderValue(name, format, year, locale);
    } catch (error) {
      return onUnknown(placeholder, error instanceof Error ? error : new Error(String(error)));
    }
  });
}
