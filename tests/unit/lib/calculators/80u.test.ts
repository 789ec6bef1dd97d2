import fc from "fast-check";
import { section80u } from "@/lib/calculators/80u";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { DISABILITY_CERTIFICATE, DISABILITY_THRESHOLDS, NEW_REGIME_DEDUCTION_RULES } from "@/lib/tax/deduction-80-common";
import { SECTION_80U_RULES } from "@/lib/tax/deduction-80u";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax/years";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(section80u);


interface WorkedExample {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number | string>;
}

describe("80U calculator: worked examples (hand computations in comments)", () => {
  test.each<WorkedExample>([
    {
      scenario: "defaults: tax year 2026-27, resident, 50% disability, 20% slab: ₹75,000, saving ₹15,600",
      raw: {},
      // 40% ≤ 50% < 80% → ₹75,000 flat; 75,000 × 20% = 15,000, + 4% cess = 15,600
      expected: { deduction: 75_000, taxSaved: 15_600, newRegimeDeduction: 0, category: "Disability (40% or more, below 80%)", certificate: "Disability certificate" },
    },
    {
      scenario: "FY 2025-26, 45% visual impairment, 30% slab: ₹75,000, saving ₹23,400",
      raw: { fy: "2025-26", disability: "45", slab: "30" },
      // 75,000 × 30% = 22,500, + 4% = 23,400
      expected: { deduction: 75_000, taxSaved: 23_400, newRegimeDeduction: 0 },
    },
    {
      scenario: "FY 2024-25, 90% locomotor disability, 30% slab: severe, ₹1,25,000, saving ₹39,000",
      raw: { fy: "2024-25", disability: "90", slab: "30" },
      // 80% ≤ 90% → ₹1,25,000; 1,25,000 × 30% = 37,500, + 4% = 39,000
      expected: { deduction: 125_000, taxSaved: 39_000, category: "Severe disability (80% or more)" },
    },
    {
      scenario: "FY 2023-24, 30% disability: below 40%, nothing",
      raw: { fy: "2023-24", disability: "30" },
      expected: { deduction: 0, taxSaved: 0, category: "Below 40%: not a disability for this deduction" },
    },
    {
      scenario: "exactly 40%: the minimum qualifies, ₹75,000",
      raw: { disability: "40" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "39.99%: just below the minimum, nothing",
      raw: { disability: "39.99" },
      expected: { deduction: 0 },
    },
    {
      scenario: "79.99%: not yet severe, ₹75,000",
      raw: { disability: "79.99" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "exactly 80%: severe, ₹1,25,000",
      raw: { disability: "80" },
      expected: { deduction: 125_000, category: "Severe disability (80% or more)" },
    },
    {
      scenario: "100% disability: severe, ₹1,25,000",
      raw: { disability: "100" },
      expected: { deduction: 125_000 },
    },
    {
      scenario: "non-resident with 90% disability: residents only, nothing",
      raw: { resident: "0", disability: "90" },
      expected: { deduction: 0, taxSaved: 0 },
    },
    {
      scenario: "autism at 85%: severe, ₹1,25,000 on Form 10-IA",
      raw: { disability: "85", kind: "autismCpMultiple" },
      expected: { deduction: 125_000, certificate: "Form 10-IA" },
    },
    {
      scenario: "5% slab: ₹75,000 saves ₹3,900",
      raw: { slab: "5" },
      // 75,000 × 5% = 3,750, + 4% = 3,900
      expected: { deduction: 75_000, taxSaved: 3_900 },
    },
    {
      scenario: "0% slab: ₹75,000 saves nothing",
      raw: { slab: "0" },
      expected: { deduction: 75_000, taxSaved: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary gives the amount, the section of the 2025 Act and the old regime", () => {
    expect(run({}).result?.summary).toBe(
      "You can deduct ₹75,000 under section 154 of the Income-tax Act, 2025 (section 80U of the 1961 Act) for tax year 2026-27, in the old regime only: the flat amount for a disability of 50%, whatever you spent.",
    );
  });

  test("given FY 2025-26 and 30% disability, then the summary says why there is nothing", () => {
    expect(run({ fy: "2025-26", disability: "30" }).result?.summary).toBe(
      "No deduction under section 80U: a disability of 30% is below the 40% the section needs.",
    );
  });

  test("given a non-resident, then the summary says the section is for residents", () => {
    expect(run({ fy: "2025-26", resident: "0" }).result?.summary).toMatch(/^No deduction under section 80U: it is for residents only/);
  });

  test("given FY 2025-26, then the new-regime group names section 115BAC; given 2026-27, section 202", () => {
    expect(run({ fy: "2025-26" }).result?.groups.map((group) => group.title)).toContain("New regime (section 115BAC)");
    expect(run({}).result?.groups.map((group) => group.title)).toContain("New regime (section 202 of the Income-tax Act, 2025)");
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [{}, { fy: "2023-24", disability: "85", kind: "autismCpMultiple" }, { resident: "0" }];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(5);
      for (const step of steps) expect([step.label, (step.reference?.trim().length ?? 0) > 10]).toEqual([step.label, true]);
    }
  });
});

describe("80U calculator: input validation", () => {
  test.each([
    ["disability", "abc", /digits/],
    ["disability", "-5", /digits/],
    ["disability", "101", /at most 100%/],
    ["disability", "40.555", /at most 2 decimal places/],
    ["fy", "2019-20", /Choose one of/],
    ["resident", "yes", /Use 1 for yes or 0 for no/],
    ["kind", "blind", /Choose one of/],
    ["slab", "10", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });
});

describe("80U rules: every value is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => [
    ...Object.entries(SECTION_80U_RULES[fy]).map(([name, value]) => ({ fy, name, value })),
    ...Object.entries(DISABILITY_THRESHOLDS[fy]).map(([name, value]) => ({ fy, name, value })),
    ...Object.entries(DISABILITY_CERTIFICATE[fy]).map(([name, value]) => ({ fy, name, value })),
    ...Object.entries(NEW_REGIME_DEDUCTION_RULES[fy]).map(([name, value]) => ({ fy, name, value })),
  ]);

  test.each(values)("FY $fy $name has a reference, a unit and a start date within the year (2026-27: under the 2025 Act)", ({ fy, value }) => {
    expect(value.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "percent", "text", "flag", "list"]).toContain(value.unit);
    expect(value.effectiveFrom <= financialYearDates(fy).end).toBe(true);
    if (fy === "2026-27") expect(value.effectiveFrom >= "2026-04-01").toBe(true);
  });
});

