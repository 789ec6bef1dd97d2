import fc from "fast-check";
import { gratuity } from "@/lib/calculators/gratuity";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { GRATUITY_RULES } from "@/lib/tax/gratuity-rules";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax/years";
import { runnerFor, figure, money } from "./run-calculator";

const run = runnerFor(gratuity);



interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number>;
}

const notCovered = { covered: "0" } as const;

describe("gratuity calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: covered, ₹60,000 a month, 20 years 7 months, nothing entered as received: ₹7,26,923, all tax-free",
      raw: {},
      // 7 months > 6 → 21 years; 15 × 60,000 × 21 ÷ 26 = 1,89,00,000 ÷ 26 = 7,26,923.08 → 7,26,923 (below ₹20 lakh)
      expected: { gratuity: 726_923, exempt: 726_923, taxable: 0, countedYears: 21, formulaAmount: 726_923, ceilingLimit: 2_000_000, bindingLimit: "Gratuity received and the formula amount, equal" },
    },
    {
      scenario: "docs/tax-methods.md §8.3 ex. 1: covered, ₹60,000, 20 years 7 months, received ₹10 lakh: ₹7,26,923 tax-free, ₹2,73,077 taxable",
      raw: { received: "1000000" },
      // exempt = least of 10,00,000; 7,26,923; 20,00,000 = 7,26,923; taxable 10,00,000 − 7,26,923 = 2,73,077
      expected: { gratuity: 1_000_000, exempt: 726_923, taxable: 273_077, bindingLimit: "The formula amount" },
    },
    {
      scenario: "docs/tax-methods.md §8.3 ex. 2: not covered, average ₹60,000, 20 years 7 months, received ₹10 lakh: ₹6,00,000 tax-free",
      raw: { ...notCovered, received: "1000000" },
      // completed years only: 20; ½ × 60,000 × 20 = 6,00,000; taxable 10,00,000 − 6,00,000 = 4,00,000
      expected: { gratuity: 1_000_000, exempt: 600_000, taxable: 400_000, countedYears: 20, formulaAmount: 600_000 },
    },
    {
      scenario: "docs/tax-methods.md §8.3 ex. 3: covered, ₹1,50,000 a month, 30 years: formula ₹25,96,154, capped at ₹20 lakh",
      raw: { salary: "150000", years: "30", months: "0" },
      // 15 × 1,50,000 × 30 ÷ 26 = 6,75,00,000 ÷ 26 = 25,96,153.846… → 25,96,154 (nearest rupee, as §8.3 shows it)
      // due under the Act: the lower of that and 20,00,000 → 20,00,000, all tax-free
      expected: { gratuity: 2_000_000, exempt: 2_000_000, taxable: 0, formulaAmount: 2_596_154, bindingLimit: "Gratuity received and the ceiling, equal" },
    },
    {
      scenario: "the same executive paid the full formula ₹25,96,154: ₹20 lakh tax-free, ₹5,96,154 taxable",
      raw: { salary: "150000", years: "30", months: "0", received: "2596154" },
      expected: { gratuity: 2_596_154, exempt: 2_000_000, taxable: 596_154, bindingLimit: "The ceiling" },
    },
    {
      scenario: "covered, exactly 6 months beyond 10 years: not rounded up, ₹3,00,000",
      raw: { salary: "52000", years: "10", months: "6" },
      // 6 is not "in excess of six months" → 10 years; 15 × 52,000 × 10 ÷ 26 = 3,00,000
      expected: { countedYears: 10, formulaAmount: 300_000, exempt: 300_000 },
    },
    {
      scenario: "covered, 7 months beyond 10 years: counted as 11 years, ₹3,30,000",
      raw: { salary: "52000", years: "10", months: "7" },
      // 15 × 52,000 × 11 ÷ 26 = 3,30,000
      expected: { countedYears: 11, formulaAmount: 330_000, exempt: 330_000 },
    },
    {
      scenario: "covered, formula ₹5 below the ceiling (₹1,33,333 × 26 years): ₹19,99,995 tax-free",
      raw: { salary: "133333", years: "26", months: "0" },
      // 15 × 1,33,333 × 26 ÷ 26 = 19,99,995
      expected: { formulaAmount: 1_999_995, gratuity: 1_999_995, exempt: 1_999_995, taxable: 0 },
    },
    {
      scenario: "covered, formula ₹10 above the ceiling (₹1,33,334 × 26 years): the Act's ₹20 lakh is due, all tax-free",
      raw: { salary: "133334", years: "26", months: "0" },
      // 15 × 1,33,334 = 20,00,010 > 20,00,000 → due 20,00,000
      expected: { formulaAmount: 2_000_010, gratuity: 2_000_000, exempt: 2_000_000, taxable: 0 },
    },
    {
      scenario: "covered, received less than the formula: all ₹5,00,000 tax-free",
      raw: { received: "500000" },
      expected: { gratuity: 500_000, exempt: 500_000, taxable: 0, bindingLimit: "Gratuity received" },
    },
    {
      scenario: "covered, 7 months of service in all: one year counted, ₹34,615",
      raw: { years: "0", months: "7" },
      // 15 × 60,000 × 1 ÷ 26 = 34,615.38 → 34,615
      expected: { countedYears: 1, formulaAmount: 34_615, exempt: 34_615 },
    },
    {
      scenario: "covered, ₹6,000 a month, 8 years 7 months: counted as 9 years, ₹31,154 (rounded half up, not ₹31,153)",
      raw: { salary: "6000", years: "8", months: "7" },
      // 7 months > 6 → 9 years; 15 × 6,000 × 9 ÷ 26 = 8,10,000 ÷ 26 = 31,153.846… → 31,154
      expected: { countedYears: 9, formulaAmount: 31_154, gratuity: 31_154, exempt: 31_154, taxable: 0 },
    },
    {
      scenario: "covered, ₹6,000 a month, 8 years 7 months, received ₹31,154 as paid: all tax-free",
      raw: { salary: "6000", years: "8", months: "7", received: "31154" },
      // least of 31,154 received and the 31,154 formula → 31,154 exempt, nothing taxable
      expected: { exempt: 31_154, taxable: 0 },
    },
    {
      scenario: "covered, an exact half rupee goes up: ₹13,013 a month, 1 year → ₹7,508",
      raw: { salary: "13013", years: "1", months: "0" },
      // 15 × 13,013 × 1 ÷ 26 = 1,95,195 ÷ 26 = 7,507.50 → 7,508
      expected: { countedYears: 1, formulaAmount: 7_508, exempt: 7_508 },
    },
    {
      scenario: "not covered, 9 years 11 months: the 11 months are ignored, ₹2,25,000",
      raw: { ...notCovered, salary: "50000", years: "9", months: "11" },
      // ½ × 50,000 × 9 = 2,25,000
      expected: { countedYears: 9, formulaAmount: 225_000, gratuity: 225_000, exempt: 225_000, taxable: 0 },
    },
    {
      scenario: "not covered, average salary ₹70,000 (last ₹80,000), 15 years, received ₹6 lakh: ₹5,25,000 tax-free",
      raw: { ...notCovered, salary: "80000", avgSalary: "70000", years: "15", months: "0", received: "600000" },
      // ½ × 70,000 × 15 = 5,25,000; taxable 6,00,000 − 5,25,000 = 75,000
      expected: { formulaAmount: 525_000, exempt: 525_000, taxable: 75_000 },
    },
    {
      scenario: "not covered, ₹15 lakh exempted before: only ₹5 lakh of the limit is left",
      raw: { ...notCovered, salary: "200000", years: "25", months: "0", received: "2500000", earlier: "1500000" },
      // ½ × 2,00,000 × 25 = 25,00,000; limit 20,00,000 − 15,00,000 = 5,00,000 → exempt 5,00,000; taxable 20,00,000
      expected: { formulaAmount: 2_500_000, ceilingLimit: 500_000, exempt: 500_000, taxable: 2_000_000, bindingLimit: "The ceiling" },
    },
    {
      scenario: "not covered, the whole ₹20 lakh used before: nothing tax-free",
      raw: { ...notCovered, received: "800000", earlier: "2000000" },
      expected: { ceilingLimit: 0, exempt: 0, taxable: 800_000 },
    },
    {
      scenario: "not covered, ₹1,00,001 average over 3 years: half a month's salary drops the paise",
      raw: { ...notCovered, avgSalary: "100001", years: "3", months: "0" },
      // ½ × 1,00,001 × 3 = 1,50,001.50 → 1,50,001
      expected: { formulaAmount: 150_001, exempt: 150_001 },
    },
    {
      scenario: "docs/tax-methods.md §8.2: government employee receiving ₹18 lakh: all tax-free",
      raw: { employer: "government", received: "1800000" },
      expected: { gratuity: 1_800_000, exempt: 1_800_000, taxable: 0 },
    },
    {
      scenario: "government employee receiving ₹30 lakh, above the ₹20 lakh of others: still all tax-free",
      raw: { employer: "government", received: "3000000" },
      expected: { gratuity: 3_000_000, exempt: 3_000_000, taxable: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary says the gratuity is tax-free in both regimes", () => {
    expect(run({}).result?.summary).toBe("All of your ₹7,26,923 gratuity is tax-free under section 19(1), Sl. No. 5 of the Income-tax Act, 2025 for tax year 2026-27, in both regimes.");
  });

  test("given FY 2025-26 and a taxable part, then the summary names section 10(10)(ii) and the taxable amount", () => {
    expect(run({ fy: "2025-26", received: "1000000" }).result?.summary).toBe(
      "₹7,26,923 of your ₹10,00,000 gratuity is tax-free under section 10(10)(ii) for FY 2025-26 (AY 2026-27); the other ₹2,73,077 is taxed as salary.",
    );
  });

  test("given covered service under five years, then a note says the Act needs five years", () => {
    const notes = run({ years: "3", months: "0" }).result?.notes ?? [];
    expect(notes.some((note) => note.includes("5 years of continuous service"))).toBe(true);
    expect((run({}).result?.notes ?? []).some((note) => note.includes("5 years of continuous service"))).toBe(false);
  });

  test("given a government employee, then there are no limits to show and the breakdown cites the government rule", () => {
    const { result } = run({ fy: "2024-25", employer: "government", received: "1800000" });
    expect(figure(result, "formulaAmount")).toBeUndefined();
    expect(result?.breakdown[0]?.steps.map((step) => step.reference)).toContain(GRATUITY_RULES["2024-25"].governmentProvision.reference);
  });

  test.each(FINANCIAL_YEARS.flatMap((fy) => [{ fy, covered: "1" }, { fy, covered: "0" }]))("given FY $fy and covered=$covered, then every step names the rule behind it", (raw) => {
    const steps = run({ ...raw, received: "1000000", earlier: raw.covered === "0" ? "100000" : "0" }).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(6);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });

  test("given the defaults, then the query string carries the contract's parameters and leaves the optional amount blank", () => {
    const query = queryStringFor(gratuity, defaultRawInputs(gratuity));
    expect(query).toContain("salary=60000&years=20&months=7");
    expect(query).toContain("covered=1");
    expect(query).toMatch(/[?&]received=(&|$)/);
  });
});

