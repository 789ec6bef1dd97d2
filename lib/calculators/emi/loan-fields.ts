import { MAX_TENURE_MONTHS } from "@/lib/finance/loan";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { months, percent, rupees, years } from "../fields";
import { EMI_TEXT } from "./text";

/*
 * The loan inputs the EMI and home-loan calculators share (CALCULATOR-CONTRACT.md: `amount`,
 * `rate`, `years`), with an optional `months` for a tenure such as 5 years 6 months
 * (docs/tax-methods.md §38.1: the term may be given in months).
 */

/** ₹1,000: below this no lender writes an EMI loan. */
const MIN_LOAN = 1_000;
/** ₹100 crore: far above any retail loan, well inside exact arithmetic. */
const MAX_LOAN = 1_000_000_000;
/** Credit cards charge about 42% a year; nothing a person repays by EMI costs more than 50%. */
const MAX_RATE = 50;
/** Some lenders allow home loans up to 40 years (docs/tax-methods.md §38.1). */
export const MAX_LOAN_YEARS = 40;
const MONTHS_AFTER_YEARS = 11;
/** The longest tenure the fields accept, in months: within the loan module's own limit (MAX_TENURE_MONTHS). */
export const MAX_LOAN_MONTHS = Math.min(MAX_LOAN_YEARS * 12 + MONTHS_AFTER_YEARS, MAX_TENURE_MONTHS);

export interface LoanFieldDefaults {
  amount: number;
  rate: number;
  years: number;
  /** In the language of `locale`. */
  amountLabel: string;
  amountHelp: string;
}

export function loanFields(defaults: LoanFieldDefaults, locale: Locale = "en") {
  const t = messagesFor(EMI_TEXT, locale);
  return {
    amount: rupees({
      locale,
      label: defaults.amountLabel,
      help: defaults.amountHelp,
      default: defaults.amount,
      min: MIN_LOAN,
      max: MAX_LOAN,
    }),
    rate: percent({
      locale,
      label: t.rate,
      help: t.rateHelp,
      default: defaults.rate,
      min: 0,
      max: MAX_RATE,
    }),
    years: years({
      locale,
      label: t.years,
      default: defaults.years,
      max: MAX_LOAN_YEARS,
    }),
    months: months({
      locale,
      label: t.months,
      help: t.monthsHelp,
      default: 0,
      max: MONTHS_AFTER_YEARS,
    }),
  };
}

/** The tenure in months. */
export const tenureMonths = (input: { years: number; months: number }): number => input.years * 12 + input.months;

/** A tenure of 0 years and 0 months is no loan: the years field says so. */
export function validateTenure(input: { years: number; months: number }, locale: Locale = "en"): { years?: string } {
  return tenureMonths(input) < 1 ? { years: messagesFor(EMI_TEXT, locale).tenureTooShort } : {};
}

/** "20 years", "4 years 6 months", "9 months" (Hindi: "20 वर्ष", "4 वर्ष 6 महीने", "9 महीने"). */
export function tenureText(totalMonths: number, locale: Locale = "en"): string {
  return messagesFor(EMI_TEXT, locale).tenure(Math.floor(totalMonths / 12), totalMonths % 12);
}
