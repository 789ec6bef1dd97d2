import { formatIndianNumber } from "@/lib/format";
import { CURRENCIES, type CurrencyCode } from "@/lib/finance/currency";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { choice, decimalAmount, percent } from "../fields";
import type { AmountField, ChoiceField } from "../types";
import { CURRENCY_CONVERTER_TEXT } from "./text";

/*
 * The currency converter's parameters (query string):
 *   amount  the sum to convert, in `from`, up to 2 decimals
 *   from    ISO code of the currency converted from (default USD)
 *   to      ISO code of the currency converted to (default INR)
 *   rate    ₹ per unit of the foreign currency (per 100 for JPY, KRW, IDR), up to 4 decimals;
 *           for a pair of two foreign currencies, ₹ per unit of `from`. 0 = not entered (the default)
 *   rate2   for a pair of two foreign currencies only: ₹ per unit of `to`. 0 = not entered
 *   markup  a card's or bank's mark-up over the rate, in percent
 */

/** ₹1,000 crore, or as many units of another currency: above any one conversion. */
const MAX_AMOUNT = 10_00_00_00_000;
/** ₹1 lakh per unit (or per 100 units): far above any currency's rupee rate, so a slip of the decimal point is caught. */
const MAX_RATE = 1_00_000;
/** Card mark-ups run to a few per cent; 25% leaves room for any bank's spread. */
const MAX_MARKUP = 25;

const inRupees = (value: number) => `₹${formatIndianNumber(value, { maximumFractionDigits: 4 })}`;

/** A currency picker; a code not in the list gets a short message rather than all 29 names. */
function currencyField(label: string, defaultCode: CurrencyCode, locale: Locale): ChoiceField<CurrencyCode> {
  const t = messagesFor(CURRENCY_CONVERTER_TEXT, locale);
  const options = CURRENCIES.map((currency) => ({
    value: currency.code as CurrencyCode,
    label: t.currencyOption(currency.code, t.currencyNames[currency.code] ?? currency.name),
  }));
  const field = choice<CurrencyCode>({ locale, label, options, default: defaultCode, display: "select" });
  return {
    ...field,
    read: (raw) => {
      const result = field.read(raw);
      return result.ok ? result : { ok: false, message: t.chooseCurrency };
    },
  };
}

/** The currency the second rate is for: shown only when neither side is the rupee. */
const isCrossPair: AmountField["visibleWhen"] = (raw) => (raw.from?.trim() || "USD") !== "INR" && (raw.to?.trim() || "INR") !== "INR";

export function fieldsIn(locale: Locale) {
  const t = messagesFor(CURRENCY_CONVERTER_TEXT, locale);
  return {
    amount: decimalAmount({
      locale,
      label: t.amount,
      help: t.amountHelp,
      unit: "number",
      decimals: 2,
      default: 1_000,
      min: 0.01,
      max: MAX_AMOUNT,
      describe: (value) => formatIndianNumber(value, { maximumFractionDigits: 2 }),
      notANumber: t.amountNotANumber,
    }),
    from: currencyField(t.from, "USD", locale),
    to: currencyField(t.to, "INR", locale),
    rate: decimalAmount({
      locale,
      label: t.rate,
      help: t.rateHelp,
      unit: "rupees",
      decimals: 4,
      default: 0,
      min: 0,
      max: MAX_RATE,
      describe: inRupees,
      notANumber: t.rateNotANumber,
    }),
    rate2: decimalAmount({
      locale,
      label: t.rate2,
      help: t.rate2Help,
      unit: "rupees",
      decimals: 4,
      default: 0,
      min: 0,
      max: MAX_RATE,
      describe: inRupees,
      notANumber: t.rate2NotANumber,
      visibleWhen: isCrossPair,
    }),
    markup: percent({
      locale,
      label: t.markup,
      help: t.markupHelp,
      default: 0,
      min: 0,
      max: MAX_MARKUP,
    }),
  };
}

export const fields = fieldsIn("en");
