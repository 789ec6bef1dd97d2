import fc from "fast-check";
import { transportAllowance } from "@/lib/calculators/transport-allowance";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { FINANCIAL_YEARS } from "@/lib/tax";
import { TRANSPORT_RULES_BY_YEAR } from "@/lib/tax/transport-parameters";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(transportAllowance);


const num = (result: CalculatorResult | null, name: string) => figure(result, name) as number;

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number | undefined>;
}

/** A running allowance alone: no transport allowance. */
const runningOnly = { disability: "none", monthly: "0" } as const;

describe("transport-allowance calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: tax year 2026-27, lower-limb disability outside the eight cities, ₹10,000 a month: ₹96,000 tax-free, ₹24,000 taxable",
      raw: {},
      // limit ₹8,000 a month (draft Income-tax Rules, 2026); 8,000 × 12 = 96,000; (10,000 − 8,000) × 12 = 24,000
      expected: { limitMonthly: 8_000, exemptMonthly: 8_000, taxableMonthly: 2_000, exempt: 96_000, taxable: 24_000, runningExempt: undefined },
    },
    {
      scenario: "docs/tax-methods.md §11: orthopaedically handicapped, ₹4,000 a month, FY 2025-26: ₹38,400 tax-free, ₹9,600 taxable",
      raw: { fy: "2025-26", disability: "lowerLimbs", monthly: "4000" },
      // min(4,000, 3,200) = 3,200 × 12 = 38,400; 800 × 12 = 9,600
      expected: { limitMonthly: 3_200, exemptMonthly: 3_200, taxableMonthly: 800, exempt: 38_400, taxable: 9_600 },
    },
    {
      scenario: "docs/tax-methods.md §11: the same ₹4,000 a month to an employee without a qualifying disability: ₹48,000 fully taxable",
      raw: { fy: "2025-26", disability: "none", monthly: "4000" },
      expected: { limitMonthly: 0, exemptMonthly: 0, exempt: 0, taxable: 48_000 },
    },
    {
      scenario: "blind employee, exactly ₹3,200 a month, FY 2024-25: all ₹38,400 tax-free",
      raw: { fy: "2024-25", disability: "blind", monthly: "3200" },
      expected: { exempt: 38_400, taxable: 0 },
    },
    {
      scenario: "deaf and dumb employee, ₹3,201 a month, FY 2023-24: ₹38,400 tax-free, ₹12 taxable",
      raw: { fy: "2023-24", disability: "deafDumb", monthly: "3201" },
      // 1 × 12 = 12
      expected: { exempt: 38_400, taxable: 12 },
    },
    {
      scenario: "blind employee, ₹2,500 a month for 7 months, FY 2025-26: all ₹17,500 tax-free",
      raw: { fy: "2025-26", disability: "blind", monthly: "2500", months: "7" },
      expected: { exemptMonthly: 2_500, exempt: 17_500, taxable: 0 },
    },
    {
      scenario: "lower-limb disability, ₹5,000 for one month, FY 2025-26: ₹3,200 tax-free, ₹1,800 taxable",
      raw: { fy: "2025-26", disability: "lowerLimbs", monthly: "5000", months: "1" },
      expected: { exempt: 3_200, taxable: 1_800 },
    },
    {
      scenario: "FY 2025-26 ignores the city: ₹10,000 a month in Mumbai gives ₹38,400 tax-free, ₹81,600 taxable",
      raw: { fy: "2025-26", disability: "lowerLimbs", city: "listed", monthly: "10000" },
      // one limit for the whole of India before 2026-27: 3,200 × 12 = 38,400; 6,800 × 12 = 81,600
      expected: { limitMonthly: 3_200, exempt: 38_400, taxable: 81_600 },
    },
    {
      scenario: "tax year 2026-27, blind, in one of the eight cities, ₹20,000 a month: ₹1,80,000 tax-free, ₹60,000 taxable",
      raw: { fy: "2026-27", disability: "blind", city: "listed", monthly: "20000" },
      // limit 15,000: 15,000 × 12 = 1,80,000; 5,000 × 12 = 60,000
      expected: { limitMonthly: 15_000, exempt: 180_000, taxable: 60_000 },
    },
    {
      scenario: "tax year 2026-27 elsewhere, exactly ₹8,000 a month: all ₹96,000 tax-free",
      raw: { fy: "2026-27", disability: "deafDumb", city: "elsewhere", monthly: "8000" },
      expected: { exempt: 96_000, taxable: 0 },
    },
    {
      scenario: "tax year 2026-27 elsewhere, ₹8,001 a month: ₹96,000 tax-free, ₹12 taxable",
      raw: { fy: "2026-27", disability: "deafDumb", city: "elsewhere", monthly: "8001" },
      expected: { exempt: 96_000, taxable: 12 },
    },
    {
      scenario: "tax year 2026-27, no qualifying disability, ₹10,000 a month: ₹1,20,000 fully taxable",
      raw: { fy: "2026-27", disability: "none", monthly: "10000" },
      expected: { exempt: 0, taxable: 120_000 },
    },
    {
      scenario: "docs/tax-methods.md §11: bus driver's running allowance ₹12,000 a month, old regime FY 2025-26: ₹1,00,800 tax-free",
      raw: { ...runningOnly, fy: "2025-26", running: "12000", regime: "old", dailyAllowance: "0" },
      // min(70% × 12,000 = 8,400; 10,000) = 8,400 × 12 = 1,00,800; 1,44,000 − 1,00,800 = 43,200
      expected: { runningExempt: 100_800, runningTaxable: 43_200, exempt: 0, taxable: 0 },
    },
    {
      scenario: "running allowance ₹15,000 a month, old regime FY 2025-26: capped at ₹10,000 a month, ₹1,20,000 tax-free, ₹60,000 taxable",
      raw: { ...runningOnly, fy: "2025-26", running: "15000", regime: "old" },
      // 70% × 15,000 = 10,500 > 10,000
      expected: { runningExempt: 120_000, runningTaxable: 60_000 },
    },
    {
      scenario: "running allowance ₹14,285 a month, old regime: 70% is ₹9,999.50, ₹1,19,994 tax-free for the year",
      raw: { ...runningOnly, fy: "2025-26", running: "14285", regime: "old" },
      // 9,999.50 × 12 = 1,19,994; 14,285 × 12 = 1,71,420; 1,71,420 − 1,19,994 = 51,426
      expected: { runningExempt: 119_994, runningTaxable: 51_426 },
    },
    {
      scenario: "running allowance ₹12,345 a month for 5 months, old regime: ₹43,207.50 drops its paise, ₹43,207 tax-free",
      raw: { ...runningOnly, fy: "2025-26", running: "12345", months: "5", regime: "old" },
      // 70% × 12,345 = 8,641.50; × 5 = 43,207.50 → 43,207; 61,725 − 43,207 = 18,518
      expected: { runningExempt: 43_207, runningTaxable: 18_518 },
    },
    {
      scenario: "running allowance ₹12,000 with a daily allowance, old regime: nothing tax-free, ₹1,44,000 taxable",
      raw: { ...runningOnly, fy: "2025-26", running: "12000", regime: "old", dailyAllowance: "1" },
      expected: { runningExempt: 0, runningTaxable: 144_000 },
    },
    {
      scenario: "running allowance ₹12,000, new regime: not allowed, ₹1,44,000 taxable",
      raw: { ...runningOnly, fy: "2025-26", running: "12000", regime: "new" },
      expected: { runningExempt: 0, runningTaxable: 144_000 },
    },
    {
      scenario: "tax year 2026-27 running allowance ₹40,000 a month, old regime: capped at ₹25,000, ₹3,00,000 tax-free, ₹1,80,000 taxable",
      raw: { ...runningOnly, fy: "2026-27", running: "40000", regime: "old" },
      // 70% × 40,000 = 28,000 > 25,000; 25,000 × 12 = 3,00,000; 4,80,000 − 3,00,000 = 1,80,000
      expected: { runningExempt: 300_000, runningTaxable: 180_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the docs/tax-methods.md §11 example, then the summary gives the tax-free and taxable parts", () => {
    expect(run({ fy: "2025-26", monthly: "4000" }).result?.summary).toBe(
      "₹38,400 of your transport allowance for FY 2025-26 (AY 2026-27) is tax-free (₹3,200 a month) and ₹9,600 is taxable.",
    );
  });

  test("given no qualifying disability, then the summary says the allowance is fully taxable and why", () => {
    expect(run({ fy: "2025-26", disability: "none", monthly: "4000" }).result?.summary).toBe(
      "Your transport allowance of ₹48,000 for FY 2025-26 (AY 2026-27) is fully taxable: the general exemption ended in FY 2018-19, when the standard deduction replaced it.",
    );
  });

  test("given tax year 2026-27 and a qualifying employee, then the notes flag the unverified limit", () => {
    expect(run({}).result?.notes?.some((line) => line.startsWith("UNSURE"))).toBe(true);
    expect(run({ fy: "2025-26" }).result?.notes?.some((line) => line.startsWith("UNSURE"))).toBe(false);
  });

  test("given tax year 2026-27 with a running allowance too, then the unverified-limit note appears once", () => {
    const notes = run({ running: "40000", regime: "old" }).result?.notes ?? [];
    expect(notes.filter((line) => line.startsWith("UNSURE: the limit proposed"))).toHaveLength(1);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [{}, { disability: "none" }, { fy: "2023-24", running: "5000", regime: "old" }, { running: "5000", dailyAllowance: "1" }];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(5);
      for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(10);
    }
  });

  test.each(FINANCIAL_YEARS)("FY %s: every transport parameter has a reference, a unit and an effective date within the year", (fy) => {
    const rules = TRANSPORT_RULES_BY_YEAR[fy];
    const values = [
      rules.allowanceIsSalary,
      rules.ordinaryMonthlyLimit,
      rules.disabledMonthlyLimit.listedCities,
      rules.disabledMonthlyLimit.elsewhere,
      rules.listedCities,
      rules.qualifyingDisabilities,
      rules.disabledInNewRegime,
      rules.runningAllowanceExemptPercent,
      rules.runningAllowanceMonthlyCap,
      rules.runningAllowanceInNewRegime,
    ];
    for (const value of values) {
      expect(value.reference.trim().length).toBeGreaterThan(10);
      expect(["INR", "percent", "list", "flag", "text"]).toContain(value.unit);
      expect(value.effectiveFrom <= `${Number(fy.slice(0, 4)) + 1}-03-31`).toBe(true);
    }
  });
});

