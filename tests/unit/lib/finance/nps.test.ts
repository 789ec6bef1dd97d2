import fc from "fast-check";
import { computeNps, NPS_EXIT_RULES, type NpsInput, type NpsResult } from "@/lib/finance/nps";

/**
 * docs/tax-methods.md §35.3 and further examples worked from the annuity-due formula
 * FV = P × ((1 + i)^n − 1) ÷ i × (1 + i), i = return ÷ 1200, n = months. The long
 * products were done with 40-digit decimals, not with this module.
 */

const LAKH = 1_00_000;
const standard: NpsInput = { currentAge: 30, monthlyContribution: 10_000, expectedReturn: 10, annuityRate: 6 };

describe("docs/tax-methods.md §35.3 worked examples", () => {
  test("given ₹10,000 a month from 30 to 60 at 10%, then a corpus of ₹2,27,93,253 on ₹36,00,000 invested", () => {
    // i = 0.0083333, n = 360: (1 + i)^360 = 19.8374; 10,000 × 2,260.488 × 1.0083333 = 2,27,93,253.24
    const result = computeNps(standard);
    expect(result).toMatchObject({ months: 360, totalInvested: 36_00_000, totalReturns: 1_91_93_253, corpus: 2_27_93_253, exit: "normal" });
    expect(result.yearly).toHaveLength(30);
    // year 1: 10,000 × ((1.0083333)^12 − 1) ÷ 0.0083333 × 1.0083333 = 1,26,702.81
    expect(result.yearly[0]).toEqual({ year: 1, age: 30, monthlyContribution: 10_000, opening: 0, invested: 1_20_000, returns: 6_703, closing: 1_26_703 });
    expect(result.yearly.at(-1)).toMatchObject({ year: 30, age: 59, closing: 2_27_93_253 });
  });

  test("given the 2015 rules' 40% annuity at 6%, then ₹91,17,301 buys a pension of ₹45,587 a month and ₹1,36,75,952 is a lump sum", () => {
    // 40% × 2,27,93,253.24 = 91,17,301.30; × 6% ÷ 12 = 45,586.51; lump sum 2,27,93,253 − 91,17,301
    const result = computeNps(standard);
    expect(result).toMatchObject({ minimumAnnuityPercent: 40, annuityPercent: 40, annuityCorpus: 91_17_301, lumpSum: 1_36_75_952, monthlyPension: 45_587, wholeCorpusMayBeLumpSum: false });
  });

  test("given the 2025 non-government rules' 20% annuity, then ₹45,58,651 buys ₹22,793 a month and the lump sum is ₹1,82,34,602", () => {
    // 20% × 2,27,93,253.24 = 45,58,650.65 → 45,58,651; × 0.5% = 22,793.25.
    // Lump sum 2,27,93,253 − 45,58,651 = 1,82,34,602 (§35.3 prints 1,82,34,603, 80% of the
    // unrounded corpus; taking the rest of the rounded corpus keeps the split adding up).
    const result = computeNps({ ...standard, exitRules: "2025-non-government" });
    expect(result).toMatchObject({ minimumAnnuityPercent: 20, annuityPercent: 20, annuityCorpus: 45_58_651, lumpSum: 1_82_34_602, monthlyPension: 22_793 });
  });

  test("given a small corpus (₹1,000 a month from 55 to 60 at 0% = ₹60,000), then it may all be taken as a lump sum", () => {
    const result = computeNps({ currentAge: 55, monthlyContribution: 1_000, expectedReturn: 0, annuityRate: 6, annuityPercent: 0 });
    expect(result).toMatchObject({ corpus: 60_000, totalReturns: 0, wholeCorpusMayBeLumpSum: true, annuityCorpus: 0, lumpSum: 60_000, monthlyPension: 0 });
  });
});

describe("yearly increase in the contribution", () => {
  test("given ₹10,000 a month rising 10% a year for 2 years at 12%, then a corpus of ₹2,85,241", () => {
    // i = 0.01, s = ((1.01)^12 − 1) ÷ 0.01 = 12.682503.
    // Year 1: 10,000 × 12.682503 × 1.01 = 1,28,093.28 (returns 8,093.28).
    // Year 2: 1,28,093.28 × 1.126825 + 11,000 × 12.682503 × 1.01 = 2,85,241.32 (returns 25,148.04).
    const result = computeNps({ currentAge: 58, monthlyContribution: 10_000, annualIncreasePercent: 10, expectedReturn: 12, annuityRate: 6 });
    expect(result.yearly).toEqual([
      { year: 1, age: 58, monthlyContribution: 10_000, opening: 0, invested: 1_20_000, returns: 8_093, closing: 1_28_093 },
      { year: 2, age: 59, monthlyContribution: 11_000, opening: 1_28_093, invested: 1_32_000, returns: 25_148, closing: 2_85_241 },
    ]);
    expect(result).toMatchObject({ corpus: 2_85_241, totalInvested: 2_52_000, totalReturns: 33_241, wholeCorpusMayBeLumpSum: true });
  });
});

describe("exit before 60", () => {
  // ₹10,000 a month from 30 to 50 at 10%: n = 240, (1.0083333)^240 = 7.328074;
  // 10,000 × 759.3689 × 1.0083333 = 76,56,969.10
  test("given an exit at 50, then it is premature and 80% must buy an annuity: ₹61,25,575, pension ₹30,628", () => {
    // 80% × 76,56,969.10 = 61,25,575.28; × 0.5% = 30,627.88
    const result = computeNps({ ...standard, exitAge: 50 });
    expect(result).toMatchObject({ exit: "premature", corpus: 76_56_969, minimumAnnuityPercent: 80, annuityCorpus: 61_25_575, lumpSum: 15_31_394, monthlyPension: 30_628 });
  });

  test("given an exit at 50 with only 40% for the annuity, then it throws a RangeError", () => {
    expect(() => computeNps({ ...standard, exitAge: 50, annuityPercent: 40 })).toThrow(RangeError);
  });
});

