import fc from "fast-check";
import {
  DEPOSIT_TIMINGS,
  PPF_EXTENSIONS,
  PPF_RATE,
  PPF_RULES,
  apportionWholeRupees,
  computePpf,
  type PpfInput,
  type PpfResult,
} from "@/lib/finance/ppf";

/*
 * PPF (docs/tax-methods.md §33). Expected amounts are worked by hand from the scheme rule:
 * with the whole year's deposit made by 5 April, every month's lowest balance holds it,
 * so a year's interest is (opening + deposit) × r and
 *   FV = P × ((1 + r)^n − 1) / r × (1 + r).
 * Amounts are whole rupees; the exact figures are in the comments.
 */

const standard: PpfInput = { yearlyDeposit: 1_50_000, ratePercent: 7.1, years: 15, extension: "with-deposits", depositTiming: "yearly-by-5-april" };

interface Example {
  scenario: string;
  input: PpfInput;
  expected: Pick<PpfResult, "invested" | "interest" | "maturity">;
}

describe("PPF worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "given ₹1,50,000 by 5 April for 15 years at 7.1% (§33.3 ex. 1), then ₹40,68,209 at maturity",
      input: standard,
      // 1.071^15 = 2.7979636143; (2.7979636143 − 1) / 0.071 = 25.3234311876; × 1.071 = 27.1213948019
      // × 1,50,000 = 40,68,209.22 → 40,68,209; invested 15 × 1,50,000 = 22,50,000; interest 18,18,209
      expected: { invested: 22_50_000, interest: 18_18_209, maturity: 40_68_209 },
    },
    {
      scenario: "given ₹12,500 by the 5th of every month for 15 years (§33.3 ex. 2), then ₹39,44,599, less than paying in April",
      input: { ...standard, depositTiming: "monthly-by-5th" },
      // a year's interest = 0.071/12 × Σ(B + 12,500 m, m = 1..12) = 0.071 B + 0.071/12 × 9,75,000 = 0.071 B + 5,768.75
      // so B' = 1.071 B + 1,55,768.75 and B15 = 1,55,768.75 × 25.3234311876 = 39,44,599.22 → 39,44,599
      expected: { invested: 22_50_000, interest: 16_94_599, maturity: 39_44_599 },
    },
    {
      scenario: "given one 5-year extension with deposits (20 years, §33.3 ex. 3), then ₹66,58,288",
      input: { ...standard, years: 20 },
      // 1.071^20 = 3.9426608157; (2.9426608157 / 0.071) × 1.071 = 44.3885877976; × 1,50,000 = 66,58,288.17
      expected: { invested: 30_00_000, interest: 36_58_288, maturity: 66_58_288 },
    },
    {
      scenario: "given two 5-year extensions with deposits (25 years, §33.3 ex. 3), then ₹1,03,08,015",
      input: { ...standard, years: 25 },
      // 1.071^25 = 5.5556742154; (4.5556742154 / 0.071) × 1.071 = 68.7200997848; × 1,50,000 = 1,03,08,014.97
      expected: { invested: 37_50_000, interest: 65_58_015, maturity: 1_03_08_015 },
    },
    {
      scenario: "given a 5-year extension without deposits, then the 15-year balance grows by 1.071^5 to ₹57,32,587",
      input: { ...standard, years: 20, extension: "without-deposits" },
      // 40,68,209.22 × 1.071^5 (1.4091179726) = 57,32,586.73 → 57,32,587; nothing more invested
      expected: { invested: 22_50_000, interest: 34_82_587, maturity: 57_32_587 },
    },
    {
      scenario: "given the minimum ₹500 a year for 15 years, then ₹13,561",
      input: { ...standard, yearlyDeposit: 500 },
      // 500 × 27.1213948019 = 13,560.70 → 13,561; invested 7,500
      expected: { invested: 7_500, interest: 6_061, maturity: 13_561 },
    },
    {
      scenario: "given a 0% rate, then the maturity is what was paid in",
      input: { ...standard, ratePercent: 0 },
      expected: { invested: 22_50_000, interest: 0, maturity: 22_50_000 },
    },
  ])("$scenario", ({ input, expected }) => {
    const result = computePpf(input);
    expect({ invested: result.invested, interest: result.interest, maturity: result.maturity }).toEqual(expected);
  });

  test("given the standard case, then the yearly rows match §33.3: year 1 interest ₹10,650, year 2 closing ₹3,32,706, year 15 interest ₹2,69,695", () => {
    const { yearly } = computePpf(standard);
    // year 1: 1,50,000 × 0.071 = 10,650; closing 1,60,650
    expect(yearly[0]).toEqual({ year: 1, opening: 0, deposit: 1_50_000, interest: 10_650, closing: 1_60_650, phase: "term" });
    // year 2: (1,60,650 + 1,50,000) × 1.071 = 3,32,706.15; interest 22,056.15 → 22,056
    expect(yearly[1]).toMatchObject({ opening: 1_60_650, interest: 22_056, closing: 3_32_706 });
    // year 15: exact closing of year 14 = 36,48,514.68; (36,48,514.68 + 1,50,000) × 0.071 = 2,69,694.54 → 2,69,695.
    // The shown opening is the sum of the rounded rows before it: 14 × 1,50,000 + (18,18,209 − 2,69,695) = 36,48,514.
    expect(yearly[14]).toMatchObject({ opening: 36_48_514, deposit: 1_50_000, interest: 2_69_695, closing: 40_68_209 });
    expect(yearly).toHaveLength(15);
  });

  test("given an extension without deposits, then years 16–20 take no deposit and are marked as such", () => {
    const { yearly } = computePpf({ ...standard, years: 20, extension: "without-deposits" });
    expect(yearly.slice(15).map((row) => [row.deposit, row.phase])).toEqual(Array.from({ length: 5 }, () => [0, "extension-without-deposits"]));
    // year 16: 40,68,209.22 × 0.071 = 2,88,842.85 → 2,88,843
    expect(yearly[15]?.interest).toBe(2_88_843);
  });

  test("given an extension with deposits, then years 16–20 are marked as an extension with deposits", () => {
    const { yearly } = computePpf({ ...standard, years: 20 });
    expect(yearly.map((row) => row.phase)).toEqual([...Array<string>(15).fill("term"), ...Array<string>(5).fill("extension-with-deposits")]);
  });
});

