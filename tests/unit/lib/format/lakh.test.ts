import { formatInrInLakh } from "@/lib/format";

describe("formatInrInLakh", () => {
  test.each([
    [12_00_000, "₹12 lakh"],
    [1_25_000, "₹1.25 lakh"],
    [2_50_000, "₹2.5 lakh"],
    [1_00_000, "₹1 lakh"],
    [12_75_000, "₹12.75 lakh"],
    [2_00_00_000, "₹2 crore"],
    [1_50_00_000, "₹1.5 crore"],
    [75_000, "₹75,000"],
    [0, "₹0"],
    [1_23_456, "₹1,23,456"],
    [-5_00_000, "-₹5 lakh"],
  ])("given %d, then %s", (amount, expected) => {
    expect(formatInrInLakh(amount)).toBe(expected);
  });

  test.each([[Number.NaN], [Number.POSITIVE_INFINITY]])("given %p, then it throws", (amount) => {
    expect(() => formatInrInLakh(amount)).toThrow(RangeError);
  });
});
