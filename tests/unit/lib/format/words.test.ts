import { amountInWords, rupeesInWords } from "@/lib/format";

describe("amountInWords (the short hint under an amount field)", () => {
  test.each([
    [0, "zero"],
    [7, "7"],
    [500, "500"],
    [1000, "1 thousand"],
    [1001, "1 thousand 1"],
    [99999, "99 thousand 999"],
    [100000, "1 lakh"],
    [1275000, "12 lakh 75 thousand"],
    [10000000, "1 crore"],
    [12345678, "1 crore 23 lakh 45 thousand 678"],
    [10000500, "1 crore 500"],
    [12340000000, "1,234 crore"],
    [1275000.4, "12 lakh 75 thousand"],
    [999.5, "1 thousand"],
    [-500, "minus 500"],
  ])("%p reads %p", (amount, expected) => {
    expect(amountInWords(amount)).toBe(expected);
  });

  test.each([NaN, Infinity])("%p throws", (amount) => {
    expect(() => amountInWords(amount)).toThrow(RangeError);
  });
});

describe("rupeesInWords (receipts)", () => {
  test.each([
    [1275000, "Twelve lakh seventy-five thousand rupees"],
    [0, "Zero rupees"],
    [1, "One rupee"],
    [2, "Two rupees"],
    [15, "Fifteen rupees"],
    [40, "Forty rupees"],
    [234, "Two hundred thirty-four rupees"],
    [10000, "Ten thousand rupees"],
    [25000, "Twenty-five thousand rupees"],
    [100000, "One lakh rupees"],
    [10000000, "One crore rupees"],
    [12345678, "One crore twenty-three lakh forty-five thousand six hundred seventy-eight rupees"],
    [1200000000, "One hundred twenty crore rupees"],
    [1234.5, "One thousand two hundred thirty-four rupees and fifty paise"],
    [0.5, "Fifty paise"],
    [0.01, "One paisa"],
    [1.99, "One rupee and ninety-nine paise"],
  ])("%p reads %p", (amount, expected) => {
    expect(rupeesInWords(amount)).toBe(expected);
  });

  test.each([-1, NaN, Infinity, 1e20])("%p throws", (amount) => {
    expect(() => rupeesInWords(amount)).toThrow(RangeError);
  });
});
