import fc from "fast-check";
import { NSC_RATE, NSC_RULES, nscMaturity, type NscInput } from "@/lib/finance/nsc";

/**
 * docs/tax-methods.md §37 and the NSC (VIII Issue) Scheme, 2019, para 5: figures per ₹1,000,
 * each year's interest rounded to the paisa, "proportionate for deposits made with any
 * other sum", the maturity value rounded to the nearest rupee. Expected figures are worked
 * by hand; the arithmetic is in the comments.
 */

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

describe("NSC: the scheme's table per ₹1,000", () => {
  test("given 7.7%, then the table is 77.00, 82.93, 89.31, 96.19, 103.60 and ₹1,000 matures at 1,449.03", () => {
    // 1,000 × 0.077 = 77; 1,077 × 0.077 = 82.929; 1,159.929 × 0.077 = 89.3145; 1,249.2435 × 0.077 = 96.1918;
    // 1,345.4353 × 0.077 = 103.5985; 1,000 × 1.077^5 = 1,449.0338 → 1,449.03 (docs/tax-methods.md §37)
    const result = nscMaturity({ amount: 1_000, annualRatePercent: 7.7 });
    expect(result.yearly.map((row) => row.interestPerThousand)).toEqual([77, 82.93, 89.31, 96.19, 103.6]);
    expect(result.maturityPerThousand).toBe(1_449.03);
  });

  test.each([
    // G.S.R. 54(E) of 20-1-2023 (para 5(2B)): ₹1,000 opened from 1-1-2023 (7.0%) matures at 1,402.55; 1.07^5 = 1.4025517
    { rate: 7, maturity: 1_402.55, table: [70, 74.9, 80.14, 85.75, 91.76] },
    // G.S.R. 919(E) of 12-12-2019 (7.9%): 79.00, 85.24, 91.98, 99.24, 107.08; maturity 1,462.54
    // 1,079 × 0.079 = 85.241; 1,164.241 × 0.079 = 91.975; 1,256.216 × 0.079 = 99.241; 1,355.457 × 0.079 = 107.081
    { rate: 7.9, maturity: 1_462.54, table: [79, 85.24, 91.98, 99.24, 107.08] },
  ])("given the rate of an earlier issue, $rate%, then the rebuilt table matches the gazetted one", ({ rate, maturity, table }) => {
    // 7%: 1,070 × 0.07 = 74.90; 1,144.90 × 0.07 = 80.143; 1,225.043 × 0.07 = 85.753; 1,310.796 × 0.07 = 91.756
    const result = nscMaturity({ amount: 1_000, annualRatePercent: rate });
    expect(result.maturityPerThousand).toBe(maturity);
    expect(result.yearly.map((row) => row.interestPerThousand)).toEqual(table);
  });
});

