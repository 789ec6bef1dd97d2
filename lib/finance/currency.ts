/*
 * Currency conversion at a rate the visitor gives (docs/tax-methods.md §41). No rate lives
 * here: each rate is an input, "₹ per `per` units" of a currency, the way FBIL and Indian
 * banks quote them (per 100 units for the yen and a few other currencies of small unit
 * value). A pair without the rupee is converted through it.
 *
 * A mark-up (a card's or bank's spread over the rate entered) always works against the
 * visitor, who is taken to be buying the currency converted to: they pay more rupees for
 * foreign currency, or get less foreign currency for their money.
 *
 * Results are kept to 6 decimals; the page shows 2 (4 for a rate).
 */

import { requireNonNegative, requirePositive } from "./shared";

export interface Currency {
  /** ISO 4217 */
  code: string;
  name: string;
  symbol: string;
  /** Units of the currency a rate is quoted for: 100 for JPY, KRW and IDR, else 1. */
  per: 1 | 100;
}

/*
 * Per 100: FBIL's reference rate for the yen is ₹ per 100 JPY, and banks' card-rate
 * sheets quote KRW and IDR the same way. Some banks quote IDR per 10,000 or per 1 instead:
 * the rate field says which quote it expects.
 */
export const CURRENCIES = [
  { code: "INR", name: "Indian rupee", symbol: "₹", per: 1 },
  { code: "USD", name: "US dollar", symbol: "$", per: 1 },
  { code: "EUR", name: "Euro", symbol: "€", per: 1 },
  { code: "GBP", name: "British pound", symbol: "£", per: 1 },
  { code: "JPY", name: "Japanese yen", symbol: "¥", per: 100 },
  { code: "AED", name: "UAE dirham", symbol: "Dh", per: 1 },
  { code: "SGD", name: "Singapore dollar", symbol: "S$", per: 1 },
  { code: "AUD", name: "Australian dollar", symbol: "A$", per: 1 },
  { code: "CAD", name: "Canadian dollar", symbol: "C$", per: 1 },
  { code: "CHF", name: "Swiss franc", symbol: "CHF", per: 1 },
  { code: "CNY", name: "Chinese yuan", symbol: "CN¥", per: 1 },
  { code: "HKD", name: "Hong Kong dollar", symbol: "HK$", per: 1 },
  { code: "SAR", name: "Saudi riyal", symbol: "SR", per: 1 },
  { code: "QAR", name: "Qatari riyal", symbol: "QR", per: 1 },
  { code: "KWD", name: "Kuwaiti dinar", symbol: "KD", per: 1 },
  { code: "OMR", name: "Omani rial", symbol: "RO", per: 1 },
  { code: "BHD", name: "Bahraini dinar", symbol: "BD", per: 1 },
  { code: "NZD", name: "New Zealand dollar", symbol: "NZ$", per: 1 },
  { code: "THB", name: "Thai baht", symbol: "฿", per: 1 },
  { code: "MYR", name: "Malaysian ringgit", symbol: "RM", per: 1 },
  { code: "ZAR", name: "South African rand", symbol: "R", per: 1 },
  { code: "SEK", name: "Swedish krona", symbol: "kr", per: 1 },
  { code: "NOK", name: "Norwegian krone", symbol: "kr", per: 1 },
  { code: "DKK", name: "Danish krone", symbol: "kr", per: 1 },
  { code: "KRW", name: "South Korean won", symbol: "₩", per: 100 },
  { code: "IDR", name: "Indonesian rupiah", symbol: "Rp", per: 100 },
  { code: "LKR", name: "Sri Lankan rupee", symbol: "Rs", per: 1 },
  { code: "NPR", name: "Nepalese rupee", symbol: "Rs", per: 1 },
  { code: "BDT", name: "Bangladeshi taka", symbol: "৳", per: 1 },
] as const satisfies readonly Currency[];

export type CurrencyCode = (typeof CURRENCIES)[number]["code"];

export const CURRENCY_CODES: readonly CurrencyCode[] = CURRENCIES.map((currency) => currency.code);

export function currencyByCode(code: string): Currency | undefined {
  return CURRENCIES.find((currency) => currency.code === code);
}

/** To 6 decimals, half up, binary noise removed first (1.0000005 stays a tie, not 1.0000004999…). */
export function roundTo6(value: number): number {
  return Math.round(Math.round(value * 1e9) / 1e3) / 1e6 || 0;
}

function requireMarkup(markupPercent: number): number {
  requireNonNegative("markupPercent", markupPercent);
  return 1 + markupPercent / 100;
}

