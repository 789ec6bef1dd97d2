import fc from "fast-check";
import {
  COMPOUNDING_FREQUENCIES,
  compoundInterest,
  type CompoundInterestInput,
  type CompoundInterestResult,
} from "@/lib/finance/compound-interest";

/**
 * docs/tax-methods.md §39. Expected figures are worked by hand from A = P × (1 + r/(100m))^(mt);
 * the powers are written out in the comments.
 */

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

describe("compound interest: docs/tax-methods.md §39 worked examples (₹1,00,000 at 10% for 3 years)", () => {
  test.each([
    // 1.1^3 = 1.331 → 1,33,100
    { freq: 1 as const, name: "yearly", amount: 1_33_100, effective: 10 },
    // 1.05^6 = 1.3400956 → 1,34,009.56 → 1,34,010; effective 1.05² − 1 = 10.25%
    { freq: 2 as const, name: "half-yearly", amount: 1_34_010, effective: 10.25 },
    // 1.025^12 = 1.3448888 → 1,34,488.88 → 1,34,489; effective 1.025⁴ − 1 = 10.3813% → 10.38
    { freq: 4 as const, name: "quarterly", amount: 1_34_489, effective: 10.38 },
    // (1 + 0.1/12)^36 = 1.3481818 → 1,34,818.18 → 1,34,818; effective (1 + 0.1/12)^12 − 1 = 10.4713% → 10.47
    { freq: 12 as const, name: "monthly", amount: 1_34_818, effective: 10.47 },
  ])("given $name compounding, then the amount is $amount and the effective rate $effective%", ({ freq, amount, effective }) => {
    const result = compoundInterest({ principal: 1_00_000, annualRatePercent: 10, years: 3, timesPerYear: freq });
    expect(result).toMatchObject({ principal: 1_00_000, amount, interest: amount - 1_00_000, effectiveAnnualRatePercent: effective });
  });

  test("given yearly compounding, then the rows are 1,10,000, 1,21,000 and 1,33,100 with interest 10,000, 11,000 and 12,100", () => {
    // 10% of 1,00,000; of 1,10,000; of 1,21,000
    const result = compoundInterest({ principal: 1_00_000, annualRatePercent: 10, years: 3, timesPerYear: 1 });
    expect(result.yearly).toEqual([
      { year: 1, elapsedYears: 1, opening: 1_00_000, interest: 10_000, closing: 1_10_000 },
      { year: 2, elapsedYears: 2, opening: 1_10_000, interest: 11_000, closing: 1_21_000 },
      { year: 3, elapsedYears: 3, opening: 1_21_000, interest: 12_100, closing: 1_33_100 },
    ]);
  });

  test("given quarterly compounding, then year-end balances are 1,10,381, 1,21,840 and 1,34,489", () => {
    // 1.025^4 = 1.1038129 → 1,10,381.29; 1.025^8 = 1.2184029 → 1,21,840.29; 1.025^12 → 1,34,488.88
    // interest 10,381; 1,21,840 − 1,10,381 = 11,459; 1,34,489 − 1,21,840 = 12,649; sum 34,489
    const result = compoundInterest({ principal: 1_00_000, annualRatePercent: 10, years: 3, timesPerYear: 4 });
    expect(result.yearly.map((row) => [row.closing, row.interest])).toEqual([
      [1_10_381, 10_381],
      [1_21_840, 11_459],
      [1_34_489, 12_649],
    ]);
    expect(result.interest).toBe(34_489);
  });
});