describe("PPF rates and rules are data with a source", () => {
  test("given the current rate, then it is 7.1% with its quarter, start date and notification", () => {
    expect(PPF_RATE).toMatchObject({ value: 7.1, unit: "percent", from: "2026-01-01" });
    expect(PPF_RATE.period).toMatch(/Q4 FY 2025-26/);
    expect(PPF_RATE.reference).toMatch(/Office Memorandum No\. 1\/4\/2019-NS of 31 December 2025/);
  });

  test.each(Object.entries(PPF_RULES))("given the rule %s, then it has a value, a date and a reference", (_name, rule) => {
    expect(Number.isFinite(rule.value)).toBe(true);
    expect(rule.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rule.reference.length).toBeGreaterThan(20);
  });
});

describe("PPF rejects impossible inputs", () => {
  test.each<[string, Partial<PpfInput>]>([
    ["a deposit below ₹500", { yearlyDeposit: 450 }],
    ["a deposit above ₹1,50,000", { yearlyDeposit: 1_50_050 }],
    ["a deposit that is not a multiple of ₹50", { yearlyDeposit: 1_025 }],
    ["a negative deposit", { yearlyDeposit: -1_000 }],
    ["a NaN deposit", { yearlyDeposit: Number.NaN }],
    ["a negative rate", { ratePercent: -1 }],
    ["a NaN rate", { ratePercent: Number.NaN }],
    ["an infinite rate", { ratePercent: Number.POSITIVE_INFINITY }],
    ["a rate above the 50% bound", { ratePercent: 50.5 }],
    ["a projection too large to keep to the rupee (50% for 100 years)", { ratePercent: 50, years: 100 }],
    ["a term of 0 years", { years: 0 }],
    ["a term shorter than 15 years", { years: 10 }],
    ["a term that is not 15 plus blocks of 5", { years: 17 }],
    ["a fractional term", { years: 15.5 }],
    ["an unknown extension", { extension: "sometimes" as PpfInput["extension"] }],
    ["an unknown deposit timing", { depositTiming: "whenever" as PpfInput["depositTiming"] }],
  ])("given %s, then a RangeError", (_scenario, change) => {
    expect(() => computePpf({ ...standard, ...change })).toThrow(RangeError);
  });
});

describe("whole-rupee apportioning", () => {
  test("given three amounts of ₹0.50 and a total of ₹2, then two rows get a rupee and the sum is ₹2", () => {
    const rows = apportionWholeRupees([0.5, 0.5, 0.5], 2);
    expect(rows.reduce((sum, row) => sum + row, 0)).toBe(2);
    expect(rows.every((row) => row === 0 || row === 1)).toBe(true);
  });

  test("given ₹5,764.6875 and ₹17,204.52 with a total of ₹22,969, then the larger fraction takes the rupee: 5,765 and 17,204", () => {
    // floors 5,764 + 17,204 = 22,968, one rupee missing; 0.6875 > 0.5242
    expect(apportionWholeRupees([5_764.6875, 17_204.524_218_75], 22_969)).toEqual([5_765, 17_204]);
  });

  test("given a total the rows cannot reach within a rupee each, then a RangeError", () => {
    expect(() => apportionWholeRupees([1.2, 1.2], 5)).toThrow(RangeError);
  });
});

