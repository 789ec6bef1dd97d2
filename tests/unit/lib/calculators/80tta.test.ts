import fc from "fast-check";
import { section80tta } from "@/lib/calculators/80tta";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { INTEREST_DEDUCTION_RULES } from "@/lib/tax/deduction-80tta";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax/years";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(section80tta);


const none: RawInputs = { sb: "0", posb: "0", deposits: "0" };

interface WorkedExample {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number | string>;
}

describe("80TTA/80TTB calculator: worked examples (hand computations in comments)", () => {
  test.each<WorkedExample>([
    {
      scenario: "defaults (docs/tax-methods.md §17, age 35): savings 14,000 + FD 40,000: 80TTA ₹10,000",
      raw: {},
      // 80TTA covers savings only: min(14,000, 10,000) = 10,000. Taxable: 54,000 − 10,000 = 44,000.
      // New regime: 54,000 taxable. 20% + 4% cess: 2,000 × 1.04 = 2,080.
      expected: { section: "80TTA", deduction: 10_000, taxableInterest: 44_000, newRegimeTaxableInterest: 54_000, poExempt: 0, taxSaved: 2_080, newRegimeDeduction: 0 },
    },
    {
      scenario: "FY 2025-26, age 66: savings 12,000 + FD 60,000 = 72,000: 80TTB ₹50,000",
      raw: { fy: "2025-26", age: "60to80", sb: "12000", deposits: "60000", slab: "5" },
      // 80TTB: min(72,000, 50,000) = 50,000. Taxable 22,000. 5% + 4%: 2,500 × 1.04 = 2,600.
      expected: { section: "80TTB", deduction: 50_000, taxableInterest: 22_000, newRegimeTaxableInterest: 72_000, taxSaved: 2_600 },
    },
    {
      scenario: "NRI with NRO savings interest of 8,000: 80TTA ₹8,000",
      raw: { ...none, resident: "0", sb: "8000", slab: "30" },
      // 8,000 × 30% = 2,400, + 4% = 2,496
      expected: { section: "80TTA", deduction: 8_000, taxableInterest: 0, taxSaved: 2_496 },
    },
    {
      scenario: "non-resident aged 65, savings 20,000 + FD 1,00,000: not a senior citizen for 80TTB, 80TTA ₹10,000",
      raw: { ...none, resident: "0", age: "60to80", sb: "20000", deposits: "100000" },
      expected: { section: "80TTA", deduction: 10_000, taxableInterest: 110_000 },
    },
    {
      scenario: "age 40, bank savings 6,000 and post-office savings 5,000 (individual account): ₹3,500 exempt, 80TTA ₹7,500",
      raw: { ...none, sb: "6000", posb: "5000" },
      // Exempt min(5,000, 3,500) = 3,500; post-office taxable 1,500. 80TTA: min(6,000 + 1,500, 10,000) = 7,500.
      // Taxable: 7,500 − 7,500 = 0. New regime: 7,500.
      expected: { poExempt: 3_500, deduction: 7_500, taxableInterest: 0, newRegimeTaxableInterest: 7_500 },
    },
    {
      scenario: "joint post-office account with 9,000 and bank savings 9,000: ₹7,000 exempt, 80TTA ₹10,000",
      raw: { ...none, sb: "9000", posb: "9000", poJoint: "1" },
      // Exempt min(9,000, 7,000) = 7,000; 2,000 taxable. 80TTA: min(11,000, 10,000) = 10,000. Taxable 1,000.
      expected: { poExempt: 7_000, deduction: 10_000, taxableInterest: 1_000, newRegimeTaxableInterest: 11_000 },
    },
    {
      scenario: "aged 80 or more: post-office savings 4,000 (individual) and FD 60,000: ₹3,500 exempt, 80TTB ₹50,000",
      raw: { ...none, age: "80plus", posb: "4000", deposits: "60000" },
      // Exempt 3,500; 500 taxable. 80TTB: min(500 + 60,000, 50,000) = 50,000. Taxable 60,500 − 50,000 = 10,500.
      expected: { section: "80TTB", poExempt: 3_500, deduction: 50_000, taxableInterest: 10_500 },
    },
    {
      scenario: "HUF, savings 12,000 + FD 30,000: 80TTA ₹10,000 (age and residence are hidden and ignored)",
      raw: { ...none, claimant: "huf", age: "80plus", sb: "12000", deposits: "30000" },
      expected: { section: "80TTA", deduction: 10_000, taxableInterest: 32_000 },
    },
    {
      scenario: "savings interest exactly ₹10,000: all of it",
      raw: { ...none, sb: "10000" },
      expected: { deduction: 10_000, taxableInterest: 0 },
    },
    {
      scenario: "savings interest ₹10,001: ₹10,000",
      raw: { ...none, sb: "10001" },
      expected: { deduction: 10_000, taxableInterest: 1 },
    },
    {
      scenario: "senior, deposit interest exactly ₹50,000: all of it",
      raw: { ...none, age: "60to80", deposits: "50000" },
      expected: { deduction: 50_000, taxableInterest: 0 },
    },
    {
      scenario: "senior, deposit interest ₹50,001: ₹50,000",
      raw: { ...none, age: "60to80", deposits: "50001" },
      expected: { deduction: 50_000, taxableInterest: 1 },
    },
    {
      scenario: "age 61, only an FD of 20,000: 80TTB ₹20,000",
      raw: { ...none, age: "60to80", deposits: "20000" },
      expected: { section: "80TTB", deduction: 20_000 },
    },
    {
      scenario: "under 60, only FD interest of 40,000: no deduction",
      raw: { ...none, deposits: "40000" },
      expected: { section: "80TTA", deduction: 0, taxableInterest: 40_000, taxSaved: 0 },
    },
    {
      scenario: "post-office savings of 3,000 alone: all exempt, nothing left to deduct",
      raw: { ...none, posb: "3000" },
      expected: { poExempt: 3_000, deduction: 0, taxableInterest: 0, newRegimeTaxableInterest: 0 },
    },
    {
      scenario: "FY 2023-24, savings 9,000: 80TTA ₹9,000",
      raw: { ...none, fy: "2023-24", sb: "9000" },
      expected: { deduction: 9_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given FY 2025-26 and the defaults, then the summary names 80TTA and says the FD interest is left out", () => {
    expect(run({ fy: "2025-26" }).result?.summary).toBe(
      "You can deduct ₹10,000 under section 80TTA for FY 2025-26 (AY 2026-27), in the old regime only: savings-account interest, up to ₹10,000. Deposit interest of ₹40,000 is not covered: only a resident senior citizen can deduct it (80TTB).",
    );
  });

  test("given a resident aged 66 in FY 2025-26, then the summary names 80TTB", () => {
    expect(run({ fy: "2025-26", age: "60to80" }).result?.summary).toBe(
      "You can deduct ₹50,000 under section 80TTB for FY 2025-26 (AY 2026-27), in the old regime only: interest on savings accounts and fixed and recurring deposits, up to ₹50,000.",
    );
  });

  test("given tax year 2026-27, then the section is named in the 2025 Act", () => {
    expect(run({}).result?.summary).toMatch(/under section 153\(2\)\(a\) of the Income-tax Act, 2025 \(section 80TTA of the 1961 Act\) for tax year 2026-27/);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [{}, { fy: "2023-24", age: "80plus", posb: "9000", poJoint: "1" }, { claimant: "huf" }];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(10);
      for (const step of steps) expect([step.label, (step.reference?.trim().length ?? 0) > 10]).toEqual([step.label, true]);
    }
  });
});

describe("80TTA/80TTB calculator: input validation", () => {
  test.each([
    ["sb", "abc", /digits/],
    ["sb", "-1", /digits/],
    ["deposits", "1200.75", /whole rupees/],
    ["deposits", "1000000001", /at most/],
    ["posb", "₹ 5k", /digits/],
    ["age", "65", /Choose one of/],
    ["claimant", "firm", /Choose one of/],
    ["resident", "nri", /Use 1 for yes or 0 for no/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a post-office amount, then the joint-account flag is read and checked; without one, it is hidden and ignored", () => {
    expect(run({ posb: "5000", poJoint: "yes" }).errors.poJoint).toMatch(/Use 1 for yes or 0 for no/);
    expect(run({ posb: "0", poJoint: "yes" }).errors).toEqual({});
  });
});

describe("80TTA/80TTB rules: every value is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => Object.entries(INTEREST_DEDUCTION_RULES[fy]).map(([name, value]) => ({ fy, name, value })));

  test.each(values)("FY $fy $name has a reference, a unit and a start date within the year (2026-27: under the 2025 Act)", ({ fy, value }) => {
    expect(value.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "text"]).toContain(value.unit);
    expect(value.effectiveFrom <= financialYearDates(fy).end).toBe(true);
    if (fy === "2026-27") expect(value.effectiveFrom >= "2026-04-01").toBe(true);
  });
});

