import fc from "fast-check";
import {
  lumpsumProjection,
  sipProjection,
  type LumpsumInput,
  type LumpsumResult,
  type SipInput,
  type SipResult,
} from "@/lib/finance/sip";

/**
 * docs/tax-methods.md §29 (SIP) and §30 (lump sum). Expected figures are worked by hand from
 * the annuity-due formula FV = P × ((1 + i)^n − 1)/i × (1 + i), i = r/1200, and from
 * FV = P × (1 + r/100)^t; the powers are written out in the comments.
 */

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

describe("SIP: docs/tax-methods.md §29.3 worked examples", () => {
  test.each([
    {
      scenario: "₹10,000 a month, 12%, 10 years (the standard example)",
      // i = 0.01, n = 120: 1.01^120 = 3.3003869; (3.3003869 − 1)/0.01 = 230.03869; × 1.01 × 10,000 = 23,23,390.76
      input: { monthlyInstalment: 10_000, annualRatePercent: 12, years: 10 },
      invested: 12_00_000,
      total: 23_23_391,
    },
    {
      scenario: "₹25,000 a month, 12%, 10 years",
      // 2.5 × 23,23,390.76 = 58,08,476.91
      input: { monthlyInstalment: 25_000, annualRatePercent: 12, years: 10 },
      invested: 30_00_000,
      total: 58_08_477,
    },
    {
      scenario: "₹10,000 a month, 12%, 20 years",
      // 1.01^240 = 10.8925536; (10.8925536 − 1)/0.01 × 1.01 × 10,000 = 99,91,479.19
      input: { monthlyInstalment: 10_000, annualRatePercent: 12, years: 20 },
      invested: 24_00_000,
      total: 99_91_479,
    },
    {
      scenario: "₹10,000 a month rising 10% a year, 12%, 10 years",
      // invested: 1,20,000 × (1.1^10 − 1)/0.1 = 1,20,000 × 15.9374246 = 19,12,490.95
      // a year of instalments is worth P × s at the year's end, s = (1.01^12 − 1)/0.01 × 1.01 = 12.8093280,
      // then grows by g = 1.01^12 = 1.1268250 a year: FV = 10,000 × s × Σ 1.1^k × g^(9−k)
      // = 1,28,093.28 × (g^10 − 1.1^10)/(g − 1.1) = 1,28,093.28 × (3.3003869 − 2.5937425)/0.0268250
      // = 1,28,093.28 × 26.342727 = 33,74,326.26
      input: { monthlyInstalment: 10_000, annualRatePercent: 12, years: 10, annualStepUpPercent: 10 },
      invested: 19_12_491,
      total: 33_74_326,
    },
  ])("given $scenario, then ₹$invested invested grows to ₹$total", ({ input, invested, total }) => {
    const result = sipProjection(input);
    expect(result).toMatchObject({ invested, total, returns: total - invested });
  });

  test("given ₹10,000 a month at 12%, then year 1 ends at ₹1,28,093 with ₹8,093 of returns", () => {
    // 10,000 × (1.01^12 − 1)/0.01 × 1.01 = 10,000 × 12.6825030 × 1.01 = 1,28,093.28
    const [first] = sipProjection({ monthlyInstalment: 10_000, annualRatePercent: 12, years: 10 }).yearly;
    expect(first).toEqual({
      year: 1,
      months: 12,
      monthlyInstalment: 10_000,
      opening: 0,
      invested: 1_20_000,
      returns: 8_093,
      closing: 1_28_093,
      totalInvested: 1_20_000,
      totalReturns: 8_093,
    });
  });

  test("given a 10% step-up, then year 2 pays ₹11,000 a month and ends at ₹2,85,241", () => {
    // 1,28,093.28 × 1.1268250 + 11,000 × 12.8093280 = 1,44,338.71 + 1,40,902.61 = 2,85,241.32
    // invested 1,20,000 + 1,32,000 = 2,52,000; returns 33,241, of which year 2: 33,241 − 8,093 = 25,148
    const second = sipProjection({ monthlyInstalment: 10_000, annualRatePercent: 12, years: 10, annualStepUpPercent: 10 }).yearly[1];
    expect(second).toMatchObject({ monthlyInstalment: 11_000, opening: 1_28_093, invested: 1_32_000, returns: 25_148, closing: 2_85_241 });
  });

  test("given 1 year 6 months, then the last row holds 6 instalments and the value is ₹1,98,109", () => {
    // 1.01^18 = 1.1961475; (0.1961475/0.01) × 1.01 × 10,000 = 1,98,108.95
    // row 2: invested 60,000; returns 1,98,109 − 1,28,093 − 60,000 = 10,016
    const result = sipProjection({ monthlyInstalment: 10_000, annualRatePercent: 12, years: 1, months: 6 });
    expect(result).toMatchObject({ months: 18, invested: 1_80_000, total: 1_98_109 });
    expect(result.yearly[1]).toMatchObject({ year: 2, months: 6, invested: 60_000, returns: 10_016, closing: 1_98_109 });
  });

  test("given a zero rate, then the value is what was paid in and returns are nil", () => {
    const result = sipProjection({ monthlyInstalment: 5_000, annualRatePercent: 0, years: 2 });
    expect(result).toMatchObject({ invested: 1_20_000, returns: 0, total: 1_20_000 });
  });
});

