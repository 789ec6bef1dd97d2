import fc from "fast-check";
import { section80dd } from "@/lib/calculators/80dd";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { SECTION_80DD_RULES } from "@/lib/tax/deduction-80dd";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax/years";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(section80dd);


interface WorkedExample {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number | string>;
}

describe("80DD calculator: worked examples (hand computations in comments)", () => {
  test.each<WorkedExample>([
    {
      scenario: "defaults: tax year 2026-27, dependent parent with 50% disability, ₹50,000 spent, 20% slab: ₹75,000, saving ₹15,600",
      raw: {},
      // 40% ≤ 50% < 80% → ₹75,000 flat; 75,000 × 20% = 15,000, + 4% cess = 15,600
      expected: { deduction: 75_000, taxSaved: 15_600, newRegimeDeduction: 0, category: "Disability (40% or more, below 80%)" },
    },
    {
      scenario: "FY 2025-26, dependent mother with 50% locomotor disability, only ₹10,000 spent: still the flat ₹75,000",
      raw: { fy: "2025-26", relation: "parent", disability: "50", spent: "10000" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "FY 2024-25, son with 85% disability, 30% slab: severe, ₹1,25,000, saving ₹39,000",
      raw: { fy: "2024-25", relation: "child", disability: "85", slab: "30" },
      // 1,25,000 × 30% = 37,500, + 4% = 39,000
      expected: { deduction: 125_000, taxSaved: 39_000, category: "Severe disability (80% or more)" },
    },
    {
      scenario: "brother who does not depend on you: nothing",
      raw: { relation: "sibling", dependent: "0" },
      expected: { deduction: 0, taxSaved: 0 },
    },
    {
      scenario: "dependent sister with 60% disability: ₹75,000",
      raw: { relation: "sibling", disability: "60" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "spouse with 80% disability: severe, ₹1,25,000",
      raw: { relation: "spouse", disability: "80" },
      expected: { deduction: 125_000 },
    },
    {
      scenario: "a nephew (another relative): not a dependant under the section, nothing",
      raw: { relation: "other", disability: "90" },
      expected: { deduction: 0 },
    },
    {
      scenario: "the dependant claims section 80U: nothing under 80DD",
      raw: { claims80u: "1" },
      expected: { deduction: 0 },
    },
    {
      scenario: "a non-resident claimant: nothing",
      raw: { resident: "0" },
      expected: { deduction: 0 },
    },
    {
      scenario: "nothing spent and nothing paid into a scheme: nothing",
      raw: { spent: "0" },
      expected: { deduction: 0 },
    },
    {
      scenario: "₹1 spent: the flat ₹75,000",
      raw: { spent: "1" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "₹3,00,000 spent on a severe disability: still ₹1,25,000",
      raw: { spent: "300000", disability: "95" },
      expected: { deduction: 125_000 },
    },
    {
      scenario: "39.99% disability: below the minimum, nothing",
      raw: { disability: "39.99" },
      expected: { deduction: 0, category: "Below 40%: not a disability for this deduction" },
    },
    {
      scenario: "exactly 40%: ₹75,000",
      raw: { disability: "40" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "79.99%: not yet severe, ₹75,000",
      raw: { disability: "79.99" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "HUF, a member with 60% disability: ₹75,000 (the relation field is hidden and ignored)",
      raw: { claimant: "huf", member: "1", disability: "60", relation: "other" },
      expected: { deduction: 75_000 },
    },
    {
      scenario: "HUF, the person is not a member: nothing",
      raw: { claimant: "huf", member: "0" },
      expected: { deduction: 0 },
    },
    {
      scenario: "child with cerebral palsy at 90%: ₹1,25,000 on Form 10-IA",
      raw: { relation: "child", disability: "90", kind: "autismCpMultiple" },
      expected: { deduction: 125_000, certificate: "Form 10-IA" },
    },
    {
      scenario: "FY 2023-24, 5% slab: ₹75,000 saves ₹3,900",
      raw: { fy: "2023-24", slab: "5" },
      // 75,000 × 5% = 3,750, + 4% = 3,900
      expected: { deduction: 75_000, taxSaved: 3_900 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given FY 2025-26 and the defaults, then the summary names section 80DD and the flat amount", () => {
    expect(run({ fy: "2025-26" }).result?.summary).toBe(
      "You can deduct ₹75,000 under section 80DD for FY 2025-26 (AY 2026-27), in the old regime only: the flat amount for a dependant with disability, whatever was spent.",
    );
  });

  test("given several failed conditions, then the summary lists each reason", () => {
    const summary = run({ fy: "2025-26", relation: "other", dependent: "0", disability: "30" }).result?.summary ?? "";
    expect(summary).toMatch(/^No deduction under section 80DD: /);
    expect(summary).toMatch(/only a spouse, child, parent, brother or sister/);
    expect(summary).toMatch(/depend wholly or mainly/);
    expect(summary).toMatch(/30% is below the 40%/);
  });

  test("given an HUF, then the summary speaks of the HUF", () => {
    expect(run({ claimant: "huf" }).result?.summary).toMatch(/^The HUF can deduct ₹75,000/);
  });

  test("given tax year 2026-27, then the notes show the UNSURE reading of section 127's \"up to\"", () => {
    expect(run({}).result?.notes?.some((note) => note.startsWith("UNSURE") && note.includes("up to seventy-five thousand rupees"))).toBe(true);
    expect(run({ fy: "2025-26" }).result?.notes?.some((note) => note.startsWith("UNSURE"))).toBe(false);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [{}, { claimant: "huf" }, { fy: "2023-24", relation: "other", claims80u: "1" }];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(9);
      for (const step of steps) expect([step.label, (step.reference?.trim().length ?? 0) > 10]).toEqual([step.label, true]);
    }
  });
});

describe("80DD calculator: input validation", () => {
  test.each([
    ["spent", "abc", /digits/],
    ["spent", "-1", /digits/],
    ["spent", "500.50", /whole rupees/],
    ["spent", "1000000001", /at most/],
    ["disability", "100.5", /at most 100%/],
    ["disability", "x%", /digits/],
    ["claimant", "company", /Choose one of/],
    ["relation", "cousin", /Choose one of/],
    ["dependent", "2", /Use 1 for yes or 0 for no/],
    ["claims80u", "no", /Use 1 for yes or 0 for no/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given an HUF, then a bad relation is ignored (the field is hidden) but a bad member flag is not", () => {
    expect(run({ claimant: "huf", relation: "cousin" }).errors).toEqual({});
    expect(run({ claimant: "huf", member: "maybe" }).errors.member).toMatch(/Use 1/);
  });
});

describe("80DD rules: every value is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => Object.entries(SECTION_80DD_RULES[fy]).map(([name, value]) => ({ fy, name, value })));

  test.each(values)("FY $fy $name has a reference, a unit and a start date within the year (2026-27: under the 2025 Act)", ({ fy, value }) => {
    expect(value.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "text", "flag", "list"]).toContain(value.unit);
    expect(value.effectiveFrom <= financialYearDates(fy).end).toBe(true);
    if (fy === "2026-27") expect(value.effectiveFrom >= "2026-04-01").toBe(true);
  });
});

describe("80DD calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    claimant: fc.constantFrom("individual", "huf"),
    resident: fc.constantFrom("0", "1"),
    relation: fc.constantFrom("spouse", "child", "parent", "sibling", "other"),
    member: fc.constantFrom("0", "1"),
    dependent: fc.constantFrom("0", "1"),
    claims80u: fc.constantFrom("0", "1"),
    disability: fc.integer({ min: 0, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
    kind: fc.constantFrom("other", "autismCpMultiple"),
    spent: fc.integer({ min: 0, max: 1_000_000_000 }).map(String),
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
      }),
      { numRuns: 300 },
    );
  });

  test("given any amount spent above nil, then the deduction does not depend on it", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 1_000_000_000 }), (raw, a, b) => {
        expect(figure(run({ ...raw, spent: String(a) }).result, "deduction")).toBe(figure(run({ ...raw, spent: String(b) }).result, "deduction"));
      }),
      { numRuns: 200 },
    );
  });

  test("given a dependant who claims 80U, then there is never an 80DD deduction", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        expect(figure(run({ ...raw, claims80u: "1" }).result, "deduction")).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(section80dd.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
