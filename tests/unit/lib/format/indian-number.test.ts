import fc from "fast-check";
import { formatIndianNumber, groupIndianDigits, parseIndianNumber } from "@/lib/format";
import { groupAbsolute, roundHalfUp } from "@/lib/format/indian-number";

/** The reference: ICU's en-IN grouping (Node carries full ICU), after the same half-up rounding. */
function viaIntl(value: number, minimumFractionDigits = 0, maximumFractionDigits = 0): { text: string; negative: boolean } {
  const formatter = new Intl.NumberFormat("en-IN", { minimumFractionDigits, maximumFractionDigits, useGrouping: true });
  const text = formatter.format(roundHalfUp(Math.abs(value), maximumFractionDigits));
  return { text, negative: value < 0 && /[1-9]/.test(text) };
}

describe("groupIndianDigits", () => {
  test.each([
    ["0", "0"],
    ["999", "999"],
    ["1000", "1,000"],
    ["12345", "12,345"],
    ["100000", "1,00,000"],
    ["1275000", "12,75,000"],
    ["10000000", "1,00,00,000"],
    ["123456789", "12,34,56,789"],
  ])("digits %s are grouped as %s", (digits, expected) => {
    expect(groupIndianDigits(digits)).toBe(expected);
  });

  test("anything but ASCII digits is refused", () => {
    expect(() => groupIndianDigits("12a")).toThrow(RangeError);
    expect(() => groupIndianDigits("１２")).toThrow(RangeError);
  });
});

describe("formatIndianNumber", () => {
  test.each([
    [0, "0"],
    [500, "500"],
    [1275000, "12,75,000"],
    [10000000, "1,00,00,000"],
    [1234.5, "1,234.5"],
    [1234.567, "1,234.57"],
    [-500, "-500"],
    [-0, "0"],
    [-0.001, "0"],
  ])("%p is shown as %s", (value, expected) => {
    expect(formatIndianNumber(value)).toBe(expected);
  });

  test("maximumFractionDigits 0 rounds half up: 2.5 is shown as 3", () => {
    expect(formatIndianNumber(2.5, { maximumFractionDigits: 0 })).toBe("3");
  });

  test.each([NaN, Infinity, -Infinity])("%p throws", (value) => {
    expect(() => formatIndianNumber(value)).toThrow(RangeError);
  });
});

describe("the grouping agrees with ICU's en-IN (the same text in every engine)", () => {
  test.each([
    [0, 0],
    [0, 2],
    [2, 2],
  ])("with %i to %i fraction digits, for any amount up to 10^25", (minimumFractionDigits, maximumFractionDigits) => {
    const amounts = fc.oneof(
      fc.double({ min: -1e6, max: 1e6, noNaN: true }),
      fc.double({ min: -1e13, max: 1e13, noNaN: true }),
      fc.double({ min: -1e25, max: 1e25, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((paise) => paise / 100),
      fc.integer({ min: -1e9, max: 1e9 }).map((tenths) => tenths / 1000 + 0.0005),
    );
    fc.assert(
      fc.property(amounts, (value) => {
        expect(groupAbsolute(value, { minimumFractionDigits, maximumFractionDigits })).toEqual(viaIntl(value, minimumFractionDigits, maximumFractionDigits));
      }),
      { numRuns: 2000 },
    );
  });

  test.each([
    // 1.005 is 1.00499… in binary and 100.4999… once multiplied by 100: rounded down.
    [1.005, "1.00"],
    [0.125, "0.13"],
    // 2.675 is 2.67499… in binary, but 2.675 × 100 is exactly 267.5 as a double: rounded up.
    [2.675, "2.68"],
    [1234567.5, "12,34,567.50"],
    // From ₹10,000 crore up, whole rupees: 123456789012.345 → ".00".
    [123456789012.345, "1,23,45,67,89,012.00"],
  ])("the tie %p is rounded the same way as ICU: %s", (value, expected) => {
    expect(viaIntl(value, 2, 2).text).toBe(expected);
    expect(groupAbsolute(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).text).toBe(expected);
  });

  test("beyond 2^53 the shortest digits are shown, padded with zeros, as ICU does: 2^60", () => {
    expect(groupAbsolute(2 ** 60).text).toBe("11,52,92,15,04,60,68,47,000");
  });

  test("a very large whole number is written out in full, without exponent: 10^21", () => {
    expect(groupAbsolute(1e21).text).toBe("1,00,00,00,00,00,00,00,00,00,000");
    expect(viaIntl(1e21).text).toBe("1,00,00,00,00,00,00,00,00,00,000");
  });
});

describe("parseIndianNumber", () => {
  test.each([
    ["1275000", 1275000],
    ["12,75,000", 1275000],
    ["1,275,000", 1275000],
    ["₹12,75,000", 1275000],
    ["₹ 12,75,000", 1275000],
    [" 12 75 000 ", 1275000],
    ["12\u00a075\u202f000", 1275000],
    ["0", 0],
    ["007", 7],
    ["1234.50", 1234.5],
    ["1234.", 1234],
    [".5", 0.5],
    ["9007199254740991", 9007199254740991],
  ])("%p reads as %p", (text, expected) => {
    expect(parseIndianNumber(text)).toBe(expected);
  });

  test.each([
    ["", "an empty field"],
    ["   ", "only spaces"],
    [".", "a lone point"],
    ["-0", "a minus sign, even on zero"],
    ["-500", "a negative amount"],
    ["+5", "a plus sign"],
    ["1e309", "exponent notation that overflows"],
    ["1e3", "exponent notation"],
    ["0x10", "a hex prefix"],
    ["0b101", "a binary prefix"],
    ["１２", "full-width digits"],
    ["१२", "Devanagari digits"],
    ["12,", "a trailing comma"],
    [",12", "a leading comma"],
    ["1,,2", "a doubled comma"],
    ["1.2.3", "two points"],
    ["1.2,3", "a comma in the fraction"],
    ["12₹", "the rupee sign at the end"],
    ["Infinity", "the word Infinity"],
    ["NaN", "the word NaN"],
    ["12abc", "trailing letters"],
    ["9007199254740993", "a value beyond exact whole rupees"],
    ["9".repeat(400), "a value that overflows to Infinity"],
  ])("%p gives null (%s)", (text) => {
    expect(parseIndianNumber(text)).toBeNull();
  });

  test("any formatted non-negative whole number reads back as itself", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(parseIndianNumber(formatIndianNumber(value))).toBe(value);
      }),
    );
  });
});
