import { parseIndianNumber } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import type { VdaPayer } from "@/lib/tax/crypto-vda";
import { choice, count, rupees, toggle } from "../fields";
import type { AmountField } from "../types";
import { MAX_AMOUNT, ageField, financialYearField, onlyInOldRegime, regimeField } from "../common-fields";
import { CRYPTO_TEXT } from "./text";


/** Up to ten transactions, each with its cost (`buyN`) and sale consideration (`sellN`). */
export const ROW_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type RowNumber = (typeof ROW_NUMBERS)[number];
const DEFAULT_ROWS = 2;


/** How many rows the form shows: the `n` field when it reads as a whole number from 1 to 10, else the default. */
export function rowsShown(raw: Record<string, string>): number {
  const value = parseIndianNumber(raw.n ?? String(DEFAULT_ROWS));
  if (value === null || !Number.isInteger(value) || value < 1 || value > ROW_NUMBERS.length) return DEFAULT_ROWS;
  return value;
}

const ROW_DEFAULTS: Partial<Record<RowNumber, { buy: number; sell: number }>> = {
  1: { buy: 100_000, sell: 150_000 },
  2: { buy: 80_000, sell: 50_000 },
};

type RowFieldName = `buy${RowNumber}` | `sell${RowNumber}`;

function rowFieldsIn(locale: Locale) {
  const t = messagesFor(CRYPTO_TEXT, locale);
  return Object.fromEntries(
    ROW_NUMBERS.flatMap((row) => {
      const visibleWhen = (raw: Record<string, string>) => rowsShown(raw) >= row;
      return [
        [
          `buy${row}`,
          rupees({
            locale,
            label: t.buy(row),
            help: row === 1 ? t.buyHelp : undefined,
            default: ROW_DEFAULTS[row]?.buy ?? 0,
            max: MAX_AMOUNT,
            visibleWhen,
          }),
        ],
        [
          `sell${row}`,
          rupees({
            locale,
            label: t.sell(row),
            help: row === 1 ? t.sellHelp : undefined,
            default: ROW_DEFAULTS[row]?.sell ?? 0,
            max: MAX_AMOUNT,
            visibleWhen,
          }),
        ],
      ];
    }),
  ) as Record<RowFieldName, AmountField>;
}

export function fieldsIn(locale: Locale) {
  const t = messagesFor(CRYPTO_TEXT, locale);
  return {
    fy: financialYearField({ locale }),
    regime: regimeField({ locale, help: t.regimeHelp }),
    age: ageField({ locale, visibleWhen: onlyInOldRegime }),
    other: rupees({ locale, label: t.other, help: t.otherHelp, default: 0, max: MAX_AMOUNT }),
    n: count({ locale, label: t.n, help: t.nHelp, default: DEFAULT_ROWS, min: 1, max: ROW_NUMBERS.length }),
    ...rowFieldsIn(locale),
    payer: choice<VdaPayer>({
      locale,
      label: t.payer,
      help: t.payerHelp,
      options: [
        { value: "other", label: t.payerOptions.other },
        { value: "specified", label: t.payerOptions.specified },
      ],
      default: "other",
    }),
    pan: toggle({ locale, label: t.pan, help: t.panHelp, default: true }),
  };
}

export const fields = fieldsIn("en");