// rates in steps of 0.01%, as notified; 0% included
const notifiedRate = fc.oneof(fc.constant(PPF_RATE.value), fc.integer({ min: 0, max: 1_500 }).map((hundredths) => hundredths / 100));
const inputWithRate = (rate: fc.Arbitrary<number>): fc.Arbitrary<PpfInput> =>
  fc.record({
    yearlyDeposit: fc.integer({ min: 10, max: 3_000 }).map((units) => units * 50),
    ratePercent: rate,
    years: fc.integer({ min: 0, max: 7 }).map((blocks) => 15 + 5 * blocks),
    extension: fc.constantFrom(...PPF_EXTENSIONS),
    depositTiming: fc.constantFrom(...DEPOSIT_TIMINGS),
  });
const validInput = inputWithRate(notifiedRate);
// any rate up to 20%, down to the tiniest doubles, for the invariants that must never break
const anyValidInput = inputWithRate(fc.oneof(notifiedRate, fc.double({ min: 0, max: 20, noNaN: true })));

const RUNS = { numRuns: 400 };

describe("PPF properties over random valid inputs", () => {
  test("given any valid input, then every amount is a whole, non-negative number and there is a row per year", () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        const result = computePpf(input);
        const amounts = [result.invested, result.interest, result.maturity, ...result.yearly.flatMap((row) => [row.opening, row.deposit, row.interest, row.closing])];
        expect(amounts.every((amount) => Number.isInteger(amount) && amount >= 0)).toBe(true);
        expect(result.yearly.map((row) => row.year)).toEqual(Array.from({ length: input.years }, (_, index) => index + 1));
      }),
      RUNS,
    );
  });

  test("given any valid input, then the rows add up to the totals to the rupee and each row balances", () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        const result = computePpf(input);
        const sum = (pick: (row: PpfResult["yearly"][number]) => number) => result.yearly.reduce((total, row) => total + pick(row), 0);
        expect([sum((row) => row.deposit), sum((row) => row.interest), result.yearly.at(-1)?.closing]).toEqual([result.invested, result.interest, result.maturity]);
        expect(result.invested + result.interest).toBe(result.maturity);
        const unbalanced = result.yearly.filter(
          (row, index) => row.opening + row.deposit + row.interest !== row.closing || row.opening !== (index === 0 ? 0 : result.yearly[index - 1]?.closing),
        );
        expect(unbalanced).toEqual([]);
      }),
      RUNS,
    );
  });

  test("given deposits by 5 April, then the maturity equals the closed form FV = P((1+r)^n − 1)/r (1+r), grown on without deposits, to the rupee", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const yearly = { ...input, depositTiming: "yearly-by-5-april" as const };
        const r = input.ratePercent / 100;
        const depositYears = input.extension === "with-deposits" ? input.years : 15;
        const annuity = r === 0 ? depositYears : (((1 + r) ** depositYears - 1) / r) * (1 + r);
        const expected = input.yearlyDeposit * annuity * (1 + r) ** (input.years - depositYears);
        expect(Math.abs(computePpf(yearly).maturity - expected)).toBeLessThanOrEqual(0.5 + 1e-6 * expected);
      }),
      RUNS,
    );
  });

  test("given any valid input, then balances never fall, and deposits stop only in an extension without deposits", () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        const { yearly } = computePpf(input);
        const wrong = yearly.filter((row, index) => {
          const expectedDeposit = index >= 15 && input.extension === "without-deposits" ? 0 : input.yearlyDeposit;
          return row.closing < row.opening || row.deposit !== expectedDeposit;
        });
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  test("given the same deposits, then paying the year's amount by 5 April never earns less than paying monthly", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const april = computePpf({ ...input, depositTiming: "yearly-by-5-april" }).maturity;
        const monthly = computePpf({ ...input, depositTiming: "monthly-by-5th" }).maturity;
        expect(april).toBeGreaterThanOrEqual(monthly);
      }),
      RUNS,
    );
  });

  test("given a higher rate, then the maturity is never lower", () => {
    fc.assert(
      fc.property(validInput, fc.double({ min: 0, max: 5, noNaN: true }), (input, extra) => {
        expect(computePpf({ ...input, ratePercent: input.ratePercent + extra }).maturity).toBeGreaterThanOrEqual(computePpf(input).maturity);
      }),
      RUNS,
    );
  });
});
