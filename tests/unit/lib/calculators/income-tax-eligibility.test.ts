import fc from "fast-check";
import { incomeTaxEligibility } from "@/lib/calculators/income-tax-eligibility";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import type { Figure } from "@/lib/calculators/types";
import { FILING_RULES } from "@/lib/tax/eligibility-rules";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(incomeTaxEligibility);


/** No income, so that only the ground under test can make a return compulsory. */
const noIncome = { salary: "0", other: "0" };

/** Every dated value (anything with a `reference`) in a tree of rules, with its path. */
function datedValues(node: unknown, path = ""): { path: string; value: Record<string, unknown> }[] {
  if (node === null || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((child, index) => datedValues(child, `${path}[${index}]`));
  const record = node as Record<string, unknown>;
  if ("reference" in record) return [{ path, value: record }];
  return Object.entries(record).flatMap(([key, child]) => datedValues(child, path ? `${path}.${key}` : key));
}

describe("income-tax-eligibility calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, Figure["value"]> }>([
    {
      scenario: "defaults: tax year 2026-27, new regime, salary 5 lakh: must file although no tax is payable",
      raw: {},
      // 5,00,000 − 75,000 = 4,25,000 > 4,00,000 (new-regime exemption limit) → must file by 31 July 2027
      expected: { mustFile: "Yes", incomeForTest: 425_000, exemptionLimit: 400_000, dueDate: "31 July 2027", auditDueDate: "31 October 2027" },
    },
    {
      scenario: "docs/tax-methods.md §5.3: salary 3.4 lakh, FY 2025-26, new regime: not required",
      raw: { fy: "2025-26", salary: "340000" },
      // 3,40,000 − 75,000 = 2,65,000 ≤ 4,00,000; no other ground
      expected: { mustFile: "No", shouldFile: "No", incomeForTest: 265_000, exemptionLimit: 400_000, reasons: "None of the grounds" },
    },
    {
      scenario: "docs/tax-methods.md §5.3: the same salary in the old regime: must file",
      raw: { fy: "2025-26", salary: "340000", regime: "old" },
      // 3,40,000 − 50,000 = 2,90,000 > 2,50,000
      expected: { mustFile: "Yes", incomeForTest: 290_000, exemptionLimit: 250_000 },
    },
    {
      scenario: "docs/tax-methods.md §5.3: pensioner aged 70, income 2.8 lakh, old regime, TDS ₹52,000: must file (Rule 12AB, ₹50,000 for seniors)",
      raw: { fy: "2025-26", regime: "old", age: "60to80", salary: "0", other: "280000", tds: "52000" },
      // 2,80,000 ≤ 3,00,000 (resident 60 to 79); TDS 52,000 ≥ 50,000 → must file
      expected: { mustFile: "Yes", incomeForTest: 280_000, exemptionLimit: 300_000, reasons: "TDS and TCS of ₹52,000, at least ₹50,000" },
    },
    {
      scenario: "docs/tax-methods.md §5.3: student with no income who paid ₹2,40,000 for a foreign trip: must file",
      raw: { ...noIncome, travel: "240000" },
      expected: { mustFile: "Yes", reasons: "Spending on foreign travel of ₹2,40,000, more than ₹2,00,000" },
    },
    {
      scenario: "income exactly at the limit is not above it: salary 4.75 lakh, FY 2025-26, new regime",
      raw: { fy: "2025-26", salary: "475000" },
      // 4,75,000 − 75,000 = 4,00,000, not more than 4,00,000
      expected: { mustFile: "No", incomeForTest: 400_000 },
    },
    {
      scenario: "one rupee above the limit: salary 4,75,001",
      raw: { fy: "2025-26", salary: "475001" },
      expected: { mustFile: "Yes", incomeForTest: 400_001 },
    },
    {
      scenario: "FY 2023-24 new regime: ₹3 lakh limit and ₹50,000 standard deduction: salary 3,50,010 → 3,00,010",
      raw: { fy: "2023-24", salary: "350010" },
      // audit cases: 31 October 2024 extended to 15 November 2024 (CBDT Circular 13/2024)
      expected: { mustFile: "Yes", incomeForTest: 300_010, exemptionLimit: 300_000, dueDate: "31 July 2024", auditDueDate: "15 November 2024" },
    },
    {
      scenario: "FY 2024-25: due date extended to 16 September 2025, audit cases to 10 December 2025 (Circular 15/2025)",
      raw: { fy: "2024-25" },
      // 5,00,000 − 75,000 = 4,25,000 > 3,00,000; 31 July → 15 Sep → 16 Sep 2025 (CBDT); audit 31 Oct → 10 Dec 2025
      expected: { mustFile: "Yes", exemptionLimit: 300_000, dueDate: "16 September 2025", auditDueDate: "10 December 2025", transferPricingDueDate: "30 November 2025" },
    },
    {
      scenario: "FY 2025-26 with business turnover: due 31 August 2026 without audit (Finance Act 2026)",
      raw: { fy: "2025-26", turnover: "3000000" },
      // business or profession, accounts not audited: 31 August of AY 2026-27; revised until 31 March 2027
      expected: {
        dueDate: "31 August 2026",
        businessDueDate: "31 August 2026",
        auditDueDate: "31 October 2026",
        transferPricingDueDate: "30 November 2026",
        belatedLastDate: "31 December 2026",
        revisedLastDate: "31 March 2027",
      },
    },
    {
      scenario: "FY 2025-26 salaried, no business: due 31 July 2026; the business date still shown, 31 August 2026",
      raw: { fy: "2025-26" },
      expected: { dueDate: "31 July 2026", businessDueDate: "31 August 2026" },
    },
    {
      scenario: "FY 2024-25 professional receipts: no 31 August date yet, so the general 16 September 2025",
      raw: { fy: "2024-25", receipts: "500000" },
      expected: { dueDate: "16 September 2025", businessDueDate: "16 September 2025", revisedLastDate: "31 December 2025" },
    },
    {
      scenario: "tax year 2026-27 professional receipts: 31 August 2027 (s.263(1)); revised until 31 March 2028",
      raw: { fy: "2026-27", receipts: "500000" },
      expected: { dueDate: "31 August 2027", auditDueDate: "31 October 2027", transferPricingDueDate: "30 November 2027", belatedLastDate: "31 December 2027", revisedLastDate: "31 March 2028" },
    },
    {
      scenario: "old regime, resident aged 80 or more, other income 5 lakh: within the ₹5 lakh limit",
      raw: { regime: "old", age: "80plus", salary: "0", other: "500000" },
      expected: { mustFile: "No", exemptionLimit: 500_000 },
    },
    {
      scenario: "old regime, non-resident aged 80 or more, other income 3 lakh: the ₹2.5 lakh limit applies",
      raw: { regime: "old", age: "80plus", status: "nonresident", salary: "0", other: "300000" },
      expected: { mustFile: "Yes", exemptionLimit: 250_000 },
    },
    { scenario: "current-account deposits of exactly ₹1 crore: not more than ₹1 crore", raw: { ...noIncome, current: "10000000" }, expected: { mustFile: "No" } },
    { scenario: "current-account deposits of ₹1,00,00,001: must file", raw: { ...noIncome, current: "10000001" }, expected: { mustFile: "Yes" } },
    { scenario: "foreign travel of exactly ₹2 lakh: not more than ₹2 lakh", raw: { ...noIncome, travel: "200000" }, expected: { mustFile: "No" } },
    { scenario: "electricity of exactly ₹1 lakh: not required", raw: { ...noIncome, electricity: "100000" }, expected: { mustFile: "No" } },
    { scenario: "electricity of ₹1,00,001: must file", raw: { ...noIncome, electricity: "100001" }, expected: { mustFile: "Yes" } },
    { scenario: "business turnover of exactly ₹60 lakh: not required", raw: { ...noIncome, turnover: "6000000" }, expected: { mustFile: "No" } },
    { scenario: "business turnover of ₹60,00,001: must file", raw: { ...noIncome, turnover: "6000001" }, expected: { mustFile: "Yes" } },
    { scenario: "professional receipts of exactly ₹10 lakh: not required", raw: { ...noIncome, receipts: "1000000" }, expected: { mustFile: "No" } },
    { scenario: "professional receipts of ₹10,00,001: must file", raw: { ...noIncome, receipts: "1000001" }, expected: { mustFile: "Yes" } },
    { scenario: "TDS of ₹24,999 below 60: not required (file for the refund)", raw: { ...noIncome, tds: "24999" }, expected: { mustFile: "No" } },
    { scenario: "TDS of exactly ₹25,000 below 60: must file", raw: { ...noIncome, tds: "25000" }, expected: { mustFile: "Yes" } },
    { scenario: "TDS of ₹49,999 for a resident aged 60 to 79: not required", raw: { ...noIncome, age: "60to80", tds: "49999" }, expected: { mustFile: "No" } },
    { scenario: "TDS of exactly ₹50,000 for a resident aged 80 or more: must file", raw: { ...noIncome, age: "80plus", tds: "50000" }, expected: { mustFile: "Yes" } },
    { scenario: "TDS of ₹25,000 for a non-resident aged 60 to 79: the senior limit is for residents only", raw: { ...noIncome, age: "60to80", status: "nonresident", tds: "25000" }, expected: { mustFile: "Yes" } },
    { scenario: "savings deposits of ₹49,99,999: not required", raw: { ...noIncome, savings: "4999999" }, expected: { mustFile: "No" } },
    { scenario: "savings deposits of exactly ₹50 lakh: must file", raw: { ...noIncome, savings: "5000000" }, expected: { mustFile: "Yes" } },
    { scenario: "foreign asset held by a resident: must file with no income", raw: { ...noIncome, foreign: "1" }, expected: { mustFile: "Yes" } },
    { scenario: "foreign asset held by a resident but not ordinarily resident: not required", raw: { ...noIncome, foreign: "1", status: "rnor" }, expected: { mustFile: "No" } },
    { scenario: "foreign asset held by a non-resident: not required", raw: { ...noIncome, foreign: "1", status: "nonresident" }, expected: { mustFile: "No" } },
    {
      scenario: "FY 2025-26, refund wanted, no other ground: not required, but worth filing",
      raw: { fy: "2025-26", ...noIncome, refund: "1", tds: "5000" },
      expected: { mustFile: "No", shouldFile: "Yes" },
    },
    {
      scenario: "tax year 2026-27, refund wanted: the 2025 Act lists a refund claimant among those who must file",
      raw: { ...noIncome, refund: "1", tds: "5000" },
      expected: { mustFile: "Yes", shouldFile: "Yes", reasons: "A refund you want to claim" },
    },
    {
      scenario: "FY 2024-25, loss to carry forward: not required, but worth filing on time",
      raw: { fy: "2024-25", ...noIncome, loss: "1" },
      expected: { mustFile: "No", shouldFile: "Yes" },
    },
    {
      scenario: "several grounds at once are all listed",
      raw: { fy: "2025-26", salary: "600000", electricity: "150000", tds: "30000" },
      // 6,00,000 − 75,000 = 5,25,000 > 4,00,000; electricity 1,50,000 > 1,00,000; TDS 30,000 ≥ 25,000
      expected: {
        mustFile: "Yes",
        reasons:
          "Income before deductions of ₹5,25,000, more than the exemption limit of ₹4,00,000; spending on electricity of ₹1,50,000, more than ₹1,00,000; TDS and TCS of ₹30,000, at least ₹25,000",
      },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test.each([
    ["2025-26", /revised until 31 March 2027; a revision after 31 December 2026 costs ₹5,000, or ₹1,000 .*section 234-I/],
    ["2026-27", /revised until 31 March 2028; a revision after 31 December 2027 costs ₹5,000, or ₹1,000 .*section 428\(b\) of the Income-tax Act, 2025/],
    ["2024-25", /revised until 31 December 2025, with no fee/],
  ])("given FY %s, then the notes give the revised-return deadline and its fee, named by the year's Act", (fy, text) => {
    const notes = run({ fy }).result?.notes ?? [];
    expect(notes.some((note) => text.test(note))).toBe(true);
  });

  test("given the defaults, then the summary gives the verdict, the reason and the due date", () => {
    expect(run({}).result?.summary).toBe(
      "Yes, you must file a return for tax year 2026-27, by 31 July 2027: income before deductions of ₹4,25,000, more than the exemption limit of ₹4,00,000.",
    );
  });

  test("given a refund wanted in FY 2025-26 and no other ground, then the summary says to file to claim it", () => {
    expect(run({ fy: "2025-26", ...noIncome, refund: "1" }).result?.summary).toBe(
      "The law does not require you to file for FY 2025-26 (AY 2026-27), but file by 31 July 2026 to claim your refund: only a return can do that.",
    );
  });

  test("given regimes that disagree on the income test, then a note says so", () => {
    const notes = run({ fy: "2025-26", salary: "340000" }).result?.notes ?? [];
    expect(notes.some((note) => note.startsWith("Under the old regime your income before deductions, ₹2,90,000, would be above its exemption limit of ₹2,50,000."))).toBe(true);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    for (const raw of [{}, { fy: "2025-26", regime: "old", age: "60to80" }, { status: "nonresident" }] as RawInputs[]) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThan(14);
      for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    }
  });
});