/** Rupees for `amount` of a foreign currency at ₹`rate` per `per` units; a mark-up makes it cost more. */
export function foreignToInr(amount: number, rate: number, per: number = 1, markupPercent = 0): number {
  requireNonNegative("amount", amount);
  requirePositive("rate", rate);
  requirePositive("per", per);
  return roundTo6(((amount * rate) / per) * requireMarkup(markupPercent));
}

/** Foreign currency bought with `amount` rupees at ₹`rate` per `per` units; a mark-up buys less. */
export function inrToForeign(amount: number, rate: number, per: number = 1, markupPercent = 0): number {
  requireNonNegative("amount", amount);
  requirePositive("rate", rate);
  requirePositive("per", per);
  return roundTo6((amount * per) / (rate * requireMarkup(markupPercent)));
}

/**
 * `amount` of X in Y, through the rupee: X → ₹ at ₹`rateFrom` per `perFrom` X, then ₹ → Y
 * at ₹`rateTo` per `perTo` Y. A mark-up gives less Y.
 */
export function crossConvert(amount: number, rateFrom: number, perFrom: number, rateTo: number, perTo: number, markupPercent = 0): number {
  requireNonNegative("amount", amount);
  requirePositive("rateFrom", rateFrom);
  requirePositive("perFrom", perFrom);
  requirePositive("rateTo", rateTo);
  requirePositive("perTo", perTo);
  return roundTo6((amount * rateFrom * perTo) / (perFrom * rateTo * requireMarkup(markupPercent)));
}

export interface ConversionInput {
  amount: number;
  from: CurrencyCode;
  to: CurrencyCode;
  /** ₹ per `per` units of `from` (ignored when `from` is INR) */
  rateFrom?: number;
  /** ₹ per `per` units of `to` (ignored when `to` is INR) */
  rateTo?: number;
  markupPercent?: number;
}

export interface Conversion {
  /** the amount in `to`, with the mark-up */
  converted: number;
  /** the amount in `to` at the rate entered, without the mark-up */
  atRate: number;
  /**
   * The rate with the mark-up, as `effectiveRatePer` units of `effectiveRateBase` in
   * `effectiveRateQuote`: ₹ per unit (or per 100) of the foreign currency when the rupee is
   * one side; units of `to` per unit (or per 100) of `from` for a cross pair.
   */
  effectiveRate: number;
  effectiveRatePer: number;
  effectiveRateBase: CurrencyCode;
  effectiveRateQuote: CurrencyCode;
  /** what the mark-up costs, in rupees at the rates entered */
  markupCost: number;
}

function currency(code: CurrencyCode): Currency {
  const found = currencyByCode(code);
  if (!found) throw new RangeError(`Unknown currency code ${String(code)}`);
  return found;
}

/** Converts between any two different currencies of the list at the rates given. */
export function convertCurrency(input: ConversionInput): Conversion {
  const from = currency(input.from);
  const to = currency(input.to);
  if (from.code === to.code) throw new RangeError(`from and to must differ; got ${from.code} twice`);
  const markup = input.markupPercent ?? 0;
  const factor = requireMarkup(markup);

  if (to.code === "INR") {
    const rate = input.rateFrom ?? 0;
    const converted = foreignToInr(input.amount, rate, from.per, markup);
    const atRate = foreignToInr(input.amount, rate, from.per);
    return {
      converted,
      atRate,
      effectiveRate: roundTo6(rate * factor),
      effectiveRatePer: from.per,
      effectiveRateBase: input.from,
      effectiveRateQuote: "INR",
      markupCost: roundTo6(converted - atRate),
    };
  }
  if (from.code === "INR") {
    const rate = input.rateTo ?? 0;
    const converted = inrToForeign(input.amount, rate, to.per, markup);
    return {
      converted,
      atRate: inrToForeign(input.amount, rate, to.per),
      effectiveRate: roundTo6(rate * factor),
      effectiveRatePer: to.per,
      effectiveRateBase: input.to,
      effectiveRateQuote: "INR",
      // The rupees' worth, at the rate entered, of the currency the mark-up keeps back.
      markupCost: roundTo6(input.amount - input.amount / factor),
    };
  }
  const rateFrom = input.rateFrom ?? 0;
  const rateTo = input.rateTo ?? 0;
  const converted = crossConvert(input.amount, rateFrom, from.per, rateTo, to.per, markup);
  const inr = (input.amount * rateFrom) / from.per;
  return {
    converted,
    atRate: crossConvert(input.amount, rateFrom, from.per, rateTo, to.per),
    effectiveRate: crossConvert(from.per, rateFrom, from.per, rateTo, to.per, markup),
    effectiveRatePer: from.per,
    effectiveRateBase: input.from,
    effectiveRateQuote: input.to,
    markupCost: roundTo6(inr - inr / factor),
  };
}
