import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { AmountField } from "./types";

/*
 * The messages every field builder (fields.ts) shows beside a field, in each language. A
 * calculator's own labels, help and special messages live in its own catalogue.
 */

type Unit = AmountField["unit"];

const en = {
  notANumber: {
    rupees: "Enter an amount in rupees using digits, like 12,75,000.",
    percent: "Enter a percentage using digits, like 7.1.",
    years: "Enter a number of years using digits, like 15.",
    months: "Enter a number of months using digits, like 6.",
    days: "Enter a number of days using digits, like 45.",
    number: "Enter a number using digits.",
  } as Readonly<Record<Unit, string>>,
  wholeOnly: (unit: Unit) =>
    `Enter ${{ rupees: "whole rupees", percent: "a whole percentage", years: "whole years", months: "whole months", days: "whole days", number: "a whole number" }[unit]}, without decimals.`,
  atMostDecimals: (decimals: number) => `Use at most ${decimals} decimal places.`,
  atLeast: (limit: string) => `Enter at least ${limit}.`,
  atMost: (limit: string) => `Enter at most ${limit}.`,
  count: (unit: Unit, value: number) => {
    const words = { years: { one: "year", other: "years" }, months: { one: "month", other: "months" }, days: { one: "day", other: "days" } } as const;
    return unit === "years" || unit === "months" || unit === "days" ? `${value} ${value === 1 ? words[unit].one : words[unit].other}` : String(value);
  },
  chooseOneOf: (list: string) => `Choose one of: ${list}.`,
  yesOrNo: "Use 1 for yes or 0 for no.",
  atMostCharacters: (count: number) => `Enter at most ${count} characters.`,
};

export const FIELD_TEXT: Catalogues<typeof en> = translatable("FIELD_TEXT", en);
