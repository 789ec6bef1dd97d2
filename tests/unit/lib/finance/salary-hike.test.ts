import fc from "fast-check";
import { computeSalaryHike, hikeBetween, type Hike, type SalaryHikeInput } from "@/lib/finance/salary-hike";

/** docs/tax-methods.md §4 examples, worked by hand: new = old × (1 + p ÷ 100); p = (new − old) ÷ old × 100. */

const LAKH = 1_00_000;

describe("docs/tax-methods.md §4 worked examples", () => {
  test("given ₹8,00,000 and a 15% hike, then ₹9,20,000 (+₹1,20,000)", () => {
    // 8,00,000 × 1.15 = 9,20,000
    const result = computeSalaryHike({ currentSalary: 8 * LAKH, hikes: [{ kind: "percent", percent: 15 }] });
    expect(result).toMatchObject({ currentSalary: 8 * LAKH, newSalary: 9_20_000, hikeAmount: 1_20_000, newMonthlySalary: 76_667 });
    expect(result.hikePercent).toBeCloseTo(15, 10);
    expect(result.yearly).toEqual([{ year: 1, opening: 8 * LAKH, hikePercent: expect.closeTo(15, 10), hikeAmount: 1_20_000, closing: 9_20_000 }]);
  });

  test("given ₹8,00,000 and a hike of ₹1,20,000, then ₹9,20,000, a 15% hike", () => {
    // 1,20,000 ÷ 8,00,000 = 0.15
    const result = computeSalaryHike({ currentSalary: 8 * LAKH, hikes: [{ kind: "amount", amount: 1_20_000 }] });
    expect(result).toMatchObject({ newSalary: 9_20_000, hikeAmount: 1_20_000 });
    expect(result.hikePercent).toBeCloseTo(15, 10);
  });

  test.each([
    // (10,00,000 − 8,00,000) ÷ 8,00,000 = 25%
    { from: 8 * LAKH, to: 10 * LAKH, amount: 2 * LAKH, percent: 25 },
    // the hike needed to go from 12 lakh to 15 lakh: 3,00,000 ÷ 12,00,000 = 25%
    { from: 12 * LAKH, to: 15 * LAKH, amount: 3 * LAKH, percent: 25 },
    // a pay cut: (7,20,000 − 8,00,000) ÷ 8,00,000 = −10%
    { from: 8 * LAKH, to: 7_20_000, amount: -80_000, percent: -10 },
  ])("given ₹$from then ₹$to, then a hike of ₹$amount, $percent%", ({ from, to, amount, percent }) => {
    const result = hikeBetween(from, to);
    expect(result.hikeAmount).toBe(amount);
    expect(result.hikePercent).toBeCloseTo(percent, 10);
  });

  test("given two successive hikes of 10% and 8% on ₹8,00,000, then 18.8% in all (₹9,50,400), not 18%", () => {
    // 8,00,000 × 1.10 = 8,80,000; × 1.08 = 9,50,400; 1.10 × 1.08 − 1 = 0.188
    const result = computeSalaryHike({ currentSalary: 8 * LAKH, hikes: [{ kind: "percent", percent: 10 }, { kind: "percent", percent: 8 }] });
    expect(result).toMatchObject({ newSalary: 9_50_400, hikeAmount: 1_50_400 });
    expect(result.hikePercent).toBeCloseTo(18.8, 10);
    expect(result.yearly.map(({ opening, hikeAmount, closing }) => ({ opening, hikeAmount, closing }))).toEqual([
      { opening: 8_00_000, hikeAmount: 80_000, closing: 8_80_000 },
      { opening: 8_80_000, hikeAmount: 70_400, closing: 9_50_400 },
    ]);
  });

  test("given a salary with paise and a 7% hike, then rupees rounded and rows adding up", () => {
    // 6,54,321.50 × 1.07 = 7,00,124.005 → 7,00,124; opening 6,54,322 (half up); hike 45,802
    const result = computeSalaryHike({ currentSalary: 6_54_321.5, hikes: [{ kind: "percent", percent: 7 }] });
    expect(result).toMatchObject({ currentSalary: 6_54_322, newSalary: 7_00_124, hikeAmount: 45_802 });
  });
});