describe("gratuity calculator: input validation", () => {
  test.each([
    ["salary", "abc", /digits/],
    ["salary", "-1", /digits/],
    ["years", "61", /at most 60 years/],
    ["years", "2.5", /whole years/],
    ["months", "12", /at most 11 months/],
    ["covered", "2", /1 for yes or 0 for no/],
    ["employer", "psu", /Choose one of/],
    ["fy", "2019-20", /Choose one of/],
    ["received", "0", /at least ₹1, or leave it blank/],
    ["received", "ten lakh", /digits/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test.each([
    ["avgSalary", "abc", /digits/],
    ["avgSalary", "0", /leave it blank to use the last drawn salary/],
    ["earlier", "2000001", /at most ₹20,00,000/],
  ])("given not covered and %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ ...notCovered, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a government employee and no gratuity received, then the received field asks for it and nothing is computed", () => {
    const { result, errors } = run({ employer: "government" });
    expect(errors).toEqual({ received: expect.stringMatching(/^Enter the gratuity you received/) });
    expect(result).toBeNull();
  });

  test("given invalid text in fields hidden for these inputs, then it is ignored", () => {
    expect(run({ avgSalary: "abc", earlier: "-5" }).errors).toEqual({});
    expect(run({ employer: "government", received: "100000", salary: "abc", years: "x", covered: "maybe" }).errors).toEqual({});
  });
});

describe("gratuity calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    employer: fc.constantFrom("private", "government"),
    covered: fc.constantFrom("0", "1"),
    salary: fc.integer({ min: 0, max: 2_000_000 }).map(String),
    avgSalary: fc.oneof(fc.constant(""), fc.integer({ min: 1, max: 2_000_000 }).map(String)),
    years: fc.integer({ min: 0, max: 60 }).map(String),
    months: fc.integer({ min: 0, max: 11 }).map(String),
    received: fc.integer({ min: 1, max: 100_000_000 }).map(String),
    earlier: fc.integer({ min: 0, max: 2_000_000 }).map(String),
  });

  test("given any valid inputs, then the figures are whole, non-negative, exempt + taxable = gratuity, and only government exceeds ₹20 lakh tax-free", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value !== "number") continue;
          expect(Number.isInteger(f.value)).toBe(true);
          expect(f.value).toBeGreaterThanOrEqual(0);
        }
        expect(money(result, "exempt") + money(result, "taxable")).toBe(money(result, "gratuity"));
        if (raw.employer === "government") expect(money(result, "taxable")).toBe(0);
        else expect(money(result, "exempt")).toBeLessThanOrEqual(2_000_000);
      }),
      { numRuns: 300 },
    );
  });

  test("given more service or a higher salary and the same amount received, then the tax-free part never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.constantFrom("years", "salary", "avgSalary"), fc.integer({ min: 1, max: 50 }), (raw, name, extra) => {
        const current = raw[name] === "" ? Number(raw.salary) : Number(raw[name]);
        const grown = name === "years" ? Math.min(60, current + extra) : current + extra * 1_000;
        const before = money(run(raw).result, "exempt");
        const after = money(run({ ...raw, [name]: String(grown) }).result, "exempt");
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given nothing entered as received, then a covered employee's gratuity is never taxable", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run({ ...raw, employer: "private", covered: "1", received: "" });
        expect(money(result, "taxable")).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(gratuity.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("gratuity rules: every value is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => Object.entries(GRATUITY_RULES[fy]).map(([name, value]) => ({ fy, name, value })));

  test.each(values)("FY $fy $name has a reference, a unit and a date on or before the end of the year", ({ fy, value }) => {
    expect(value.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "percent", "days", "months", "date", "text", "flag", "list"]).toContain(value.unit);
    expect(value.effectiveFrom <= financialYearDates(fy).end).toBe(true);
  });

  test.each(values.filter(({ fy }) => fy >= "2026-27"))("FY $fy $name cites the Income-tax Act, 2025 and applies from 1 April 2026", ({ value }) => {
    expect(value.reference).toMatch(/Income-tax Act, 2025/);
    expect(value.effectiveFrom >= "2026-04-01").toBe(true);
  });
});