describe("lump sum: docs/tax-methods.md §30 worked examples", () => {
  test.each([
    // 1.12^10 = 3.1058482; × 1,00,000 = 3,10,584.82
    { amount: 1_00_000, total: 3_10_585 },
    // 25,000 × 3.1058482 = 77,646.21
    { amount: 25_000, total: 77_646 },
    // 5,00,000 × 3.1058482 = 15,52,924.10
    { amount: 5_00_000, total: 15_52_924 },
  ])("given ₹$amount at 12% for 10 years, then it grows to ₹$total", ({ amount, total }) => {
    expect(lumpsumProjection({ amount, annualRatePercent: 12, years: 10 })).toMatchObject({ invested: amount, total, returns: total - amount });
  });

  test("given ₹1,00,000 at 12% for 10 years, then CAGR is 12% and the absolute return 210.58%", () => {
    // (3,10,584.82/1,00,000)^(1/10) − 1 = 12%; (3,10,584.82 − 1,00,000)/1,00,000 = 210.5848% → 210.58
    expect(lumpsumProjection({ amount: 1_00_000, annualRatePercent: 12, years: 10 })).toMatchObject({ cagrPercent: 12, absoluteReturnPercent: 210.58 });
  });

  test("given ₹1,00,000 at 12%, then the first rows are 1,12,000, 1,25,440 and 1,40,493", () => {
    // 1.12, 1.2544, 1.404928
    const rows = lumpsumProjection({ amount: 1_00_000, annualRatePercent: 12, years: 10 }).yearly;
    expect(rows.slice(0, 3)).toEqual([
      { year: 1, elapsedYears: 1, opening: 0, invested: 1_00_000, returns: 12_000, closing: 1_12_000, totalInvested: 1_00_000, totalReturns: 12_000 },
      { year: 2, elapsedYears: 2, opening: 1_12_000, invested: 0, returns: 13_440, closing: 1_25_440, totalInvested: 1_00_000, totalReturns: 25_440 },
      { year: 3, elapsedYears: 3, opening: 1_25_440, invested: 0, returns: 15_053, closing: 1_40_493, totalInvested: 1_00_000, totalReturns: 40_493 },
    ]);
  });

  test("given 2.5 years, then the part-year compounds with a fractional power: ₹1,32,753, CAGR still 12%", () => {
    // 1.12^2.5 = 1.2544 × √1.12 = 1.2544 × 1.0583005 = 1.3275322 → 1,32,753.22
    const result = lumpsumProjection({ amount: 1_00_000, annualRatePercent: 12, years: 2.5 });
    expect(result).toMatchObject({ total: 1_32_753, cagrPercent: 12 });
    expect(result.yearly.map((row) => row.elapsedYears)).toEqual([1, 2, 2.5]);
    expect(result.yearly[2]).toMatchObject({ opening: 1_25_440, returns: 7_313, closing: 1_32_753 });
  });
});

