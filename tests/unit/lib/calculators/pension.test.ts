import fc from "fast-check";
import { pension } from "@/lib/calculators/pension";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { FINANCIAL_YEARS, REGIMES } from "@/lib/tax";
import { PENSION_RULES_BY_YEAR } from "@/lib/tax/pension-parameters";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(pension);


const num = (result: CalculatorResult | null, name: string) => figure(result, name) as number;

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number | undefined>;
}

/** Only the part of the pension being tested: no regular pension, no commutation, no family pension. */
const nothing = { pension: "0", commuted: "0", familyPension: "0" } as const;

describe("pension calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: tax year 2026-27, new regime, private employer, ₹6 lakh for 40% with gratuity, pension ₹3.6 lakh: ₹3,85,000 taxable",
      raw: {},
      // full value 6,00,000 ÷ 40% = 15,00,000; one-third 5,00,000 exempt; 1,00,000 taxable
      // salary 3,60,000 + 1,00,000 = 4,60,000; standard deduction 75,000 → 3,85,000
      expected: { fullValue: 1_500_000, exemptCommuted: 500_000, taxableCommuted: 100_000, standardDeduction: 75_000, taxablePension: 385_000, totalTaxable: 385_000 },
    },
    {
      scenario: "docs/tax-methods.md §10.2 ex. 1: FY 2025-26, gratuity received, 40% commuted for ₹6,00,000: ₹5,00,000 exempt, ₹1,00,000 taxable",
      raw: { ...nothing, fy: "2025-26", commuted: "600000", commutedPct: "40", gratuity: "1" },
      // 6,00,000 ÷ 0.40 = 15,00,000; 1/3 = 5,00,000; taxable 1,00,000; SD min(75,000, 1,00,000) = 75,000 → 25,000
      expected: { fullValue: 1_500_000, exemptCommuted: 500_000, taxableCommuted: 100_000, standardDeduction: 75_000, taxablePension: 25_000, totalTaxable: 25_000 },
    },
    {
      scenario: "docs/tax-methods.md §10.2 ex. 2: the same without gratuity: one-half is ₹7,50,000, so all ₹6,00,000 is exempt",
      raw: { ...nothing, fy: "2025-26", commuted: "600000", commutedPct: "40", gratuity: "0" },
      // 1/2 × 15,00,000 = 7,50,000 ≥ 6,00,000 → exempt 6,00,000; nothing taxable, no standard deduction used
      expected: { exemptCommuted: 600_000, taxableCommuted: 0, standardDeduction: 0, taxablePension: 0, totalTaxable: 0 },
    },
    {
      scenario: "docs/tax-methods.md §10.2 ex. 3: family pension ₹60,000, new regime FY 2025-26: deduction ₹20,000, taxable ₹40,000",
      raw: { ...nothing, fy: "2025-26", regime: "new", familyPension: "60000" },
      // 1/3 × 60,000 = 20,000 < 25,000
      expected: { familyDeduction: 20_000, taxableFamilyPension: 40_000, totalTaxable: 40_000 },
    },
    {
      scenario: "family pension ₹60,000, old regime FY 2025-26: deduction capped at ₹15,000, taxable ₹45,000",
      raw: { ...nothing, fy: "2025-26", regime: "old", familyPension: "60000" },
      // min(20,000, 15,000) = 15,000
      expected: { familyDeduction: 15_000, taxableFamilyPension: 45_000 },
    },
    {
      scenario: "family pension ₹60,000, new regime FY 2023-24 (before the ₹25,000 cap): deduction ₹15,000, taxable ₹45,000",
      raw: { ...nothing, fy: "2023-24", regime: "new", familyPension: "60000" },
      expected: { familyDeduction: 15_000, taxableFamilyPension: 45_000 },
    },
    {
      scenario: "family pension ₹75,000, new regime FY 2024-25: one-third is exactly the ₹25,000 cap, taxable ₹50,000",
      raw: { ...nothing, fy: "2024-25", regime: "new", familyPension: "75000" },
      // 75,000 ÷ 3 = 25,000 = cap
      expected: { familyDeduction: 25_000, taxableFamilyPension: 50_000 },
    },
    {
      scenario: "family pension ₹75,003, new regime FY 2024-25: one-third ₹25,001 is above the cap, deduction ₹25,000, taxable ₹50,003",
      raw: { ...nothing, fy: "2024-25", regime: "new", familyPension: "75003" },
      expected: { familyDeduction: 25_000, taxableFamilyPension: 50_003 },
    },
    {
      scenario: "family pension ₹45,000, old regime: one-third is exactly the ₹15,000 cap, taxable ₹30,000",
      raw: { ...nothing, fy: "2025-26", regime: "old", familyPension: "45000" },
      expected: { familyDeduction: 15_000, taxableFamilyPension: 30_000 },
    },
    {
      scenario: "family pension ₹20,000, new regime: one-third ₹6,666.67 drops its paise, deduction ₹6,666, taxable ₹13,334",
      raw: { ...nothing, fy: "2025-26", regime: "new", familyPension: "20000" },
      expected: { familyDeduction: 6_666, taxableFamilyPension: 13_334 },
    },
    {
      scenario: "tax year 2026-27, new regime, family pension ₹90,000: deduction ₹25,000, taxable ₹65,000",
      raw: { ...nothing, fy: "2026-27", regime: "new", familyPension: "90000" },
      // 1/3 × 90,000 = 30,000 → cap 25,000
      expected: { familyDeduction: 25_000, taxableFamilyPension: 65_000 },
    },
    {
      scenario: "government pensioner, old regime FY 2025-26, ₹10 lakh commuted, pension ₹6 lakh: all commuted exempt, ₹5,50,000 taxable",
      raw: { ...nothing, fy: "2025-26", regime: "old", employer: "government", commuted: "1000000", pension: "600000" },
      // s.10(10A)(i): exempt 10,00,000; salary 6,00,000 − 50,000 = 5,50,000
      expected: { exemptCommuted: 1_000_000, taxableCommuted: 0, fullValue: undefined, standardDeduction: 50_000, taxablePension: 550_000, totalTaxable: 550_000 },
    },
    {
      scenario: "uncommuted pension ₹4,80,000, old regime FY 2023-24: standard deduction ₹50,000, taxable ₹4,30,000",
      raw: { ...nothing, fy: "2023-24", regime: "old", pension: "480000" },
      expected: { standardDeduction: 50_000, taxablePension: 430_000, totalTaxable: 430_000 },
    },
    {
      scenario: "uncommuted pension ₹4,80,000, new regime FY 2023-24: standard deduction ₹50,000, taxable ₹4,30,000",
      raw: { ...nothing, fy: "2023-24", regime: "new", pension: "480000" },
      expected: { standardDeduction: 50_000, taxablePension: 430_000 },
    },
    {
      scenario: "uncommuted pension ₹4,80,000, new regime FY 2024-25: standard deduction ₹75,000, taxable ₹4,05,000",
      raw: { ...nothing, fy: "2024-25", regime: "new", pension: "480000" },
      expected: { standardDeduction: 75_000, taxablePension: 405_000 },
    },
    {
      scenario: "pension ₹40,000, below the ₹75,000 standard deduction: deduction ₹40,000, nothing taxable",
      raw: { ...nothing, fy: "2025-26", regime: "new", pension: "40000" },
      expected: { standardDeduction: 40_000, taxablePension: 0, totalTaxable: 0 },
    },
    {
      scenario: "₹5,00,000 for 33.33% with gratuity: the limit ₹5,00,050 covers it all",
      raw: { ...nothing, fy: "2025-26", commuted: "500000", commutedPct: "33.33", gratuity: "1" },
      // full 5,00,000 ÷ 0.3333 = 15,00,150.02 → 15,00,150; limit ⌊5,00,00,00,000 ÷ (3,333 × 3)⌋ = ⌊5,00,050.005⌋ = 5,00,050
      expected: { fullValue: 1_500_150, exemptCommuted: 500_000, taxableCommuted: 0 },
    },
    {
      scenario: "₹5,00,000 for 33.34% with gratuity: limit ₹4,99,900, ₹100 taxable",
      raw: { ...nothing, fy: "2025-26", commuted: "500000", commutedPct: "33.34", gratuity: "1" },
      // full 5,00,000 ÷ 0.3334 = 14,99,700.06 → 14,99,700; limit ⌊5,00,00,00,000 ÷ 10,002⌋ = ⌊4,99,900.02⌋ = 4,99,900
      expected: { fullValue: 1_499_700, exemptCommuted: 499_900, taxableCommuted: 100 },
    },
    {
      scenario: "whole pension commuted for ₹10 lakh, no gratuity: one-half exempt, ₹5,00,000 taxable, ₹4,25,000 after the standard deduction",
      raw: { ...nothing, fy: "2025-26", regime: "new", commuted: "1000000", commutedPct: "100", gratuity: "0" },
      expected: { fullValue: 1_000_000, exemptCommuted: 500_000, taxableCommuted: 500_000, standardDeduction: 75_000, taxablePension: 425_000 },
    },
    {
      scenario: "whole pension commuted for ₹1,00,001, no gratuity: one-half ₹50,000.50 drops its paise, ₹50,001 taxable",
      raw: { ...nothing, fy: "2025-26", commuted: "100001", commutedPct: "100", gratuity: "0" },
      expected: { exemptCommuted: 50_000, taxableCommuted: 50_001 },
    },
    {
      scenario: "₹7,00,000 for 35% with gratuity: full value ₹20,00,000, one-third ₹6,66,666, ₹33,334 taxable",
      raw: { ...nothing, fy: "2025-26", commuted: "700000", commutedPct: "35", gratuity: "1" },
      // 7,00,000 ÷ 0.35 = 20,00,000; ÷ 3 = 6,66,666.67 → 6,66,666
      expected: { fullValue: 2_000_000, exemptCommuted: 666_666, taxableCommuted: 33_334 },
    },
    {
      scenario: "₹7,00,000 for 35% without gratuity: one-half is ₹10,00,000, all exempt",
      raw: { ...nothing, fy: "2025-26", commuted: "700000", commutedPct: "35", gratuity: "0" },
      expected: { exemptCommuted: 700_000, taxableCommuted: 0 },
    },
    {
      scenario: "FY 2024-25 old regime, all three: pension ₹3 lakh, ₹9 lakh for 50% with gratuity, family pension ₹30,000: ₹5,70,000 taxable",
      raw: { fy: "2024-25", regime: "old", employer: "other", pension: "300000", commuted: "900000", commutedPct: "50", gratuity: "1", familyPension: "30000" },
      // full 18,00,000; 1/3 = 6,00,000 exempt; 3,00,000 taxable; salary 6,00,000 − 50,000 = 5,50,000
      // family: 1/3 × 30,000 = 10,000 → 20,000; total 5,70,000
      expected: {
        fullValue: 1_800_000,
        exemptCommuted: 600_000,
        taxableCommuted: 300_000,
        standardDeduction: 50_000,
        taxablePension: 550_000,
        familyDeduction: 10_000,
        taxableFamilyPension: 20_000,
        totalTaxable: 570_000,
      },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary gives the tax-free part and what the pension adds to income", () => {
    expect(run({}).result?.summary).toBe(
      "Of your ₹6,00,000 commuted pension, ₹5,00,000 is tax-free and ₹1,00,000 is taxed as salary. Your pension adds ₹3,85,000 to your taxable income for tax year 2026-27 in the new regime.",
    );
  });

  test("given a commuted pension within the limit, then the summary says all of it is tax-free", () => {
    const { result } = run({ ...nothing, fy: "2025-26", commuted: "600000", gratuity: "0" });
    expect(result?.summary).toBe("All of your ₹6,00,000 commuted pension is tax-free. Your pension adds ₹0 to your taxable income for FY 2025-26 (AY 2026-27) in the new regime.");
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [{}, { employer: "government" }, { familyPension: "60000", fy: "2023-24", regime: "old" }, { fy: "2026-27", familyPension: "1" }];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(4);
      for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(10);
    }
  });

  test.each(FINANCIAL_YEARS)("FY %s: every pension parameter has a reference, a unit and an effective date within the year", (fy) => {
    const rules = PENSION_RULES_BY_YEAR[fy];
    const values = [
      rules.pensionIsSalary,
      rules.governmentCommutedExempt,
      rules.commutedShareWithGratuity,
      rules.commutedShareWithoutGratuity,
      rules.familyPensionShare,
      ...REGIMES.map((regime) => rules.familyPensionCap[regime]),
    ];
    for (const value of values) {
      expect(value.reference.trim().length).toBeGreaterThan(10);
      expect(["INR", "fraction", "text", "flag"]).toContain(value.unit);
      expect(value.effectiveFrom <= `${Number(fy.slice(0, 4)) + 1}-03-31`).toBe(true);
    }
    // s.10(10A)(ii): one-third with gratuity, one-half without; s.57(iia): one-third.
    expect(rules.commutedShareWithGratuity.value).toEqual({ numerator: 1, denominator: 3 });
    expect(rules.commutedShareWithoutGratuity.value).toEqual({ numerator: 1, denominator: 2 });
    expect(rules.familyPensionShare.value).toEqual({ numerator: 1, denominator: 3 });
  });
});

