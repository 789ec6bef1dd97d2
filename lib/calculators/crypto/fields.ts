import { parseIndianNumber } from "@/lib/format";
import type { VdaPayer } from "@/lib/tax/crypto-vda";
import { choice, count, rupees, toggle } from "../fields";
import type { AmountField } from "../types";
import { MAX_AMOUNT, ageField, financialYearField, onlyInOldRegime, regimeField } from "../common-fields";


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

const rowFields = Object.fromEntries(
  ROW_NUMBERS.flatMap((row) => {
    const visibleWhen = (raw: Record<string, string>) => rowsShown(raw) >= row;
    return [
      [
        `buy${row}`,
        rupees({
          label: `Transaction ${row}: cost of acquisition`,
          help: row === 1 ? "What you paid for the coins or tokens you sold. Exchange fees and other expenses are not deductible." : undefined,
          default: ROW_DEFAULTS[row]?.buy ?? 0,
          max: MAX_AMOUNT,
          visibleWhen,
        }),
      ],
      [
        `sell${row}`,
        rupees({
          label: `Transaction ${row}: sale value`,
          help: row === 1 ? "What you received for them (the sale consideration, before any fee)." : undefined,
          default: ROW_DEFAULTS[row]?.sell ?? 0,
          max: MAX_AMOUNT,
          visibleWhen,
        }),
      ],
    ];
  }),
) as Record<RowFieldName, AmountField>;

export const fields = {
  fy: financialYearField(),
  regime: regimeField({ help: "The 30% rate is the same in both; the regime changes the tax on your other income." }),
  age: ageField({ visibleWhen: onlyInOldRegime }),
  other: rupees({
    label: "Your other income this year",
    help: "Taxable income apart from crypto, after deductions. Leave 0 to see the tax on the crypto income alone.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  n: count({
    label: "Number of transactions",
    help: "Each sale (or swap) of a crypto asset is one transaction. Up to 10.",
    default: DEFAULT_ROWS,
    min: 1,
    max: ROW_NUMBERS.length,
  }),
  ...rowFields,
  payer: choice<VdaPayer>({
    label: "Who paid you?",
    help: "Sets the yearly limit below which no TDS is deducted.",
    options: [
      { value: "other", label: "An exchange or a business (limit ₹10,000)" },
      { value: "specified", label: "An individual or HUF without a large business (limit ₹50,000)" },
    ],
    default: "other",
  }),
  pan: toggle({
    label: "You gave your PAN",
    help: "Without a PAN, TDS is 20% instead of 1% (section 206AA).",
    default: true,
  }),
};
