import { formatLongDate, formatPercent } from "@/lib/format";

describe("formatLongDate (Indian Standard Time)", () => {
  test.each([
    ["2026-06-15", "15 June 2026"],
    ["2026-03-31", "31 March 2026"],
    ["2024-02-29", "29 February 2024"],
    ["2026-06-15T20:00:00Z", "16 June 2026"],
    ["2026-06-15T18:29:59Z", "15 June 2026"],
    ["2026-06-15T18:30:00Z", "16 June 2026"],
    ["2026-01-01T00:00:00+05:30", "1 January 2026"],
  ])("%s is written %s", (input, expected) => {
    expect(formatLongDate(input)).toBe(expected);
  });

  test("a Date object late on 31 March in UTC is already 1 April in India", () => {
    expect(formatLongDate(new Date(Date.UTC(2026, 2, 31, 19, 0)))).toBe("1 April 2026");
  });

  test("a timestamp in milliseconds is accepted: 0 is 1 January 1970", () => {
    expect(formatLongDate(0)).toBe("1 January 1970");
  });

  test.each(["2026-02-30", "not a date", "2026-13-01"])("%s throws", (input) => {
    expect(() => formatLongDate(input)).toThrow(RangeError);
  });

  test("an invalid Date throws", () => {
    expect(() => formatLongDate(new Date(NaN))).toThrow(RangeError);
  });
});

describe("formatPercent (values in percent)", () => {
  test.each([
    [12.5, "12.5%"],
    [30, "30%"],
    [7.1, "7.1%"],
    [8.25, "8.25%"],
    [0.333, "0.33%"],
    [0, "0%"],
    [1234, "1,234%"],
    [-2.5, "-2.5%"],
  ])("%p is shown as %s", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });

  test("one fraction digit when asked: 8.25 becomes 8.3%", () => {
    expect(formatPercent(8.25, { maximumFractionDigits: 1 })).toBe("8.3%");
  });

  test.each([NaN, Infinity])("%p throws", (value) => {
    expect(() => formatPercent(value)).toThrow(RangeError);
  });
});