describe("transport-allowance calculator: input validation", () => {
  test.each([
    ["monthly", "abc", {}, /digits/],
    ["monthly", "3200.50", {}, /whole rupees/],
    ["months", "0", {}, /at least 1 month/],
    ["months", "13", {}, /at most 12 months/],
    ["months", "2.5", {}, /whole months/],
    ["disability", "deaf", {}, /Choose one of/],
    ["city", "metro", { fy: "2026-27" }, /Choose one of/],
    ["fy", "2018-19", {}, /Choose one of/],
    ["running", "-100", {}, /digits/],
    ["dailyAllowance", "2", { running: "1000" }, /Use 1 for yes or 0 for no/],
    ["regime", "x", { running: "1000" }, /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, context, message) => {
    const { result, errors } = run({ ...context, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given invalid text in fields hidden for these inputs, then they are ignored", () => {
    // city is asked only in tax year 2026-27; regime and daily allowance only with a running allowance
    const { result, errors } = run({ fy: "2025-26", city: "x", running: "0", regime: "x", dailyAllowance: "x" });
    expect(errors).toEqual({});
    expect(figure(result, "exempt")).toBe(38_400);
  });
});

describe("transport-allowance calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 10_000_000 });
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    disability: fc.constantFrom("lowerLimbs", "blind", "deafDumb", "none"),
    city: fc.constantFrom("listed", "elsewhere"),
    monthly: amount.map(String),
    months: fc.integer({ min: 1, max: 12 }).map(String),
    running: amount.map(String),
    dailyAllowance: fc.constantFrom("0", "1"),
    regime: fc.constantFrom("new", "old"),
  });

  test("given any valid inputs, then every amount is a finite non-negative whole rupee and the parts add up", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          expect(Number.isInteger(f.value) && (f.value as number) >= 0).toBe(true);
        }
        const months = Number(raw.months);
        expect(num(result, "exempt") + num(result, "taxable")).toBe(Number(raw.monthly) * months);
        expect(num(result, "exemptMonthly")).toBeLessThanOrEqual(num(result, "limitMonthly"));
        if (raw.disability === "none") expect(num(result, "exempt")).toBe(0);
        if (Number(raw.running) > 0) {
          expect(num(result, "runningExempt") + num(result, "runningTaxable")).toBe(Number(raw.running) * months);
          // at most 70% of the allowance and at most the cap (₹25,000 at the highest) each month
          expect(num(result, "runningExempt")).toBeLessThanOrEqual((Number(raw.running) * months * 70) / 100);
          expect(num(result, "runningExempt")).toBeLessThanOrEqual(25_000 * months);
        } else expect(figure(result, "runningExempt")).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });

  test("given a larger allowance, then neither the tax-free nor the taxable part falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 1_000_000 }), (raw, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, monthly: String(Number(raw.monthly) + extra), running: String(Number(raw.running) + extra) }).result;
        for (const name of ["exempt", "taxable", "runningExempt", "runningTaxable"]) {
          if (figure(before, name) !== undefined) expect(num(after, name)).toBeGreaterThanOrEqual(num(before, name));
        }
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(transportAllowance.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
