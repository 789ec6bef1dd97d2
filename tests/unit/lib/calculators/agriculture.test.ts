import fc from "fast-check";
import { agriculture } from "@/lib/calculators/agriculture";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(agriculture);


describe("agriculture calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number | string> }>([
    {
      scenario: "defaults: tax year 2026-27, new regime, income 15 lakh, agricultural 3 lakh: ₹1,50,800",
      raw: {},
      // T1 = tax on 18L = 20,000 + 40,000 + 60,000 + 40,000 = 1,60,000; T2 = tax on 7L (3L + 4L) = 15,000
      // 1,45,000 + 5,800 = 1,50,800; without: 1,05,000 + 4,200 = 1,09,200
      expected: { taxableIncome: 1_500_000, tax: 150_800, taxWithoutAgri: 109_200, extraTax: 41_600 },
    },
    {
      scenario: "CALCULATORS §21 ex 1: old regime FY 2024-25, age 40, income 6 lakh, agricultural 2 lakh: ₹65,000",
      raw: { fy: "2024-25", regime: "old", income: "600000", agri: "200000" },
      // T1 = tax on 8L = 12,500 + 60,000 = 72,500; T2 = tax on 4.5L = 10,000; 62,500 (no rebate: 6L > 5L) + 2,500
      // without: 12,500 + 20,000 = 32,500 + 1,300 = 33,800
      expected: { tax: 65_000, taxWithoutAgri: 33_800, extraTax: 31_200 },
    },
    {
      scenario: "CALCULATORS §21 ex 2: new regime FY 2025-26, income 10 lakh, agricultural 3 lakh: the rebate covers it, nil",
      raw: { fy: "2025-26", income: "1000000", agri: "300000" },
      // T1 = tax on 13L = 75,000; T2 = 15,000; 60,000; total income 10L ≤ 12L → rebate 60,000 → nil
      expected: { tax: 0, taxWithoutAgri: 0, extraTax: 0 },
    },
    {
      scenario: "CALCULATORS §21 ex 3: new regime FY 2025-26, income 15 lakh, agricultural 3 lakh: ₹1,50,800",
      raw: { fy: "2025-26", income: "1500000", agri: "300000" },
      expected: { tax: 150_800, taxWithoutAgri: 109_200 },
    },
    {
      scenario: "agricultural income exactly ₹5,000: not integrated, old FY 2024-25 income 6 lakh pays ₹33,800",
      raw: { fy: "2024-25", regime: "old", income: "600000", agri: "5000" },
      expected: { tax: 33_800, extraTax: 0 },
    },
    {
      scenario: "agricultural income ₹5,001: integrated, old FY 2024-25 income 6 lakh pays ₹34,580",
      raw: { fy: "2024-25", regime: "old", income: "600000", agri: "5001" },
      // T1 = tax on 6,05,001 = 12,500 + 20% × 1,05,001 = 33,500.20; T2 = tax on 2,55,001 = 5% × 5,001 = 250.05
      // 33,250.15 + cess 1,330.01 = 34,580.16 → 34,580
      expected: { tax: 34_580, extraTax: 780 },
    },
    {
      scenario: "other income within the exemption limit (old, 2.5 lakh) and agricultural 10 lakh: no integration, nil",
      raw: { fy: "2024-25", regime: "old", income: "250000", agri: "1000000" },
      expected: { tax: 0, extraTax: 0 },
    },
    {
      scenario: "old regime FY 2025-26, aged 80 or more, income 8 lakh, agricultural 3 lakh: exemption limit 5 lakh, ₹72,800",
      raw: { fy: "2025-26", regime: "old", age: "80plus", income: "800000", agri: "300000" },
      // T1 = tax on 11L = 20% × 5L + 30% × 1L = 1,30,000; T2 = tax on 8L = 20% × 3L = 60,000; 70,000 + 2,800
      // without: 60,000 + 2,400 = 62,400
      expected: { tax: 72_800, taxWithoutAgri: 62_400, extraTax: 10_400 },
    },
    {
      scenario: "new regime FY 2024-25, income 10 lakh, agricultural 2 lakh: FY 2024-25 slabs and ₹3 lakh limit, ₹78,000",
      raw: { fy: "2024-25", income: "1000000", agri: "200000" },
      // T1 = tax on 12L = 20,000 + 30,000 + 30,000 = 80,000; T2 = tax on 5L = 10,000; 70,000 (10L > 7L, and 70,000
      // is below the 3,00,000 above 7L: no rebate) + 2,800 = 72,800.
      // without: 50,000 + 2,000 = 52,000
      expected: { tax: 72_800, taxWithoutAgri: 52_000, extraTax: 20_800 },
    },
    {
      scenario: "new regime FY 2025-26, income 60 lakh, agricultural 10 lakh: 10% surcharge, ₹18,18,960",
      raw: { fy: "2025-26", income: "6000000", agri: "1000000" },
      // T1 = tax on 70L = 3,00,000 + 30% × 46L = 16,80,000; T2 = tax on 14L = 60,000 + 30,000 = 90,000 → 15,90,000
      // surcharge 1,59,000; at 50L: T1 on 60L 13,80,000 − 90,000 = 12,90,000 + 10L excess → no relief
      // cess 69,960 → 18,18,960; without: 13,80,000 × 1.1 × 1.04 = 15,78,720
      expected: { tax: 1_818_960, taxWithoutAgri: 1_578_720, extraTax: 240_240 },
    },
    {
      scenario: "the rebate's odd effect: new FY 2025-26, income exactly 12 lakh, agricultural 10 lakh pays ₹1,04,000",
      raw: { fy: "2025-26", income: "1200000", agri: "1000000" },
      // T1 = tax on 22L = 20,000 + 40,000 + 60,000 + 80,000 + 25% × 2L = 2,50,000; T2 = tax on 14L = 90,000;
      // 1,60,000 − rebate (at most 60,000) = 1,00,000 + 4,000 = 1,04,000
      expected: { tax: 104_000, taxWithoutAgri: 0 },
    },
    {
      scenario: "the rebate's odd effect: ₹10 more income (12,00,010) with the same agricultural income pays ₹10",
      raw: { fy: "2025-26", income: "1200010", agri: "1000000" },
      // T1 = tax on 22,00,010 = 2,50,002.50; T2 = 90,000; tax 1,60,002.50 > income above 12L (10), so marginal
      // relief: rebate 1,59,992.50 (s.87A, not capped at 60,000) → 10 + cess 0.40 = 10.40 → 10
      expected: { tax: 10 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
  });

  test("given the odd effect, then a note explains it with the figure just above the limit", () => {
    const notes = run({ fy: "2025-26", income: "1200000", agri: "1000000" }).result?.notes ?? [];
    expect(notes.some((note) => note.includes("₹12,00,010 of income would pay ₹10") && note.includes("the law as written"))).toBe(true);
  });

  test("given income just above ₹12 lakh with agricultural income, then a note explains the uncapped marginal relief", () => {
    const notes = run({ fy: "2025-26", income: "1210000", agri: "1000000" }).result?.notes ?? [];
    // at 12,10,000: tax capped at 10,000 (+ cess 400 = 10,400); at exactly 12L the same person would pay 1,04,000
    expect(figure(run({ fy: "2025-26", income: "1210000", agri: "1000000" }).result, "tax")).toBe(10_400);
    expect(notes.some((note) => note.includes("not limited to ₹60,000") && note.includes("would pay ₹1,04,000"))).toBe(true);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const steps = run({}).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThan(6);
    for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(10);
  });
});

