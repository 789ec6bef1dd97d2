import { formatInr } from "@/lib/format";

describe("formatInr", () => {
  test.each([
    [0, "₹0"],
    [5, "₹5"],
    [500, "₹500"],
    [1000, "₹1,000"],
    [124800, "₹1,24,800"],
    [1275000, "₹12,75,000"],
    [10000000, "₹1,00,00,000"],
    [193440000, "₹19,34,40,000"],
    [11300.8, "₹11,301"],
    [0.5, "₹1"],
    [2.5, "₹3"],
    [-500, "-₹500"],
    [-1275000, "-₹12,75,000"],
    [-0, "₹0"],
    [-0.4, "₹0"],
    [-0.5, "-₹1"],
  ])("%p rupees is shown as %s", (amount, expected) => {
    expect(formatInr(amount)).toBe(expected);
  });

  test.each([
    [1234.5, "₹1,234.50"],
    [1449.03, "₹1,449.03"],
    [0, "₹0.00"],
    [8678.234, "₹8,678.23"],
    [8678.235, "₹8,678.24"],
    [-12.5, "-₹12.50"],
    [-0.004, "₹0.00"],
  ])("in paise mode %p is shown as %s", (amount, expected) => {
    expect(formatInr(amount, { paise: true })).toBe(expected);
  });

  test.each([NaN, Infinity, -Infinity])("%p throws, so NaN never reaches a page", (amount) => {
    expect(() => formatInr(amount)).toThrow(RangeError);
  });

  test("the result uses only the rupee sign, ASCII digits, commas, a point and a hyphen-minus", () => {
    expect(formatInr(-123456789.12, { paise: true })).toMatch(/^-?₹[0-9,]+\.[0-9]{2}$/);
  });
});
