import fc from "fast-check";
import { salary } from "@/lib/calculators/salary";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import type { Figure } from "@/lib/calculators/types";
import { SALARY_RULES } from "@/lib/tax/salary-parameters";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(salary);


/** A plain structure: no PF, no gratuity, no professional tax. */
const plain = { pf: "none", gratuity: "0", pt: "0" };

/** Every dated value (anything with a `reference`) in a tree of rules, with its path. */
function datedValues(node: unknown, path = ""): { path: string; value: Record<string, unknown> }[] {
  if (node === null || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((child, index) => datedValues(child, `${path}[${index}]`));
  const record = node as Record<string, unknown>;
  if ("reference" in record) return [{ path, value: record }];
  return Object.entries(record).flatMap(([key, child]) => datedValues(child, path ? `${path}.${key}` : key));
}

describe("salary calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, Figure["value"]> }>([
    {
      scenario: "docs/tax-methods.md §3.3 example 1: CTC 15 lakh, FY 2025-26, new regime, PF on full basic, gratuity in CTC: ₹1,00,300 a month",
      raw: { fy: "2025-26" },
      // Basic 50% = 7,50,000; HRA 40% of basic = 3,00,000; employer PF 12% = 90,000; gratuity 4.81% = 36,075
      // Special = 15,00,000 − 7,50,000 − 3,00,000 − 90,000 − 36,075 = 3,23,925; gross = 13,73,925
      // Taxable 13,73,925 − 75,000 = 12,98,925 → s.288A 12,98,930; 60,000 + 15% × 98,930 = 74,839.50; +4% = 77,833.08 → s.288B 77,830
      // In-hand = 13,73,925 − 90,000 − 2,500 − 77,830 = 12,03,595 a year; ÷ 12 = 1,00,299.58 → 1,00,300
      // (The example's ₹1,00,299 uses the unrounded 77,833; the tax for the year is 77,830 under s.288B.)
      expected: {
        basic: 750_000,
        hra: 300_000,
        employerPf: 90_000,
        gratuity: 36_075,
        specialAllowance: 323_925,
        grossSalary: 1_373_925,
        employeePf: 90_000,
        professionalTax: 2_500,
        incomeTax: 77_830,
        inHandYearly: 1_203_595,
        inHandMonthly: 100_300,
      },
    },
    {
      scenario: "docs/tax-methods.md §3.3 example 2: the same CTC with PF on the ₹15,000 ceiling: ₹1,10,810 a month",
      raw: { fy: "2025-26", pf: "ceiling" },
      // PF 12% × 15,000 × 12 = 21,600 each side; special 3,92,325; gross 14,42,325
      // Taxable 13,67,325 → 13,67,330; 60,000 + 15% × 1,67,330 = 85,099.50; +4% = 88,503.48 → 88,500
      // In-hand = 14,42,325 − 21,600 − 2,500 − 88,500 = 13,29,725; ÷ 12 = 1,10,810.42 → 1,10,810
      expected: { employerPf: 21_600, employeePf: 21_600, specialAllowance: 392_325, grossSalary: 1_442_325, incomeTax: 88_500, inHandYearly: 1_329_725, inHandMonthly: 110_810 },
    },
    {
      scenario: "docs/tax-methods.md §3.3 example 3: CTC 12 lakh, HRA 50% of basic, professional tax ₹2,400, FY 2025-26: no tax, ₹85,395 a month",
      raw: { fy: "2025-26", ctc: "1200000", hraPct: "50", pt: "2400" },
      // Basic 6,00,000; HRA 3,00,000; PF 72,000; gratuity 28,860; special 1,99,140; gross 10,99,140
      // Taxable 10,24,140 ≤ 12 lakh → rebate → 0; in-hand 10,99,140 − 72,000 − 2,400 = 10,24,740; ÷ 12 = 85,395
      expected: { grossSalary: 1_099_140, specialAllowance: 199_140, incomeTax: 0, inHandYearly: 1_024_740, inHandMonthly: 85_395 },
    },
    {
      scenario: "example 1 under the old regime: PF counted under 80C, professional tax deducted: tax ₹1,89,210, ₹91,018 a month",
      raw: { fy: "2025-26", regime: "old" },
      // 13,73,925 − 50,000 − 2,500 = 13,21,425; − 80C 90,000 = 12,31,425 → 12,31,430
      // 1,12,500 + 30% × 2,31,430 = 1,81,929; +4% = 1,89,206.16 → 1,89,210
      // In-hand = 13,73,925 − 90,000 − 2,500 − 1,89,210 = 10,92,215; ÷ 12 = 91,017.92 → 91,018
      expected: { incomeTax: 189_210, inHandYearly: 1_092_215, inHandMonthly: 91_018, oldTax: 189_210, oldInHandMonthly: 91_018, newTax: 77_830, newInHandMonthly: 100_300 },
    },
    {
      scenario: "defaults (tax year 2026-27 keeps FY 2025-26 rates): the same figures as example 1",
      raw: {},
      expected: { incomeTax: 77_830, inHandMonthly: 100_300, oldTax: 189_210 },
    },
    {
      scenario: "new regime FY 2025-26, CTC 13 lakh with no PF, gratuity or professional tax: rebate marginal relief leaves ₹26,000",
      raw: { fy: "2025-26", ctc: "1300000", ...plain },
      // Gross 13,00,000; taxable 12,25,000; slab 60,000 + 15% × 25,000 = 63,750
      // s.87A marginal relief: tax cut to the income above 12 lakh, 25,000; +4% = 26,000
      // In-hand 13,00,000 − 26,000 = 12,74,000; ÷ 12 = 1,06,166.67 → 1,06,167
      expected: { grossSalary: 1_300_000, incomeTax: 26_000, inHandYearly: 1_274_000, inHandMonthly: 106_167 },
    },
    {
      scenario: "no PF, no gratuity, no professional tax, CTC 10 lakh at 40% basic: all of it is gross salary and tax-free",
      raw: { ctc: "1000000", basicPct: "40", ...plain },
      // Basic 4,00,000; HRA 1,60,000; special 4,40,000; gross 10,00,000; taxable 9,25,000 → rebate → 0
      // 10,00,000 ÷ 12 = 83,333.33 → 83,333
      expected: { basic: 400_000, hra: 160_000, specialAllowance: 440_000, grossSalary: 1_000_000, incomeTax: 0, inHandMonthly: 83_333 },
    },
    {
      scenario: "PF on the ceiling with basic below ₹15,000 a month is the same as PF on full basic: CTC 3 lakh",
      raw: { ctc: "300000", pf: "ceiling" },
      // Basic 1,50,000 (12,500 a month) → PF 12% = 18,000; HRA 60,000; gratuity 7,215
      // Special 3,00,000 − 1,50,000 − 60,000 − 18,000 − 7,215 = 64,785; gross 2,74,785
      // In-hand 2,74,785 − 18,000 − 2,500 = 2,54,285; ÷ 12 = 21,190.42 → 21,190
      expected: { employerPf: 18_000, gratuity: 7_215, specialAllowance: 64_785, grossSalary: 274_785, incomeTax: 0, inHandYearly: 254_285, inHandMonthly: 21_190 },
    },
    {
      scenario: "the parts exactly fill the CTC: basic 100%, no HRA, PF or gratuity: special allowance nil",
      raw: { ctc: "100000", basicPct: "100", hraPct: "0", pf: "none", gratuity: "0" },
      // Gross 1,00,000; professional tax 2,500; in-hand 97,500; ÷ 12 = 8,125
      expected: { specialAllowance: 0, grossSalary: 100_000, inHandYearly: 97_500, inHandMonthly: 8_125 },
    },
    {
      scenario: "employer PF above ₹7.5 lakh is a perquisite (s.17(2)(vii)): CTC 1.3 crore, new regime FY 2025-26: tax ₹37,53,890",
      raw: { fy: "2025-26", ctc: "13000000" },
      // Basic 65,00,000; PF 7,80,000 → perquisite 30,000; gratuity 3,12,650; gross 1,19,07,350
      // Taxable 1,19,07,350 + 30,000 − 75,000 = 1,18,62,350; slab 3,00,000 + 30% × 94,62,350 = 31,38,705
      // Surcharge 15% = 4,70,805.75; relief test at 1 crore: 25,80,000 × 1.10 + 18,62,350 = 47,00,350 > 36,09,510.75 → none
      // +4% = 37,53,891.18 → 37,53,890
      expected: { employerPf: 780_000, grossSalary: 11_907_350, incomeTax: 3_753_890 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary gives the monthly and yearly take-home pay and the new regime is highlighted", () => {
    const { result } = run({});
    expect(result?.summary).toBe("Your take-home pay is about ₹1,00,300 a month (₹12,03,595 a year) under the new regime for tax year 2026-27.");
    const better = result?.groups.find((group) => group.highlight);
    expect(better?.title).toMatch(/^New regime/);
    expect(better?.badge).toBe("₹1,11,380 a year more");
  });

  test("given the old regime chosen when the new one leaves more, then the summary says by how much", () => {
    const { result } = run({ regime: "old" });
    // 1,89,210 − 77,830 = 1,11,380
    expect(result?.summary).toContain("the new regime would leave you ₹1,11,380 a year more");
  });

  test("given compute() called directly with parts above the CTC, then it still answers without figures", () => {
    const read = readInputs({ fields: salary.fields }, { ...defaultRawInputs(salary), basicPct: "90", hraPct: "50" });
    const result = salary.compute(read.input!);
    expect(result.groups).toEqual([]);
    expect(result.summary).toBe("Basic, HRA, PF and gratuity come to ₹22,51,935, more than the CTC of ₹15,00,000. Lower the basic or HRA share to see your take-home pay.");
  });

  test("given a monthly gross of ₹21,000 or less, then the notes mention ESI", () => {
    const { result } = run({ ctc: "250000" });
    expect(result?.notes?.some((note) => note.includes("Employees' State Insurance"))).toBe(true);
    expect(run({}).result?.notes?.some((note) => note.includes("Employees' State Insurance"))).toBe(false);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    for (const raw of [{}, { regime: "old" }, { pf: "ceiling" }, { ctc: "13000000" }] as RawInputs[]) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThan(10);
      for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    }
  });
});

