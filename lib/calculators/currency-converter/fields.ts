import { formatIndianNumber } from "@/lib/format";
import { CURRENCIES, type CurrencyCode } from "@/lib/finance/currency";
import { choice, decimalAmount, percent } from "../fields";
import type { AmountField, ChoiceField } from "../types";

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

const currencyOptions = CURRENCIES.map((currency) => ({ value: currency.code as CurrencyCode, label: `${currency.code}: ${currency.name}` }));
const inRupees = (value: number) => `₹${formatIndianNumber(value, { maximumFractionDigits: 4 })}`;

/** A currency picker; a code not in the list gets a short message rather than all 29 names. */
function currencyField(label: string, defaultCode: CurrencyCode): ChoiceField<CurrencyCode> {
  const field = choice<CurrencyCode>({ label, options: currencyOptions, default: defaultCode, display: "select" });
  return {
    ...field,
    read: (raw) => {
      const result = field.read(raw);
      return result.ok ? result : { ok: false, message: "Choose a currency from the list, by its three-letter code (such as USD)." };
    },
  };
}

/** The currency the second rate is for: shown only when neither side is the rupee. */
const isCrossPair: AmountField["visibleWhen"] = (raw) => (raw.from?.trim() || "USD") !== "INR" && (raw.to?.trim() || "INR") !== "INR";

export const fields = {
  amount: decimalAmount({
    label: "Amount to convert",
    help: "In the currency you convert from.",
    unit: "number",
    decimals: 2,
    default: 1_000,
    min: 0.01,
    max: MAX_AMOUNT,
    describe: (value) => formatIndianNumber(value, { maximumFractionDigits: 2 }),
    notANumber: "Enter the amount using digits, like 1,000 or 250.50.",
  }),
  from: currencyField("From", "USD"),
  to: currencyField("To", "INR"),
  rate: decimalAmount({
    label: "Rate: ₹ per unit of the foreign currency",
    help: "Per 100 units for the yen (JPY), won (KRW) and rupiah (IDR). Between two foreign currencies, the rate for the one you convert from. Leave 0 until you have today's rate.",
    unit: "rupees",
    decimals: 4,
    default: 0,
    min: 0,
    max: MAX_RATE,
    describe: inRupees,
    notANumber: "Enter the rate in rupees using digits, like 88.2575.",
  }),
  rate2: decimalAmount({
    label: "Rate for the currency you convert to: ₹ per unit",
    help: "Per 100 units for JPY, KRW and IDR. The conversion goes through the rupee.",
    unit: "rupees",
    decimals: 4,
    default: 0,
    min: 0,
    max: MAX_RATE,
    describe: inRupees,
    notANumber: "Enter the rate in rupees using digits, like 95.58.",
    visibleWhen: isCrossPair,
  }),
  markup: percent({
    label: "Card or bank mark-up, %",
    help: "What your card or bank adds to the rate: you pay more rupees, or get less foreign currency. 0 for the rate as entered.",
    default: 0,
    min: 0,
    max: MAX_MARKUP,
  }),
};