describe("agriculture calculator: input validation", () => {
  test.each([
    ["income", "abc", /digits/],
    ["agri", "-5000", /digits/],
    ["agri", "12.5", /whole rupees/],
    ["income", "99999999999", /at most/],
    ["fy", "2022-23", /Choose one of/],
    ["regime", "both", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a bad age in the old regime, then it has a message; in the new regime it is hidden and ignored", () => {
    expect(run({ regime: "old", age: "young" }).errors.age).toMatch(/Choose one of/);
    expect(run({ regime: "new", age: "young" }).errors).toEqual({});
  });
});

describe("agriculture calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 200_000_000 }).map(String);
  const rawInputs = fc.record({
    fy: fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27"),
    regime: fc.constantFrom("new", "old"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    income: amount,
    agri: amount,
  });

  test("given any valid inputs, then every figure is finite and non-negative, and agricultural income never lowers the tax", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          expect(Number.isFinite(f.value)).toBe(true);
          expect(f.value as number).toBeGreaterThanOrEqual(0);
        }
        expect(figure(result, "tax") as number).toBeGreaterThanOrEqual(figure(result, "taxWithoutAgri") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given more agricultural income, then the tax never falls (either regime)", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 5_000_000 }), (raw, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, agri: String(Number(raw.agri) + extra) }).result;
        expect(figure(after, "tax") as number).toBeGreaterThanOrEqual(figure(before, "tax") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given more other income in the old regime, then the tax never falls (the new regime's rebate breaks this: see above)", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 5_000_000 }), (raw, extra) => {
        const old = { ...raw, regime: "old" };
        const before = run(old).result;
        const after = run({ ...old, income: String(Number(raw.income) + extra) }).result;
        expect(figure(after, "tax") as number).toBeGreaterThanOrEqual(figure(before, "tax") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given other income within the exemption limit, then no tax whatever the agricultural income", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 0, max: 250_000 }), (raw, income) => {
        expect(figure(run({ ...raw, income: String(income) }).result, "tax")).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(agriculture.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("agriculture calculator: sections named for the year (docs/tax-methods.md errata, section map)", () => {
  const notes = (raw: RawInputs) => run(raw).result?.notes?.join(" ") ?? "";

  test("given FY 2025-26, then the rebate is the section 87A rebate; given tax year 2026-27, the section 156 rebate", () => {
    expect(notes({ fy: "2025-26" })).toContain("the section 87A rebate and the higher old-regime limits");
    expect(notes({ fy: "2026-27" })).toContain("the section 156 rebate and the higher old-regime limits");
    expect(notes({ fy: "2026-27" })).not.toMatch(/87A/);
  });

  test("given income just above ₹12 lakh with agricultural income, then the marginal relief is named for the year", () => {
    const raw = { regime: "new", income: "1210000", agri: "300000" };
    expect(notes({ ...raw, fy: "2025-26" })).toContain("the section 87A marginal relief");
    expect(notes({ ...raw, fy: "2026-27" })).toContain("the section 156 marginal relief");
  });

  test("given the FAQ, shown for every year, then it names both Acts' sections", () => {
    expect((agriculture.faq ?? []).map((entry) => entry.answer).join(" ")).toContain("section 156 (section 87A of the 1961 Act)");
  });
});