describe("80TTA/80TTB calculator: properties over random inputs", () => {
  const amount = fc.oneof(fc.integer({ min: 0, max: 80_000 }), fc.integer({ min: 0, max: 900_000_000 })).map(String);
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    claimant: fc.constantFrom("individual", "huf"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    resident: fc.constantFrom("0", "1"),
    sb: amount,
    posb: amount,
    poJoint: fc.constantFrom("0", "1"),
    deposits: amount,
    slab: fc.constantFrom("0", "5", "20", "30"),
  });

  test("given any valid inputs, then the deduction is within its limit, exemption + deduction + taxable interest add up, and nothing is negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        const deduction = figure(result, "deduction") as number;
        const limit = figure(result, "section") === "80TTB" ? 50_000 : 10_000;
        expect(deduction).toBeLessThanOrEqual(limit);
        const postOffice = raw.claimant === "huf" ? 0 : Number(raw.posb);
        const all = Number(raw.sb) + postOffice + Number(raw.deposits);
        const exempt = figure(result, "poExempt") as number;
        expect(exempt + deduction + (figure(result, "taxableInterest") as number)).toBe(all);
        expect(exempt + (figure(result, "newRegimeTaxableInterest") as number)).toBe(all);
        expect(figure(result, "newRegimeDeduction")).toBe(0);
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value === "number") {
            expect(Number.isFinite(f.value)).toBe(true);
            expect(f.value).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 400 },
    );
  });

  test("given more interest of any kind and everything else the same, then the deduction never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.constantFrom("sb", "posb", "deposits"), fc.integer({ min: 1, max: 1_000_000 }), (raw, name, extra) => {
        const before = figure(run(raw).result, "deduction") as number;
        const after = figure(run({ ...raw, [name]: String(Number(raw[name]) + extra) }).result, "deduction") as number;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given a resident individual, then turning 60 never lowers the deduction", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const base = { ...raw, claimant: "individual", resident: "1" };
        const under60 = figure(run({ ...base, age: "below60" }).result, "deduction") as number;
        const over60 = figure(run({ ...base, age: "60to80" }).result, "deduction") as number;
        expect(over60).toBeGreaterThanOrEqual(under60);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(section80tta.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