describe("80U calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    resident: fc.constantFrom("0", "1"),
    disability: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
    kind: fc.constantFrom("other", "autismCpMultiple"),
    slab: fc.constantFrom("0", "5", "20", "30"),
  });

  test("given any valid inputs, then the deduction is nil, ₹75,000 or ₹1,25,000, the new regime nil, and every figure finite and non-negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        expect([0, 75_000, 125_000]).toContain(figure(result, "deduction"));
        expect(figure(result, "newRegimeDeduction")).toBe(0);
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value === "number") {
            expect(Number.isFinite(f.value)).toBe(true);
            expect(f.value).toBeGreaterThanOrEqual(0);
          }
        }
        // the saving never exceeds the deduction at the highest rate with cess (30% × 1.04)
        expect(figure(result, "taxSaved") as number).toBeLessThanOrEqual((figure(result, "deduction") as number) * 0.312);
      }),
      { numRuns: 300 },
    );
  });

  test("given a higher extent of disability and everything else the same, then the deduction never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 0, max: 10_000 }), (raw, more) => {
        const higher = Math.min(100, Number(raw.disability) + more / 100).toFixed(2);
        const before = figure(run(raw).result, "deduction") as number;
        const after = figure(run({ ...raw, disability: higher }).result, "deduction") as number;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(section80u.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
