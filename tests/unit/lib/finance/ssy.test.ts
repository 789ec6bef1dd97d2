import fc from "fast-check";
import { DEPOSIT_TIMINGS } from "@/lib/finance/ppf";
import { SSY_RATE, SSY_RULES, computeSsy, type SsyInput, type SsyResult } from "@/lib/finance/ssy";

/*
 * Sukanya Samriddhi (docs/tax-methods.md §36). Expected amounts are worked by hand: with the
 * year's deposit made by the 5th of the first month, a year's interest is
 * (opening + deposit) × r, so after 15 deposit years
 *   B15 = P × ((1 + r)^15 − 1) / r × (1 + r)
 * and the balance then grows untouched for 6 more years: B21 = B15 × (1 + r)^6.
 * At 8.2%: 1.082^15 = 3.2614363822; (2.2614363822 / 0.082) × 1.082 = 29.8399288475;
 * 1.082^6 = 1.6045880910; so B21 = P × 47.8807944662.
 */

const standard: SsyInput = { yearlyDeposit: 1_50_000, ratePercent: 8.2, depositTiming: "yearly-by-5-april" };

interface Example {
  scenario: string;
  input: SsyInput;
  expected: Pick<SsyResult, "invested" | "interest" | "maturity">;
}

describe("SSY worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "given ₹1,50,000 a year at 8.2% (§36.3 ex. 1), then ₹71,82,119 after 21 years",
      input: standard,
      // 1,50,000 × 29.8399288475 = 44,75,989.33 after 15 years; × 1.6045880910 = 71,82,119.17
      expected: { invested: 22_50_000, interest: 49_32_119, maturity: 71_82_119 },
    },
    {
      scenario: "given ₹1,00,000 a year (§36.3 ex. 2), then ₹47,88,079",
      input: { ...standard, yearlyDeposit: 1_00_000 },
      // 1,00,000 × 47.8807944662 = 47,88,079.45
      expected: { invested: 15_00_000, interest: 32_88_079, maturity: 47_88_079 },
    },
    {
      scenario: "given ₹12,000 a year (§36.3 ex. 3), then ₹5,74,570",
      input: { ...standard, yearlyDeposit: 12_000 },
      // 12,000 × 47.8807944662 = 5,74,569.53
      expected: { invested: 1_80_000, interest: 3_94_570, maturity: 5_74_570 },
    },
    {
      scenario: "given the 2014 rule of 14 deposit years (§36.3 ex. 3), then ₹69,21,695",
      input: { ...standard, depositYears: 14 },
      // 1.082^14 = 3.0142665270; (2.0142665270 / 0.082) × 1.082 = 26.5784924654; × 1,50,000 = 39,86,773.87
      // then 7 years untouched: × 1.082^7 (1.7361643145) = 69,21,694.52
      expected: { invested: 21_00_000, interest: 48_21_695, maturity: 69_21_695 },
    },
    {
      scenario: "given the minimum ₹250 a year, then ₹11,970",
      input: { ...standard, yearlyDeposit: 250 },
      // 250 × 47.8807944662 = 11,970.20
      expected: { invested: 3_750, interest: 8_220, maturity: 11_970 },
    },
    {
      scenario: "given a 0% rate, then the maturity is what was paid in",
      input: { ...standard, ratePercent: 0 },
      expected: { invested: 22_50_000, interest: 0, maturity: 22_50_000 },
    },
  ])("$scenario", ({ input, expected }) => {
    const result = computeSsy(input);
    expect({ invested: result.invested, interest: result.interest, maturity: result.maturity }).toEqual(expected);
  });

  test("given ₹1,50,000 a year, then year 1 earns ₹12,300, deposits stop after year 15, and there are 21 rows", () => {
    const { yearly } = computeSsy(standard);
    // year 1: 1,50,000 × 0.082 = 12,300
    expect(yearly[0]).toEqual({ year: 1, opening: 0, deposit: 1_50_000, interest: 12_300, closing: 1_62_300, phase: "deposits" });
    // year 2: (1,62,300 + 1,50,000) × 0.082 = 25,608.60 → 25,609; closing 3,37,909 (3,37,908.60 exact)
    expect(yearly[1]).toMatchObject({ opening: 1_62_300, interest: 25_609, closing: 3_37_909 });
    expect(yearly).toHaveLength(21);
    expect(yearly.map((row) => row.phase)).toEqual([...Array<string>(15).fill("deposits"), ...Array<string>(6).fill("interest-only")]);
    expect(yearly.slice(15).every((row) => row.deposit === 0)).toBe(true);
  });

  test("given ₹12,500 by the 5th of each month, then the maturity is below the April lump sum", () => {
    // a year's interest = 0.082 B + 0.082/12 × 12,500 × 78 = 0.082 B + 6,662.50, against 0.082 B + 12,300 in April
    expect(computeSsy({ ...standard, depositTiming: "monthly-by-5th" }).maturity).toBeLessThan(71_82_119);
  });
});