describe("salary calculator: input validation", () => {
  test.each([
    ["ctc", "fifteen lakh", /digits/],
    ["ctc", "-1500000", /digits/],
    ["ctc", "1500000.50", /whole rupees/],
    ["basicPct", "0", /at least 1%/],
    ["basicPct", "100.5", /at most 100%/],
    ["basicPct", "50.125", /2 decimal places/],
    ["hraPct", "101", /at most 100%/],
    ["pf", "full", /Choose one of/],
    ["gratuity", "yes", /1 for yes/],
    ["pt", "2501", /at most ₹2,500/],
    ["regime", "both", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });
});

describe("salary calculator: parts that do not fit in the CTC", () => {
  test.each<{ scenario: string; raw: RawInputs; total: string; ctc: string }>([
    {
      scenario: "given basic 90% and HRA 50% of a ₹15 lakh CTC with PF and gratuity: parts ₹22,51,935",
      raw: { basicPct: "90", hraPct: "50" },
      // 13,50,000 + 6,75,000 + 12% × 13,50,000 = 1,62,000 + 4.81% × 13,50,000 = 64,935 → 22,51,935 > 15,00,000
      total: "₹22,51,935",
      ctc: "₹15,00,000",
    },
    {
      scenario: "given basic 50.01% and HRA 100% of a ₹10 lakh CTC, nothing else: parts ₹10,00,200, ₹200 over",
      raw: { ...plain, ctc: "1000000", basicPct: "50.01", hraPct: "100" },
      // 5,00,100 + 5,00,100 = 10,00,200 > 10,00,000
      total: "₹10,00,200",
      ctc: "₹10,00,000",
    },
    {
      scenario: "given basic 100% and no HRA, with PF on the ₹15,000 ceiling: parts ₹15,21,600",
      raw: { pf: "ceiling", gratuity: "0", basicPct: "100", hraPct: "0" },
      // 15,00,000 + 12% × (15,000 × 12 = 1,80,000) = 21,600 → 15,21,600 > 15,00,000
      total: "₹15,21,600",
      ctc: "₹15,00,000",
    },
  ])("$scenario, then the basic share has the message and no figure is computed", ({ raw, total, ctc }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({
      basicPct: `Basic, HRA, PF and gratuity come to ${total}, more than the CTC of ${ctc}: lower the basic share (or the HRA share).`,
    });
    expect(result).toBeNull();
  });

  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "given basic 50% and HRA 100% of a ₹10 lakh CTC, nothing else: the parts fill it exactly, special allowance ₹0",
      raw: { ...plain, ctc: "1000000", basicPct: "50", hraPct: "100" },
      // 5,00,000 + 5,00,000 = 10,00,000 = CTC
      expected: { basic: 500_000, hra: 500_000, specialAllowance: 0, grossSalary: 1_000_000 },
    },
    {
      scenario: "given basic 100% and no PF, HRA or gratuity: all of the ₹15 lakh CTC is basic",
      raw: { ...plain, basicPct: "100", hraPct: "0" },
      expected: { basic: 1_500_000, specialAllowance: 0, grossSalary: 1_500_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });
});