describe("impossible inputs are rejected with a RangeError", () => {
  test.each<[string, SalaryHikeInput]>([
    ["a salary of 0", { currentSalary: 0, hikes: [{ kind: "percent", percent: 10 }] }],
    ["a negative salary", { currentSalary: -1, hikes: [{ kind: "percent", percent: 10 }] }],
    ["a NaN salary", { currentSalary: Number.NaN, hikes: [{ kind: "percent", percent: 10 }] }],
    ["a negative percent", { currentSalary: 8 * LAKH, hikes: [{ kind: "percent", percent: -5 }] }],
    ["a NaN percent", { currentSalary: 8 * LAKH, hikes: [{ kind: "percent", percent: Number.NaN }] }],
    ["an infinite amount", { currentSalary: 8 * LAKH, hikes: [{ kind: "amount", amount: Number.POSITIVE_INFINITY }] }],
    ["an unknown kind of hike", { currentSalary: 8 * LAKH, hikes: [{ kind: "bonus", amount: 5 } as never] }],
  ])("given %s, then it throws", (_name, input) => {
    expect(() => computeSalaryHike(input)).toThrow(RangeError);
  });

  test.each([
    [0, 10 * LAKH],
    [-1, 10 * LAKH],
    [8 * LAKH, -1],
    [8 * LAKH, Number.NaN],
  ])("given hikeBetween(%p, %p), then it throws", (from, to) => {
    expect(() => hikeBetween(from, to)).toThrow(RangeError);
  });
});

describe("properties", () => {
  const hike: fc.Arbitrary<Hike> = fc.oneof(
    fc.record({ kind: fc.constant("percent" as const), percent: fc.double({ min: 0, max: 200, noNaN: true }) }),
    fc.record({ kind: fc.constant("amount" as const), amount: fc.oneof(fc.integer({ min: 0, max: 50 * LAKH }), fc.double({ min: 0, max: 1e7, noNaN: true })) }),
  );
  const salary = fc.oneof(fc.integer({ min: 1, max: 10 * 100 * LAKH }), fc.double({ min: 0.01, max: 1e9, noNaN: true }));

  test("given any salary and hikes, then no NaN, the salary never falls, and the rows add up to the total hike", () => {
    fc.assert(
      fc.property(salary, fc.array(hike, { maxLength: 10 }), (currentSalary, hikes) => {
        const result = computeSalaryHike({ currentSalary, hikes });
        expect([result.newSalary, result.hikeAmount, result.hikePercent, result.newMonthlySalary].every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
        expect(result.yearly.reduce((total, row) => total + row.hikeAmount, 0)).toBe(result.hikeAmount);
        expect(result.yearly.every((row) => row.closing >= row.opening && row.hikeAmount === row.closing - row.opening)).toBe(true);
        expect(result.yearly.at(-1)?.closing ?? result.currentSalary).toBe(result.newSalary);
      }),
      { numRuns: 1000 },
    );
  });

  test("given a hike of p%, then hikeBetween the two salaries gives p% back", () => {
    fc.assert(
      fc.property(salary, fc.double({ min: 0, max: 200, noNaN: true }), (currentSalary, percent) => {
        const after = currentSalary * (1 + percent / 100);
        expect(hikeBetween(currentSalary, after).hikePercent).toBeCloseTo(percent, 6);
        expect(computeSalaryHike({ currentSalary, hikes: [{ kind: "percent", percent }] }).hikePercent).toBeCloseTo(percent, 6);
      }),
      { numRuns: 500 },
    );
  });

  test("given successive percent hikes, then the total is the product of (1 + p ÷ 100), less 1", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 50, noNaN: true }), { minLength: 1, maxLength: 6 }), (percents) => {
        const result = computeSalaryHike({ currentSalary: 10 * LAKH, hikes: percents.map((percent) => ({ kind: "percent" as const, percent })) });
        const compounded = (percents.reduce((product, percent) => product * (1 + percent / 100), 1) - 1) * 100;
        expect(result.hikePercent).toBeCloseTo(compounded, 6);
        expect(result.hikePercent).toBeGreaterThanOrEqual(Math.max(...percents) - 1e-9);
      }),
      { numRuns: 500 },
    );
  });
});