describe("income-tax-eligibility calculator: input validation", () => {
  test.each([
    ["salary", "5 lakh", /digits/],
    ["travel", "1e6", /digits/],
    ["tds", "-1", /digits/],
    ["electricity", "1000.5", /whole rupees/],
    ["savings", "99999999999", /at most/],
    ["status", "nri", /Choose one of/],
    ["fy", "2022-23", /Choose one of/],
    ["regime", "NEW", /Choose one of/],
    ["foreign", "true", /1 for yes/],
    ["refund", "2", /1 for yes/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });
});

describe("income-tax-eligibility calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 500_000_000 }).map(String);
  const amountFields = ["salary", "other", "tds", "current", "savings", "travel", "electricity", "turnover", "receipts"] as const;
  const rawInputs = fc.record({
    fy: fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27"),
    regime: fc.constantFrom("new", "old"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    status: fc.constantFrom("resident", "rnor", "nonresident"),
    salary: amount,
    other: amount,
    tds: amount,
    current: amount,
    savings: amount,
    travel: amount,
    electricity: amount,
    turnover: amount,
    receipts: amount,
    foreign: fc.constantFrom("0", "1"),
    refund: fc.constantFrom("0", "1"),
    loss: fc.constantFrom("0", "1"),
  });

  test("given any valid inputs, then the verdicts are Yes or No, a must-file is always worth filing, and amounts are non-negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        expect(["Yes", "No"]).toContain(figure(result, "mustFile"));
        expect(["Yes", "No"]).toContain(figure(result, "shouldFile"));
        if (figure(result, "mustFile") === "Yes") expect(figure(result, "shouldFile")).toBe("Yes");
        for (const name of ["incomeForTest", "exemptionLimit"]) {
          const value = figure(result, name) as number;
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  test("given more of any amount, then a person who must file still must", () => {
    fc.assert(
      fc.property(rawInputs, fc.constantFrom(...amountFields), fc.integer({ min: 1, max: 50_000_000 }), (raw, name, extra) => {
        const before = figure(run(raw).result, "mustFile");
        const after = figure(run({ ...raw, [name]: String(Number(raw[name]) + extra) }).result, "mustFile");
        if (before === "Yes") expect(after).toBe("Yes");
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(incomeTaxEligibility.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("income-tax-eligibility calculator: its rules are dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => datedValues(FILING_RULES[fy]).map((entry) => ({ fy, ...entry })));

  test.each(values)("FY $fy $path has a reference, a unit and a date on or before the end of the year", ({ fy, value }) => {
    expect((value.reference as string).trim().length).toBeGreaterThan(10);
    expect(["INR", "percent", "days", "months", "date", "text", "flag", "list"]).toContain(value.unit);
    expect(value.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((value.effectiveFrom as string) <= financialYearDates(fy).end).toBe(true);
  });

  test.each(values.filter((entry) => entry.fy >= "2026-27"))("FY $fy $path cites the Income-tax Act, 2025 and applies from 1 April 2026", ({ value }) => {
    expect(value.reference).toMatch(/Income-tax Act, 2025/);
    expect((value.effectiveFrom as string) >= "2026-04-01").toBe(true);
  });
});