describe("salary calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    fy: fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27"),
    regime: fc.constantFrom("new", "old"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    ctc: fc.integer({ min: 0, max: 200_000_000 }).map(String),
    basicPct: fc.integer({ min: 100, max: 10_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
    hraPct: fc.integer({ min: 0, max: 6_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
    pf: fc.constantFrom("basic", "ceiling", "none"),
    gratuity: fc.constantFrom("0", "1"),
    pt: fc.integer({ min: 0, max: 2_500 }).map(String),
  });

  test("given any valid inputs, then either the parts overflow the CTC (a message on the basic share) or the figures are finite and non-negative and the CTC and take-home pay add up", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        if (result === null) {
          // the only message valid fields can bring: parts that overflow the CTC
          expect(Object.keys(errors)).toEqual(["basicPct"]);
          expect(errors.basicPct).toMatch(/more than the CTC/);
          return;
        }
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          expect(Number.isFinite(f.value)).toBe(true);
          expect(f.value as number).toBeGreaterThanOrEqual(0);
        }
        const get = (name: string) => figure(result, name) as number;
        expect(get("grossSalary") + get("employerPf") + get("gratuity")).toBe(Number(raw.ctc));
        expect(get("inHandYearly") + get("employeePf") + get("professionalTax") + get("incomeTax")).toBe(get("grossSalary"));
        expect(get("inHandMonthly")).toBe(Math.round(get("inHandYearly") / 12));
      }),
      { numRuns: 300 },
    );
  });

  test("given a CTC at least ₹1,000 higher and the same structure, then neither regime's tax falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1_000, max: 5_000_000 }), (raw, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, ctc: String(Number(raw.ctc) + extra) }).result;
        // a structure whose parts overflow the CTC has no figures to compare (a CTC of 0 always fits)
        if (!before?.groups.length || !after?.groups.length) return;
        expect(figure(after, "newTax") as number).toBeGreaterThanOrEqual(figure(before, "newTax") as number);
        expect(figure(after, "oldTax") as number).toBeGreaterThanOrEqual(figure(before, "oldTax") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(salary.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("salary calculator: its rules are dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => datedValues(SALARY_RULES[fy]).map((entry) => ({ fy, ...entry })));

  test.each(values)("FY $fy $path has a reference, a unit and a date on or before the end of the year", ({ fy, value }) => {
    expect((value.reference as string).trim().length).toBeGreaterThan(10);
    expect(["INR", "percent", "days", "months", "date", "text", "flag", "list"]).toContain(value.unit);
    expect(value.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((value.effectiveFrom as string) <= financialYearDates(fy).end).toBe(true);
  });
});

describe("salary calculator: section names by year", () => {
  test.each([
    { fy: "2025-26", title: "New regime (section 115BAC)", pf: "section 80C" },
    { fy: "2026-27", title: "New regime (section 202)", pf: "section 123" },
  ])("given $fy, then the new-regime group is \"$title\" and the PF note names $pf", ({ fy, title, pf }) => {
    const { result } = run({ fy });
    expect(result?.groups.map((group) => group.title)).toContain(title);
    expect(result?.notes?.some((note) => note.includes(`PF contribution under ${pf}`))).toBe(true);
  });
});
