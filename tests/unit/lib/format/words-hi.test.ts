import { hindiBelowHundred, rupeesInHindiWords } from "@/lib/format/words-hi";
import { HINDI_AMOUNT_CASES, HINDI_NUMBERS_0_TO_99, HINDI_PAISE_CASES } from "../../fixtures/hindi-number-words";

// The reference was written apart from the code, from Hindi number tables (its header names them).
const nfc = (text: string) => text.normalize("NFC");

describe("Hindi number words against an independent written reference", () => {
  test.each(HINDI_NUMBERS_0_TO_99.map((words, n) => [n, words] as const))("given %i, then the word is %s", (n, words) => {
    expect(nfc(hindiBelowHundred(n))).toBe(nfc(words));
  });

  test.each(HINDI_AMOUNT_CASES.map(({ amount, words }) => [amount, words] as const))("given ₹%d, then it reads %s", (amount, words) => {
    expect(nfc(rupeesInHindiWords(amount))).toBe(nfc(words));
  });

  test.each(HINDI_PAISE_CASES.map(({ amount, words }) => [amount, words] as const))("given ₹%d with paise, then it reads %s", (amount, words) => {
    expect(nfc(rupeesInHindiWords(amount))).toBe(nfc(words));
  });

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])("given %d, then it refuses (a receipt never shows it)", (amount) => {
    expect(() => rupeesInHindiWords(amount)).toThrow(RangeError);
  });
});
