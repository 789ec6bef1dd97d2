import fc from "fast-check";
import { section80d } from "@/lib/calculators/80d";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { SECTION_80D_RULES } from "@/lib/tax/deduction-80d";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax/years";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(section80d);


/** Every amount at nil, so a case states only what it pays. */
const none: RawInputs = {
  selfPremium: "0",
  selfSenior: "0",
  selfMedical: "0",
  selfCheckup: "0",
  parentsPremium: "0",
  parentsSenior: "0",
  parentsMedical: "0",
  parentsCheckup: "0",
  cash: "0",
};

interface WorkedExample {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number | string>;
}

describe("80D calculator: worked examples (hand computations in comments)", () => {
  test.each<WorkedExample>([
    {
      scenario: "defaults (docs/tax-methods.md §14.2 example 1): self 40, premium 18,000 + check-up 5,000; parent 65, premium 42,000: ₹65,000",
      raw: {},
      // Self: limit 25,000; 18,000 + 5,000 check-up (room 7,000) = 23,000.
      // Parents: a senior insured, limit 50,000; 42,000. Total 65,000; 20% + 4% cess: 13,000 × 1.04 = 13,520.
      expected: { selfDeduction: 23_000, parentsDeduction: 42_000, deduction: 65_000, limit: 75_000, taxSaved: 13_520, newRegimeDeduction: 0 },
    },
    {
      scenario: "FY 2025-26 (example 2): self 62, premium 40,000 + check-up 6,000; father 85 uninsured, bills 70,000: ₹95,000",
      raw: {
        ...none,
        fy: "2025-26",
        selfPremium: "40000",
        selfSenior: "1",
        selfCheckup: "6000",
        parentsMedical: "70000",
        slab: "30",
      },
      // Self: limit 50,000; 40,000 + check-up min(6,000, 5,000) = 45,000.
      // Parents: no premium; bills min(70,000, 50,000) = 50,000. Total 95,000; 30% + 4%: 28,500 × 1.04 = 29,640.
      expected: { selfDeduction: 45_000, parentsDeduction: 50_000, deduction: 95_000, limit: 100_000, taxSaved: 29_640 },
    },
    {
      scenario: "example 3: premium of 20,000 paid in cash: nothing",
      raw: { ...none, cash: "20000" },
      expected: { selfDeduction: 0, parentsDeduction: 0, deduction: 0, taxSaved: 0 },
    },
    {
      scenario: "no senior citizen, premiums above the limits: 25,000 + 25,000 = ₹50,000",
      raw: { ...none, selfPremium: "30000", parentsPremium: "30000" },
      expected: { selfDeduction: 25_000, parentsDeduction: 25_000, deduction: 50_000, limit: 50_000 },
    },
    {
      scenario: "seniors on both sides, premiums above the limits: 50,000 + 50,000 = ₹1,00,000",
      raw: { ...none, selfPremium: "60000", selfSenior: "1", parentsPremium: "60000", parentsSenior: "1" },
      expected: { selfDeduction: 50_000, parentsDeduction: 50_000, deduction: 100_000 },
    },
    {
      scenario: "premium exactly at the ₹25,000 limit: ₹25,000; one rupee more: still ₹25,000",
      raw: { ...none, selfPremium: "25000", parentsPremium: "25001" },
      expected: { selfDeduction: 25_000, parentsDeduction: 25_000 },
    },
    {
      scenario: "senior premium exactly at ₹50,000: ₹50,000; one rupee more: still ₹50,000",
      raw: { ...none, selfPremium: "50000", selfSenior: "1", parentsPremium: "50001", parentsSenior: "1" },
      expected: { selfDeduction: 50_000, parentsDeduction: 50_000 },
    },
    {
      scenario: "check-ups split: the self side has room for 3,000, the parents take the other 2,000: ₹37,000",
      raw: { ...none, selfPremium: "22000", selfCheckup: "5000", parentsPremium: "10000", parentsCheckup: "5000" },
      // Self: 22,000, room 3,000 → 3,000 → 25,000. Parents: 10,000, room 15,000, allowance left 2,000 → 12,000. Total 37,000.
      expected: { selfDeduction: 25_000, parentsDeduction: 12_000, deduction: 37_000 },
    },
    {
      scenario: "check-ups only, in cash: 8,000 for the family and 3,000 for parents count ₹5,000 in all",
      raw: { ...none, selfCheckup: "8000", parentsCheckup: "3000" },
      // Self: min(8,000, room 25,000, allowance 5,000) = 5,000. Parents: allowance left 0.
      expected: { selfDeduction: 5_000, parentsDeduction: 0, deduction: 5_000 },
    },
    {
      scenario: "a non-senior insured family and an uninsured senior spouse's bills: premium stays capped at 25,000, plus bills: ₹30,000",
      raw: { ...none, selfPremium: "40000", selfMedical: "5000" },
      // Premium: min(40,000, 25,000) = 25,000 (no senior insured). Bills: min(5,000, 50,000 − 25,000) = 5,000. Side 30,000.
      expected: { selfDeduction: 30_000, limit: 75_000 },
    },
    {
      scenario: "a senior insured and another uninsured senior's bills fill the ₹50,000 side, so the check-up allowance goes to the parents: ₹65,000",
      raw: {
        ...none,
        selfPremium: "40000",
        selfSenior: "1",
        selfMedical: "10000",
        selfCheckup: "5000",
        parentsPremium: "10000",
        parentsCheckup: "5000",
      },
      // Self: 40,000 + bills min(10,000, 10,000) = 50,000; no room for a check-up.
      // Parents: 10,000 + check-up min(5,000, room 15,000, allowance 5,000) = 15,000. Total 65,000.
      expected: { selfDeduction: 50_000, parentsDeduction: 15_000, deduction: 65_000 },
    },
    {
      scenario: "mother 58 insured for 30,000 and father 65 uninsured with bills of 40,000: 25,000 + 25,000 = ₹50,000 for parents",
      raw: { ...none, parentsPremium: "30000", parentsMedical: "40000" },
      // Premium: min(30,000, 25,000) = 25,000. Bills: min(40,000, 50,000 − 25,000) = 25,000.
      expected: { parentsDeduction: 50_000 },
    },
    {
      scenario: "0% slab: ₹65,000 saves nothing; 5% slab: ₹3,380",
      raw: { slab: "5" },
      // 65,000 × 5% = 3,250, + 4% = 3,380
      expected: { deduction: 65_000, taxSaved: 3_380 },
    },
    {
      scenario: "FY 2023-24, the defaults' payments: the same ₹65,000",
      raw: { fy: "2023-24" },
      expected: { deduction: 65_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the 0% slab, then the saving is nil", () => {
    expect(figure(run({ slab: "0" }).result, "taxSaved")).toBe(0);
  });

  test("given FY 2024-25 and the defaults, then the summary gives each side and names section 80D", () => {
    expect(run({ fy: "2024-25" }).result?.summary).toBe(
      "You can deduct ₹65,000 under section 80D for FY 2024-25 (AY 2025-26), in the old regime only: ₹23,000 for your family and ₹42,000 for your parents.",
    );
  });

  test("given only cash payments, then the summary says cash does not count", () => {
    expect(run({ ...none, fy: "2025-26", cash: "20000" }).result?.summary).toBe(
      "No deduction under section 80D: premium and medical bills paid in cash do not count; only a check-up may be paid in cash.",
    );
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [{}, { fy: "2023-24", selfSenior: "1", parentsMedical: "30000", cash: "5000" }];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(14);
      for (const step of steps) expect([step.label, (step.reference?.trim().length ?? 0) > 10]).toEqual([step.label, true]);
    }
  });
});

describe("80D calculator: input validation", () => {
  test.each([
    ["selfPremium", "abc", /digits/],
    ["selfPremium", "-100", /digits/],
    ["parentsPremium", "25000.50", /whole rupees/],
    ["parentsMedical", "1000000000", /at most/],
    ["selfCheckup", "5k", /digits/],
    ["cash", "1e4", /digits/],
    ["selfSenior", "yes", /Use 1 for yes or 0 for no/],
    ["parentsSenior", "true", /Use 1 for yes or 0 for no/],
    ["fy", "2022-23", /Choose one of/],
    ["slab", "15", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });
});

describe("80D rules: every value is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => Object.entries(SECTION_80D_RULES[fy]).map(([name, value]) => ({ fy, name, value })));

  test.each(values)("FY $fy $name has a reference, a unit and a start date within the year (2026-27: under the 2025 Act)", ({ fy, value }) => {
    expect(value.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "text", "flag"]).toContain(value.unit);
    expect(value.effectiveFrom <= financialYearDates(fy).end).toBe(true);
    if (fy === "2026-27") expect(value.effectiveFrom >= "2026-04-01").toBe(true);
  });
});