describe("compound interest: part-years and rounding", () => {
  test("given 2.5 years quarterly, then the amount is ₹1,28,008 and the last row is the half-year", () => {
    // 10 quarters: 1.025^10 = 1.2800845 → 1,28,008.45 → 1,28,008; interest in the half-year 1,28,008 − 1,21,840 = 6,168
    const result = compoundInterest({ principal: 1_00_000, annualRatePercent: 10, years: 2.5, timesPerYear: 4 });
    expect(result.amount).toBe(1_28_008);
    expect(result.yearly.map((row) => row.elapsedYears)).toEqual([1, 2, 2.5]);
    expect(result.yearly[2]).toEqual({ year: 3, elapsedYears: 2.5, opening: 1_21_840, interest: 6_168, closing: 1_28_008 });
  });

  test("given 2.5 years compounded yearly, then the part-year compounds with a fractional power: ₹1,26,906", () => {
    // 1.1^2.5 = 1.21 × √1.1 = 1.21 × 1.0488088 = 1.2690587 → 1,26,905.87 → 1,26,906
    expect(compoundInterest({ principal: 1_00_000, annualRatePercent: 10, years: 2.5, timesPerYear: 1 }).amount).toBe(1_26_906);
  });

  test("given ₹1,000 at 5% for 2 years, then 1,102.50 rounds half up to ₹1,103", () => {
    // 1.05² = 1.1025 → 1,102.50 exactly
    expect(compoundInterest({ principal: 1_000, annualRatePercent: 5, years: 2, timesPerYear: 1 }).amount).toBe(1_103);
  });

  test("given a zero rate, then the amount is the principal and every year's interest is nil", () => {
    const result = compoundInterest({ principal: 50_000, annualRatePercent: 0, years: 4, timesPerYear: 12 });
    expect(result).toMatchObject({ amount: 50_000, interest: 0, effectiveAnnualRatePercent: 0 });
    expect(result.yearly.every((row) => row.interest === 0)).toBe(true);
  });

  test("given a principal with paise, then the schedule starts from it rounded to the rupee", () => {
    // 1,000.40 → 1,000; 1,000.40 × 1.1 = 1,100.44 → 1,100; interest 100
    const result = compoundInterest({ principal: 1_000.4, annualRatePercent: 10, years: 1, timesPerYear: 1 });
    expect(result).toMatchObject({ principal: 1_000, amount: 1_100, interest: 100 });
  });
});

describe("compound interest: impossible inputs", () => {
  const valid: CompoundInterestInput = { principal: 1_00_000, annualRatePercent: 10, years: 3, timesPerYear: 4 };
  test.each<[string, Partial<CompoundInterestInput>]>([
    ["a negative principal", { principal: -1 }],
    ["a zero principal", { principal: 0 }],
    ["a NaN principal", { principal: Number.NaN }],
    ["an infinite principal", { principal: Number.POSITIVE_INFINITY }],
    ["a negative rate", { annualRatePercent: -1 }],
    ["a NaN rate", { annualRatePercent: Number.NaN }],
    ["a tenure of 0", { years: 0 }],
    ["a negative tenure", { years: -2 }],
    ["a tenure over 100 years", { years: 101 }],
    ["compounding 3 times a year", { timesPerYear: 3 as never }],
    ["daily compounding (not offered)", { timesPerYear: 365 as never }],
    ["an amount too large for a number", { annualRatePercent: 1e6, years: 100 }],
  ])("given %s, then it throws a RangeError", (_, change) => {
    expect(() => compoundInterest({ ...valid, ...change })).toThrow(RangeError);
  });
});

describe("compound interest: properties over random inputs", () => {
  const input: fc.Arbitrary<CompoundInterestInput> = fc.record({
    principal: fc.oneof(fc.integer({ min: 1, max: 10_00_00_000 }), fc.double({ min: 0.01, max: 1e9, noNaN: true })),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
    years: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0.01, max: 40, noNaN: true })),
    timesPerYear: fc.constantFrom(...COMPOUNDING_FREQUENCIES),
  });

  const moneyOf = (result: CompoundInterestResult): number[] => [
    result.principal,
    result.interest,
    result.amount,
    ...result.yearly.flatMap((row) => [row.opening, row.interest, row.closing]),
  ];

  test("given any valid input, then every figure is a whole, non-negative number of rupees", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = compoundInterest(value);
        for (const money of moneyOf(result)) {
          expect(Number.isInteger(money)).toBe(true);
          expect(money).toBeGreaterThanOrEqual(0);
        }
        expect(Number.isFinite(result.effectiveAnnualRatePercent)).toBe(true);
      }),
    );
  });

  test("given any valid input, then the rows chain, add up to the totals and end at the amount", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = compoundInterest(value);
        expect(result.yearly).toHaveLength(Math.ceil(value.years));
        expect(result.yearly[0]?.opening).toBe(result.principal);
        result.yearly.forEach((row, index) => {
          expect(row.closing).toBe(row.opening + row.interest);
          if (index > 0) expect(row.opening).toBe(result.yearly[index - 1]?.closing);
        });
        expect(sum(result.yearly.map((row) => row.interest))).toBe(result.interest);
        expect(result.yearly.at(-1)?.closing).toBe(result.amount);
        expect(result.amount).toBe(result.principal + result.interest);
      }),
    );
  });

  test("given the same deposit, then compounding more often never gives less", () => {
    fc.assert(
      fc.property(input, (value) => {
        const amounts = COMPOUNDING_FREQUENCIES.map((timesPerYear) => compoundInterest({ ...value, timesPerYear }).amount);
        amounts.slice(1).forEach((amount, index) => expect(amount).toBeGreaterThanOrEqual(amounts[index] ?? 0));
      }),
    );
  });
});
