import fc from "fast-check";
import { incomeTax } from "@/lib/calculators/income-tax";
import { carriesCalculatorInputs } from "@/lib/calculators/link-parameters";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(incomeTax);


const none = { other: "0", hra: "0", ded80c: "0", ded80d: "0", ded80ccd1b: "0", hl: "0" };

describe("income-tax calculator: worked examples (hand computations in comments)", () => {
  test.each([
    {
      scenario: "defaults: tax year 2026-27, salary 15 lakh, 80C 1.5 lakh, 80D 25,000",
      raw: {},
      // Old: 15,00,000 − 50,000 SD − 1,50,000 − 25,000 = 12,75,000; 12,500 + 1,00,000 + 30% × 2,75,000 = 1,95,000; +4% = 2,02,800
      // New: 15,00,000 − 75,000 = 14,25,000; 20,000 + 40,000 + 15% × 2,25,000 = 93,750; +4% = 97,500
      expected: { oldTaxableIncome: 1_275_000, oldTax: 202_800, newTaxableIncome: 1_425_000, newTax: 97_500 },
    },
    {
      scenario: "FY 2025-26, salary 12.75 lakh, no deductions: the new regime's rebate leaves no tax",
      raw: { fy: "2025-26", salary: "1275000", ...none },
      // New: 12,75,000 − 75,000 = 12,00,000 ≤ 12,00,000 → rebate of the whole slab tax (60,000) → 0
      // Old: 12,75,000 − 50,000 = 12,25,000; 12,500 + 1,00,000 + 30% × 2,25,000 = 1,80,000; +4% = 1,87,200
      expected: { oldTaxableIncome: 1_225_000, oldTax: 187_200, newTaxableIncome: 1_200_000, newTax: 0 },
    },
    {
      scenario: "FY 2024-25, aged 80 or more, salary 10 lakh, no deductions",
      raw: { fy: "2024-25", age: "80plus", salary: "1000000", ...none },
      // Old: 10,00,000 − 50,000 = 9,50,000; exempt to 5,00,000, 20% × 4,50,000 = 90,000; +4% = 93,600
      // New: 10,00,000 − 75,000 = 9,25,000; 5% × 4,00,000 + 10% × 2,25,000 = 42,500; above 7 lakh: no rebate; +4% = 44,200
      expected: { oldTaxableIncome: 950_000, oldTax: 93_600, newTaxableIncome: 925_000, newTax: 44_200 },
    },
    {
      scenario: "FY 2023-24, aged 60 to 79, salary 7 lakh, 80C 1.5 lakh",
      raw: { fy: "2023-24", age: "60to80", salary: "700000", ...none, ded80c: "150000" },
      // Old: 7,00,000 − 50,000 − 1,50,000 = 5,00,000; 5% × 2,00,000 (3 to 5 lakh) = 10,000; rebate 87A up to 12,500 → 0
      // New (FY 2023-24 slabs): 7,00,000 − 50,000 = 6,50,000; 5% × 3,00,000 + 10% × 50,000 = 20,000; ≤ 7 lakh → rebate → 0
      expected: { oldTaxableIncome: 500_000, oldTax: 0, newTaxableIncome: 650_000, newTax: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
  });

  test("given the defaults, then the new regime is highlighted with a saving of ₹1,05,300", () => {
    const { result } = run({});
    const newGroup = result?.groups.find((group) => group.title.startsWith("New regime"));
    expect(newGroup?.highlight).toBe(true);
    expect(newGroup?.badge).toBe("Saves ₹1,05,300");
    expect(result?.summary).toBe("The new regime saves you ₹1,05,300 for tax year 2026-27.");
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const { result } = run({ hl: "200000", ded80ccd1b: "50000", other: "40000" });
    const steps = result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThan(8);
    for (const step of steps) expect(step.reference?.trim()).toBeTruthy();
  });
});

describe("income-tax calculator: input validation", () => {
  test.each([
    ["salary", "abc", /digits/],
    ["salary", "-5000", /digits/],
    ["salary", "1e309", /digits/],
    ["salary", "12.5", /whole rupees/],
    ["salary", "99999999999", /at most/],
    ["fy", "2019-20", /Choose one of/],
    ["age", "old", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given amounts typed with Indian grouping, spaces or ₹, then they are read as numbers", () => {
    const { result, errors } = run({ salary: "₹ 15,00,000", ded80c: "1,50,000" });
    expect(errors).toEqual({});
    expect(figure(result, "newTax")).toBe(97_500);
  });
});

describe("income-tax calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 500_000_000 }).map(String);
  const rawInputs = fc.record({
    fy: fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    salary: amount,
    other: amount,
    dividend: amount,
    hra: amount,
    ded80c: amount,
    ded80d: amount,
    ded80ccd1b: amount,
    hl: amount,
  });

  test("given any valid inputs, then every figure is a finite non-negative number and tax never exceeds income", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        const numbers = result!.groups.flatMap((group) => group.figures).filter((f) => typeof f.value === "number");
        for (const f of numbers) {
          expect(Number.isFinite(f.value)).toBe(true);
          expect(f.value as number).toBeGreaterThanOrEqual(0);
        }
        const gross = Number(raw.salary) + Number(raw.other) + Number(raw.dividend);
        expect(figure(result, "oldTax") as number).toBeLessThanOrEqual(gross);
        expect(figure(result, "newTax") as number).toBeLessThanOrEqual(gross);
      }),
      { numRuns: 300 },
    );
  });

  test("given more salary and everything else the same, then neither regime's tax falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 5_000_000 }), (raw, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, salary: String(Number(raw.salary) + extra) }).result;
        expect(figure(after, "oldTax") as number).toBeGreaterThanOrEqual(figure(before, "oldTax") as number);
        expect(figure(after, "newTax") as number).toBeGreaterThanOrEqual(figure(before, "newTax") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(incomeTax.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("income-tax calculator: dividends (`dividend`) and section labels by year", () => {
  const noDeductions = { ...none, ded80c: "0", ded80d: "0" };

  test.each([
    {
      // New: 2.1 Cr of dividends, no salary. Slab tax 3,00,000 + 30% × 1,86,00,000 = 58,80,000; income
      // without dividends 0 ≤ 2 Cr → 15% = 8,82,000; 67,62,000 × 1.04 = 70,32,480 (docs/tax-methods.md errata).
      // Old: 12,500 + 1,00,000 + 30% × 2,00,00,000 = 61,12,500; 15% = 9,16,875; 70,29,375 × 1.04 = 73,10,550.
      fy: "2026-27", expected: { newTaxableIncome: 21_000_000, newTax: 7_032_480, oldTaxableIncome: 21_000_000, oldTax: 7_310_550 },
    },
    { fy: "2025-26", expected: { newTaxableIncome: 21_000_000, newTax: 7_032_480, oldTaxableIncome: 21_000_000, oldTax: 7_310_550 } },
  ])("given ₹2.1 crore of dividends alone in $fy, then new ₹70,32,480 and old ₹73,10,550", ({ fy, expected }) => {
    const { result, errors } = run({ fy, salary: "0", dividend: "21000000", ...noDeductions });
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
    expect(result?.notes?.some((note) => note.includes("at most 15%"))).toBe(true);
  });

  test("given the same ₹2.1 crore entered as other income, then the new regime charges 25% surcharge: ₹76,44,000", () => {
    // 58,80,000 × 1.25 = 73,50,000 (relief at 2 Cr: 55,80,000 × 1.15 + 10,00,000 = 74,17,000, above: none) × 1.04
    const { result } = run({ ...noDeductions, salary: "0", other: "21000000" });
    expect(figure(result, "newTax")).toBe(7_644_000);
  });

  test("given salary ₹2,00,85,000 and dividends ₹10 lakh (2026-27), then marginal relief at ₹2 crore leaves ₹70,42,880 in the new regime", () => {
    // Total 2,10,10,000, without dividends 2,00,10,000 > 2 Cr → 25% on the other tax, 15% on the dividends'
    // share. At 2 Cr: 2,10,00,000 taxed 58,80,000 × 1.15 = 67,62,000; ceiling + 10,000 = 67,72,000, well
    // below 58,83,000 + ~14,42,749; so 67,72,000 × 1.04 = 70,42,880.
    const { result } = run({ salary: "20085000", dividend: "1000000", ...noDeductions });
    expect(figure(result, "newTax")).toBe(7_042_880);
  });

  test("given a dividend that is not a number, then the field has a message and no figures", () => {
    const { result, errors } = run({ dividend: "ten lakh" });
    expect(errors.dividend).toBeTruthy();
    expect(result).toBeNull();
  });

  test("given a link with only `dividend`, then it is a link with inputs", () => {
    expect(carriesCalculatorInputs("income-tax", new URLSearchParams("dividend=500000"))).toBe(true);
  });

  test.each([
    { fy: "2025-26", title: "New regime (section 115BAC)", rebate: "section 87A rebate" },
    { fy: "2026-27", title: "New regime (section 202)", rebate: "section 156 rebate" },
  ])("given $fy, then the new-regime group is titled \"$title\" and the notes name the $rebate", ({ fy, title, rebate }) => {
    const { result } = run({ fy });
    expect(result?.groups.map((group) => group.title)).toContain(title);
    expect(result?.notes?.[0]).toContain(rebate);
  });
});