describe("SIP and lump sum: impossible inputs", () => {
  const sip: SipInput = { monthlyInstalment: 10_000, annualRatePercent: 12, years: 10 };
  test.each<[string, Partial<SipInput>]>([
    ["a negative instalment", { monthlyInstalment: -10 }],
    ["a zero instalment", { monthlyInstalment: 0 }],
    ["a NaN instalment", { monthlyInstalment: Number.NaN }],
    ["a negative rate", { annualRatePercent: -5 }],
    ["an infinite rate", { annualRatePercent: Number.POSITIVE_INFINITY }],
    ["a tenure of 0", { years: 0, months: 0 }],
    ["fractional years", { years: 2.5 }],
    ["negative years", { years: -1 }],
    ["12 extra months", { months: 12 }],
    ["negative months", { months: -1 }],
    ["a negative step-up", { annualStepUpPercent: -10 }],
    ["a NaN step-up", { annualStepUpPercent: Number.NaN }],
    ["more than 100 years", { years: 101 }],
    ["a value too large for a number", { annualRatePercent: 1e6, years: 100 }],
  ])("given a SIP with %s, then it throws a RangeError", (_, change) => {
    expect(() => sipProjection({ ...sip, ...change })).toThrow(RangeError);
  });

  test("given a SIP of a few months only, then it is accepted", () => {
    expect(sipProjection({ ...sip, years: 0, months: 3 }).yearly).toHaveLength(1);
  });

  const lumpsum: LumpsumInput = { amount: 1_00_000, annualRatePercent: 12, years: 10 };
  test.each<[string, Partial<LumpsumInput>]>([
    ["a negative amount", { amount: -1 }],
    ["a zero amount", { amount: 0 }],
    ["a NaN amount", { amount: Number.NaN }],
    ["a negative rate", { annualRatePercent: -1 }],
    ["a tenure of 0", { years: 0 }],
    ["a NaN tenure", { years: Number.NaN }],
    ["more than 100 years", { years: 100.5 }],
  ])("given a lump sum with %s, then it throws a RangeError", (_, change) => {
    expect(() => lumpsumProjection({ ...lumpsum, ...change })).toThrow(RangeError);
  });
});