describe("impossible inputs are rejected with a RangeError", () => {
  test.each<[string, NpsInput]>([
    ["an age of 17", { ...standard, currentAge: 17 }],
    ["an age of 30.5", { ...standard, currentAge: 30.5 }],
    ["an exit age equal to the current age", { ...standard, currentAge: 60, exitAge: 60 }],
    ["an exit at 80 under the 2015 rules (deferment to 75)", { ...standard, exitAge: 80 }],
    ["a negative contribution", { ...standard, monthlyContribution: -1 }],
    ["a NaN contribution", { ...standard, monthlyContribution: Number.NaN }],
    ["a negative return", { ...standard, expectedReturn: -2 }],
    ["an infinite return", { ...standard, expectedReturn: Number.POSITIVE_INFINITY }],
    ["a negative yearly increase", { ...standard, annualIncreasePercent: -5 }],
    ["a NaN annuity rate", { ...standard, annuityRate: Number.NaN }],
    ["an annuity share over 100%", { ...standard, annuityPercent: 101 }],
    ["an annuity share below the 40% minimum", { ...standard, annuityPercent: 30 }],
    ["unknown exit rules", { ...standard, exitRules: "1999" as never }],
  ])("given %s, then it throws", (_name, input) => {
    expect(() => computeNps(input)).toThrow(RangeError);
  });

  test("given an exit at 80 under the 2025 rules (deferment to 85), then it is accepted", () => {
    expect(computeNps({ ...standard, exitAge: 80, exitRules: "2025-government" }).months).toBe(600);
  });
});

test("given every rule set, then each value has a source and a start date", () => {
  for (const rules of Object.values(NPS_EXIT_RULES)) {
    for (const value of [rules.normalExitAge, rules.latestExitAge, rules.minimumAnnuityPercent, rules.wholeLumpSumLimit, rules.prematureMinimumAnnuityPercent, rules.prematureWholeLumpSumLimit]) {
      expect(value.reference.length).toBeGreaterThan(20);
      expect(value.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  }
});

describe("properties over random plans", () => {
  const plan: fc.Arbitrary<NpsInput> = fc.integer({ min: 18, max: 70 }).chain((currentAge) =>
    fc.record({
      currentAge: fc.constant(currentAge),
      exitAge: fc.integer({ min: currentAge + 1, max: 75 }),
      monthlyContribution: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 * LAKH }), fc.double({ min: 0, max: 1e6, noNaN: true })),
      annualIncreasePercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 20, noNaN: true })),
      expectedReturn: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 20, noNaN: true })),
      annuityPercent: fc.integer({ min: 80, max: 100 }),
      annuityRate: fc.double({ min: 0, max: 12, noNaN: true }),
    }),
  );

  const check = (result: NpsResult): void => {
    const money = [result.totalInvested, result.totalReturns, result.corpus, result.annuityCorpus, result.lumpSum, result.monthlyPension];
    expect(money.every((value) => Number.isInteger(value) && value >= 0)).toBe(true);
    let opening = 0;
    const badRows = result.yearly.filter((row) => {
      const bad = Object.values(row).some((value) => !Number.isInteger(value) || value < 0) || row.opening !== opening || row.closing !== row.opening + row.invested + row.returns;
      opening = row.closing;
      return bad;
    });
    expect(badRows).toEqual([]);
    expect(result.yearly.at(-1)?.closing).toBe(result.corpus);
    expect(result.yearly.reduce((total, row) => total + row.invested, 0)).toBe(result.totalInvested);
    expect(result.yearly.reduce((total, row) => total + row.returns, 0)).toBe(result.totalReturns);
    expect(result.corpus).toBe(result.totalInvested + result.totalReturns);
    expect(result.annuityCorpus + result.lumpSum).toBe(result.corpus);
  };

  test("given any valid plan, then no NaN, no negative amount, rows sum to the totals and the corpus splits exactly", () => {
    fc.assert(fc.property(plan, (input) => check(computeNps(input))), { numRuns: 1000 });
  });

  test("given a higher return or a larger contribution, then the corpus is no smaller", () => {
    fc.assert(
      fc.property(plan, fc.double({ min: 0, max: 5, noNaN: true }), fc.integer({ min: 0, max: 10_000 }), (input, extraReturn, extraContribution) => {
        const corpus = computeNps(input).corpus;
        expect(computeNps({ ...input, expectedReturn: input.expectedReturn + extraReturn }).corpus).toBeGreaterThanOrEqual(corpus);
        expect(computeNps({ ...input, monthlyContribution: input.monthlyContribution + extraContribution }).corpus).toBeGreaterThanOrEqual(corpus);
      }),
      { numRuns: 300 },
    );
  });

  test("given a flat contribution in whole rupees, then invested is the contribution × months", () => {
    fc.assert(
      fc.property(plan, fc.integer({ min: 0, max: 1 * LAKH }), (input, monthlyContribution) => {
        const result = computeNps({ ...input, monthlyContribution, annualIncreasePercent: 0 });
        expect(result.totalInvested).toBe(monthlyContribution * result.months);
        expect(result.corpus).toBeGreaterThanOrEqual(result.totalInvested);
      }),
      { numRuns: 300 },
    );
  });
});