describe("SSY rates and rules are data with a source", () => {
  test("given the current rate, then it is 8.2% with its quarter, start date and notification", () => {
    expect(SSY_RATE).toMatchObject({ value: 8.2, unit: "percent", from: "2026-01-01" });
    expect(SSY_RATE.period).toMatch(/Q4 FY 2025-26/);
    expect(SSY_RATE.reference).toMatch(/Office Memorandum No\. 1\/4\/2019-NS of 31 December 2025/);
  });

  test("given the scheme rules, then deposits run 15 years and the account matures in 21", () => {
    expect([SSY_RULES.depositYears.value, SSY_RULES.maturityYears.value]).toEqual([15, 21]);
    expect(Object.values(SSY_RULES).every((rule) => rule.reference.includes("Sukanya Samriddhi Account Scheme, 2019"))).toBe(true);
  });
});

describe("SSY rejects impossible inputs", () => {
  test.each<[string, Partial<SsyInput>]>([
    ["a deposit below ₹250", { yearlyDeposit: 200 }],
    ["a deposit above ₹1,50,000", { yearlyDeposit: 1_50_050 }],
    ["a deposit that is not a multiple of ₹50", { yearlyDeposit: 1_010 }],
    ["a negative deposit", { yearlyDeposit: -500 }],
    ["a NaN deposit", { yearlyDeposit: Number.NaN }],
    ["a negative rate", { ratePercent: -0.5 }],
    ["a NaN rate", { ratePercent: Number.NaN }],
    ["no deposit years", { depositYears: 0 }],
    ["more than 15 deposit years", { depositYears: 16 }],
    ["a fractional number of deposit years", { depositYears: 10.5 }],
    ["an unknown deposit timing", { depositTiming: "whenever" as SsyInput["depositTiming"] }],
  ])("given %s, then a RangeError", (_scenario, change) => {
    expect(() => computeSsy({ ...standard, ...change })).toThrow(RangeError);
  });
});

const notifiedRate = fc.oneof(fc.constant(SSY_RATE.value), fc.integer({ min: 0, max: 1_500 }).map((hundredths) => hundredths / 100));
const inputWithRate = (rate: fc.Arbitrary<number>): fc.Arbitrary<SsyInput> =>
  fc.record({
    yearlyDeposit: fc.integer({ min: 5, max: 3_000 }).map((units) => units * 50),
    ratePercent: rate,
    depositYears: fc.integer({ min: 1, max: 15 }),
    depositTiming: fc.constantFrom(...DEPOSIT_TIMINGS),
  });
const validInput = inputWithRate(notifiedRate);
const anyValidInput = inputWithRate(fc.oneof(notifiedRate, fc.double({ min: 0, max: 20, noNaN: true })));

const RUNS = { numRuns: 400 };

describe("SSY properties over random valid inputs", () => {
  test("given any valid input, then 21 rows of whole, non-negative rupees that add up to the totals", () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        const result = computeSsy(input);
        const amounts = [result.invested, result.interest, result.maturity, ...result.yearly.flatMap((row) => [row.opening, row.deposit, row.interest, row.closing])];
        expect(amounts.filter((amount) => !Number.isInteger(amount) || amount < 0)).toEqual([]);
        expect(result.yearly).toHaveLength(21);
        const sum = (pick: (row: SsyResult["yearly"][number]) => number) => result.yearly.reduce((total, row) => total + pick(row), 0);
        expect([sum((row) => row.deposit), sum((row) => row.interest), result.yearly.at(-1)?.closing]).toEqual([result.invested, result.interest, result.maturity]);
        const unbalanced = result.yearly.filter(
          (row, index) => row.opening + row.deposit + row.interest !== row.closing || row.opening !== (index === 0 ? 0 : result.yearly[index - 1]?.closing),
        );
        expect(unbalanced).toEqual([]);
      }),
      RUNS,
    );
  });

  test("given any valid input, then deposits are made exactly in the deposit years and balances never fall", () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        const { yearly } = computeSsy(input);
        const wrong = yearly.filter((row) => row.deposit !== (row.year <= (input.depositYears ?? 15) ? input.yearlyDeposit : 0) || row.closing < row.opening);
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  test("given deposits by 5 April, then the maturity equals the closed form to the rupee", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const r = input.ratePercent / 100;
        const n = input.depositYears ?? 15;
        const annuity = r === 0 ? n : (((1 + r) ** n - 1) / r) * (1 + r);
        const expected = input.yearlyDeposit * annuity * (1 + r) ** (21 - n);
        const { maturity } = computeSsy({ ...input, depositTiming: "yearly-by-5-april" });
        expect(Math.abs(maturity - expected)).toBeLessThanOrEqual(0.5 + 1e-9 * expected);
      }),
      RUNS,
    );
  });

  test("given more deposit years or a higher rate, then the maturity is never lower", () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 0, max: 14 }), fc.double({ min: 0, max: 5, noNaN: true }), (input, moreYears, moreRate) => {
        const base = computeSsy(input).maturity;
        const longer = computeSsy({ ...input, depositYears: Math.min(15, (input.depositYears ?? 15) + moreYears) }).maturity;
        const higher = computeSsy({ ...input, ratePercent: input.ratePercent + moreRate }).maturity;
        expect(longer).toBeGreaterThanOrEqual(base);
        expect(higher).toBeGreaterThanOrEqual(base);
      }),
      RUNS,
    );
  });
});