describe("SIP: properties over random inputs", () => {
  const input: fc.Arbitrary<SipInput> = fc.record({
    monthlyInstalment: fc.oneof(fc.integer({ min: 100, max: 10_00_000 }), fc.double({ min: 1, max: 10_00_000, noNaN: true })),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
    years: fc.integer({ min: 0, max: 40 }),
    months: fc.integer({ min: 0, max: 11 }),
    annualStepUpPercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 25, noNaN: true })),
  }).filter((value) => value.years * 12 + (value.months ?? 0) > 0);

  const moneyOf = (result: SipResult): number[] => [
    result.invested,
    result.returns,
    result.total,
    ...result.yearly.flatMap((row) => [row.opening, row.invested, row.returns, row.closing, row.totalInvested, row.totalReturns]),
  ];

  test("given any valid SIP, then every figure is a whole, non-negative number of rupees", () => {
    fc.assert(
      fc.property(input, (value) => {
        for (const money of moneyOf(sipProjection(value))) {
          expect(Number.isInteger(money)).toBe(true);
          expect(money).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  test("given any valid SIP, then the rows chain, add up to the totals and end at the value", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = sipProjection(value);
        expect(result.yearly).toHaveLength(Math.ceil(result.months / 12));
        expect(sum(result.yearly.map((row) => row.months))).toBe(result.months);
        result.yearly.forEach((row, index) => {
          expect(row.closing).toBe(row.opening + row.invested + row.returns);
          expect(row.closing).toBe(row.totalInvested + row.totalReturns);
          expect(row.opening).toBe(index === 0 ? 0 : result.yearly[index - 1]?.closing);
        });
        expect(sum(result.yearly.map((row) => row.invested))).toBe(result.invested);
        expect(sum(result.yearly.map((row) => row.returns))).toBe(result.returns);
        expect(result.yearly.at(-1)?.closing).toBe(result.total);
        expect(result.total).toBe(result.invested + result.returns);
      }),
    );
  });

  test("given a SIP with no step-up, then the value is the annuity-due formula rounded to the rupee", () => {
    // The closed form loses all precision for a rate near zero ((1 + i) rounds to 1), so rates here are 0 or at least 0.01%.
    const rate = fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 30, noNaN: true }));
    const flat = fc
      .tuple(input, rate)
      .map(([value, annualRatePercent]) => ({ ...value, annualRatePercent, monthlyInstalment: Math.round(value.monthlyInstalment), annualStepUpPercent: 0 }));
    fc.assert(
      fc.property(flat, (value) => {
        const result = sipProjection(value);
        const n = result.months;
        const i = value.annualRatePercent / 1200;
        const formula = i === 0 ? value.monthlyInstalment * n : value.monthlyInstalment * (((1 + i) ** n - 1) / i) * (1 + i);
        expect(Math.abs(result.total - formula)).toBeLessThanOrEqual(0.5 + formula * 1e-12);
        expect(result.invested).toBe(value.monthlyInstalment * n);
      }),
    );
  });

  test("given a higher rate or a step-up, then the value never falls", () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0, max: 5, noNaN: true }), (value, extra) => {
        const base = sipProjection({ ...value, annualStepUpPercent: 0 });
        expect(sipProjection({ ...value, annualStepUpPercent: 0, annualRatePercent: value.annualRatePercent + extra }).total).toBeGreaterThanOrEqual(base.total);
        expect(sipProjection(value).total).toBeGreaterThanOrEqual(base.total);
      }),
    );
  });
});

describe("lump sum: properties over random inputs", () => {
  const input: fc.Arbitrary<LumpsumInput> = fc.record({
    amount: fc.oneof(fc.integer({ min: 500, max: 10_00_00_000 }), fc.double({ min: 1, max: 1e9, noNaN: true })),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true })),
    years: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0.01, max: 40, noNaN: true })),
  });

  const moneyOf = (result: LumpsumResult): number[] => [
    result.invested,
    result.returns,
    result.total,
    ...result.yearly.flatMap((row) => [row.opening, row.invested, row.returns, row.closing, row.totalInvested, row.totalReturns]),
  ];

  test("given any valid lump sum, then the rows are whole rupees, chain, add up and end at the value", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = lumpsumProjection(value);
        for (const money of moneyOf(result)) {
          expect(Number.isInteger(money)).toBe(true);
          expect(money).toBeGreaterThanOrEqual(0);
        }
        expect(result.yearly).toHaveLength(Math.ceil(value.years));
        result.yearly.forEach((row, index) => {
          expect(row.closing).toBe(row.opening + row.invested + row.returns);
          expect(row.opening).toBe(index === 0 ? 0 : result.yearly[index - 1]?.closing);
        });
        expect(sum(result.yearly.map((row) => row.invested))).toBe(result.invested);
        expect(sum(result.yearly.map((row) => row.returns))).toBe(result.returns);
        expect(result.yearly.at(-1)?.closing).toBe(result.total);
      }),
    );
  });

  test("given any valid lump sum, then CAGR is the rate and the absolute return matches the growth", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = lumpsumProjection(value);
        expect(Math.abs(result.cagrPercent - value.annualRatePercent)).toBeLessThanOrEqual(0.005 + 1e-9);
        const growth = ((1 + value.annualRatePercent / 100) ** value.years - 1) * 100;
        expect(Math.abs(result.absoluteReturnPercent - growth)).toBeLessThanOrEqual(0.005 + growth * 1e-12);
      }),
    );
  });
});