describe("NSC: docs/tax-methods.md §37 worked examples at 7.7%", () => {
  test("given ₹1,00,000, then it matures at ₹1,44,903, of which ₹34,543 of interest counts for 80C", () => {
    // running interest per ₹1,000: 77.00, 159.93, 249.24, 345.43; × 100 → 7,700, 15,993, 24,924, 34,543
    // maturity 100 × 1,449.03 = 1,44,903; year 5: 1,44,903 − 1,34,543 = 10,360 (= 100 × 103.60)
    const result = nscMaturity({ amount: 1_00_000 });
    expect(result).toMatchObject({ amount: 1_00_000, annualRatePercent: 7.7, maturity: 1_44_903, interest: 44_903, interestDeemedReinvested: 34_543 });
    expect(result.yearly).toEqual([
      { year: 1, opening: 1_00_000, interest: 7_700, closing: 1_07_700, deemedReinvested: 7_700, interestPerThousand: 77 },
      { year: 2, opening: 1_07_700, interest: 8_293, closing: 1_15_993, deemedReinvested: 8_293, interestPerThousand: 82.93 },
      { year: 3, opening: 1_15_993, interest: 8_931, closing: 1_24_924, deemedReinvested: 8_931, interestPerThousand: 89.31 },
      { year: 4, opening: 1_24_924, interest: 9_619, closing: 1_34_543, deemedReinvested: 9_619, interestPerThousand: 96.19 },
      { year: 5, opening: 1_34_543, interest: 10_360, closing: 1_44_903, deemedReinvested: 0, interestPerThousand: 103.6 },
    ]);
  });

  test("given ₹1,50,000 (the 80C limit), then it matures at ₹2,17,355 and the rows still add up", () => {
    // maturity 150 × 1,449.03 = 2,17,354.50 → 2,17,355 (50 paise go up)
    // running interest: 150 × 77 = 11,550; 150 × 159.93 = 23,989.50 → 23,990; 150 × 249.24 = 37,386;
    // 150 × 345.43 = 51,814.50 → 51,815; rows 11,550, 12,440, 13,396, 14,429, 2,17,355 − 2,01,815 = 15,540
    const result = nscMaturity({ amount: 1_50_000 });
    expect(result).toMatchObject({ maturity: 2_17_355, interest: 67_355, interestDeemedReinvested: 51_815 });
    expect(result.yearly.map((row) => row.interest)).toEqual([11_550, 12_440, 13_396, 14_429, 15_540]);
  });

  test("given ₹5,00,000, then the scheme's proportionate figure ₹7,24,515 is paid, not P × 1.077^5 = ₹7,24,517", () => {
    // 500 × 1,449.03 = 7,24,515.00; 5,00,000 × 1.4490338 = 7,24,516.90
    // rows: 500 × 77 = 38,500; 79,965 − 38,500 = 41,465; 1,24,620 − 79,965 = 44,655; 1,72,715 − 1,24,620 = 48,095; 2,24,515 − 1,72,715 = 51,800
    const result = nscMaturity({ amount: 5_00_000 });
    expect(result.maturity).toBe(7_24_515);
    expect(result.yearly.map((row) => row.interest)).toEqual([38_500, 41_465, 44_655, 48_095, 51_800]);
  });

  test("given ₹1,000 shown in rupees, then the rows are 77, 83, 89, 96, 104 and it matures at ₹1,449", () => {
    // running interest 77.00, 159.93 → 160, 249.24 → 249, 345.43 → 345; maturity 1,449.03 → 1,449
    const result = nscMaturity({ amount: 1_000 });
    expect(result.yearly.map((row) => row.interest)).toEqual([77, 83, 89, 96, 104]);
    expect(result).toMatchObject({ maturity: 1_449, interest: 449, interestDeemedReinvested: 345 });
  });

  test("given no rate, then the current NSC rate applies, and that rate carries its date and source", () => {
    expect(nscMaturity({ amount: 10_000 }).annualRatePercent).toBe(NSC_RATE.value);
    expect(NSC_RATE).toMatchObject({ value: 7.7, from: "2023-04-01" });
    for (const rule of [NSC_RATE, ...Object.values(NSC_RULES)]) {
      expect(rule.reference.length).toBeGreaterThan(20);
      expect(rule.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("NSC: impossible inputs", () => {
  test.each<[string, NscInput]>([
    ["a negative amount", { amount: -1_000 }],
    ["a NaN amount", { amount: Number.NaN }],
    ["an amount below ₹1,000", { amount: 900 }],
    ["an amount not in multiples of ₹100", { amount: 1_050 }],
    ["an amount with paise", { amount: 1_000.5 }],
    ["a negative rate", { amount: 1_000, annualRatePercent: -7.7 }],
    ["a NaN rate", { amount: 1_000, annualRatePercent: Number.NaN }],
  ])("given %s, then it throws a RangeError", (_, input) => {
    expect(() => nscMaturity(input)).toThrow(RangeError);
  });
});

describe("NSC: properties over random deposits", () => {
  const input: fc.Arbitrary<Required<NscInput>> = fc.record({
    amount: fc.integer({ min: 10, max: 1_00_00_000 }).map((hundreds) => hundreds * 100),
    annualRatePercent: fc.oneof(fc.constant(7.7), fc.constant(0), fc.double({ min: 0.5, max: 30, noNaN: true })),
  });

  test("given any valid deposit, then five whole-rupee rows chain from the deposit to the maturity value and add up", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = nscMaturity(value);
        expect(result.yearly).toHaveLength(5);
        expect(result.yearly[0]?.opening).toBe(value.amount);
        result.yearly.forEach((row, index) => {
          for (const money of [row.opening, row.interest, row.closing, row.deemedReinvested]) {
            expect(Number.isInteger(money)).toBe(true);
            expect(money).toBeGreaterThanOrEqual(0);
          }
          expect(row.closing).toBe(row.opening + row.interest);
          if (index > 0) expect(row.opening).toBe(result.yearly[index - 1]?.closing);
        });
        expect(result.yearly.at(-1)?.closing).toBe(result.maturity);
        expect(sum(result.yearly.map((row) => row.interest))).toBe(result.interest);
        expect(result.maturity).toBe(value.amount + result.interest);
        expect(result.interestDeemedReinvested).toBe(sum(result.yearly.slice(0, 4).map((row) => row.interest)));
        expect(result.yearly[4]?.deemedReinvested).toBe(0);
      }),
    );
  });

  test("given any valid deposit, then the maturity is within the scheme's rounding of P × (1 + r)^5", () => {
    fc.assert(
      fc.property(input, (value) => {
        const exact = value.amount * (1 + value.annualRatePercent / 100) ** 5;
        // the per-₹1,000 figure is off by at most half a paisa, scaled up, then rounded to the rupee
        const tolerance = 0.5 + (value.amount / 1_000) * 0.005 + 1e-6;
        expect(Math.abs(nscMaturity(value).maturity - exact)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});