describe("80D calculator: properties over random inputs", () => {
  const amount = fc.oneof(fc.integer({ min: 0, max: 80_000 }), fc.integer({ min: 0, max: 99_000_000 })).map(String);
  const flag = fc.constantFrom("0", "1");
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    selfPremium: amount,
    selfSenior: flag,
    selfMedical: amount,
    selfCheckup: amount,
    parentsPremium: amount,
    parentsSenior: flag,
    parentsMedical: amount,
    parentsCheckup: amount,
    cash: amount,
    slab: fc.constantFrom("0", "5", "20", "30"),
  });
  const amountFields = ["selfPremium", "selfMedical", "selfCheckup", "parentsPremium", "parentsMedical", "parentsCheckup"] as const;

  test("given any valid inputs, then each side is at most ₹50,000, the total their sum and at most the limit, and nothing is negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        const self = figure(result, "selfDeduction") as number;
        const parents = figure(result, "parentsDeduction") as number;
        expect(self).toBeLessThanOrEqual(50_000);
        expect(parents).toBeLessThanOrEqual(50_000);
        expect(figure(result, "deduction")).toBe(self + parents);
        expect(self + parents).toBeLessThanOrEqual(figure(result, "limit") as number);
        expect(figure(result, "newRegimeDeduction")).toBe(0);
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value === "number") {
            expect(Number.isFinite(f.value)).toBe(true);
            expect(f.value).toBeGreaterThanOrEqual(0);
          }
        }
        // the deduction never exceeds what was paid other than in cash (check-ups in any mode)
        const paid = amountFields.reduce((sum, name) => sum + Number(raw[name]), 0);
        expect(self + parents).toBeLessThanOrEqual(paid);
      }),
      { numRuns: 400 },
    );
  });

  test("given more paid on any line and everything else the same, then the deduction never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.constantFrom(...amountFields), fc.integer({ min: 1, max: 100_000 }), (raw, name, extra) => {
        const before = figure(run(raw).result, "deduction") as number;
        const after = figure(run({ ...raw, [name]: String(Number(raw[name]) + extra) }).result, "deduction") as number;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 400 },
    );
  });

  test("given a senior citizen insured on a side, then the deduction is never less than without", () => {
    fc.assert(
      fc.property(rawInputs, fc.constantFrom("selfSenior", "parentsSenior"), (raw, name) => {
        const without = figure(run({ ...raw, [name]: "0" }).result, "deduction") as number;
        const withSenior = figure(run({ ...raw, [name]: "1" }).result, "deduction") as number;
        expect(withSenior).toBeGreaterThanOrEqual(without);
      }),
      { numRuns: 300 },
    );
  });

  test("given cash paid, then it never changes the deduction", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        expect(figure(run({ ...raw, cash: "0" }).result, "deduction")).toBe(figure(run(raw).result, "deduction"));
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(section80d.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