describe("pension calculator: input validation", () => {
  test.each([
    ["pension", "abc", {}, /digits/],
    ["pension", "-5", {}, /digits/],
    ["commuted", "1.5", {}, /whole rupees/],
    ["commuted", "10000000001", {}, /at most/],
    ["commutedPct", "0", {}, /at least 0.01%/],
    ["commutedPct", "100.5", {}, /at most 100%/],
    ["commutedPct", "40.125", {}, /at most 2 decimal places/],
    ["gratuity", "yes", {}, /Use 1 for yes or 0 for no/],
    ["employer", "psu", {}, /Choose one of/],
    ["regime", "both", {}, /Choose one of/],
    ["fy", "2022-23", {}, /Choose one of/],
    ["familyPension", "1e5", {}, /digits/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, context, message) => {
    const { result, errors } = run({ ...context, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a government pension, then the share commuted and gratuity are hidden and their text ignored", () => {
    const { result, errors } = run({ employer: "government", commutedPct: "x", gratuity: "x" });
    expect(errors).toEqual({});
    expect(figure(result, "exemptCommuted")).toBe(600_000);
  });

  test("given no commuted pension, then the share commuted is hidden and its text ignored", () => {
    const { result, errors } = run({ commuted: "0", commutedPct: "0" });
    expect(errors).toEqual({});
    expect(figure(result, "exemptCommuted")).toBe(0);
  });
});

describe("pension calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 200_000_000 });
  const share = fc.integer({ min: 1, max: 10_000 }).map((h) => String(h / 100));
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    regime: fc.constantFrom("new", "old"),
    employer: fc.constantFrom("other", "government"),
    pension: amount.map(String),
    commuted: amount.map(String),
    commutedPct: share,
    gratuity: fc.constantFrom("0", "1"),
    familyPension: amount.map(String),
  });

  test("given any valid inputs, then every amount is a finite non-negative whole rupee and the parts add up", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          expect(Number.isInteger(f.value) && (f.value as number) >= 0).toBe(true);
        }
        expect(num(result, "exemptCommuted") + num(result, "taxableCommuted")).toBe(Number(raw.commuted));
        expect(num(result, "familyDeduction") + num(result, "taxableFamilyPension")).toBe(Number(raw.familyPension));
        expect(num(result, "familyDeduction") * 3).toBeLessThanOrEqual(Number(raw.familyPension));
        expect(num(result, "totalTaxable")).toBe(num(result, "taxablePension") + num(result, "taxableFamilyPension"));
        if (raw.employer === "government") expect(num(result, "taxableCommuted")).toBe(0);
      }),
      { numRuns: 400 },
    );
  });

  test("given a larger lump sum for the same share, then the taxable commuted part never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 10_000_000 }), (raw, extra) => {
        const before = num(run(raw).result, "taxableCommuted");
        const after = num(run({ ...raw, commuted: String(Number(raw.commuted) + extra) }).result, "taxableCommuted");
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given the same lump sum for a larger share of the pension, then the exempt part never rises", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 10_000 }), (raw, extraHundredths) => {
        const higher = Math.min(10_000, Math.round(Number(raw.commutedPct) * 100) + extraHundredths) / 100;
        const before = num(run(raw).result, "exemptCommuted");
        const after = num(run({ ...raw, commutedPct: String(higher) }).result, "exemptCommuted");
        expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given gratuity received, then the exempt part is never more than without it", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const withGratuity = num(run({ ...raw, gratuity: "1" }).result, "exemptCommuted");
        const without = num(run({ ...raw, gratuity: "0" }).result, "exemptCommuted");
        expect(withGratuity).toBeLessThanOrEqual(without);
      }),
      { numRuns: 300 },
    );
  });

  test("given more pension or more family pension, then the total taxable never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom("pension", "familyPension"), (raw, extra, field) => {
        const before = num(run(raw).result, "totalTaxable");
        const after = num(run({ ...raw, [field]: String(Number(raw[field]) + extra) }).result, "totalTaxable");
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(pension.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
