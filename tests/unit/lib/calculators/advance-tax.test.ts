import fc from "fast-check";
import { advanceTax } from "@/lib/calculators/advance-tax";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult, Figure } from "@/lib/calculators/types";
import { ADVANCE_TAX_EXEMPTION_RULES } from "@/lib/tax/advance-tax-exemptions";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(advanceTax);


/** A tax figure entered directly, with no TDS and nothing paid unless the case says so. */
const taxMode = (tax: number, extra: RawInputs = {}): RawInputs => ({ mode: "tax", tax: String(tax), tds: "0", hasBusiness: "1", ...extra });
const paid = (jun: number, sep: number, dec: number, mar: number, late = 0): RawInputs => ({
  paidJun: String(jun),
  paidSep: String(sep),
  paidDec: String(dec),
  paidMar: String(mar),
  paidLate: String(late),
});

/** Every dated value (anything with a `reference`) in a tree of rules, with its path. */
function datedValues(node: unknown, path = ""): { path: string; value: Record<string, unknown> }[] {
  if (node === null || typeof node !== "object") return [];
  if (Array.isArray(node)) return node.flatMap((child, index) => datedValues(child, `${path}[${index}]`));
  const record = node as Record<string, unknown>;
  if ("reference" in record) return [{ path, value: record }];
  return Object.entries(record).flatMap(([key, child]) => datedValues(child, path ? `${path}.${key}` : key));
}

describe("advance-tax calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, Figure["value"]> }>([
    {
      scenario: "defaults: tax year 2026-27, new regime, business profit 24 lakh, TDS 1.2 lakh, nothing paid, rest paid in July 2027",
      raw: {},
      // Tax: 5% × 4L + 10% × 4L + 15% × 4L + 20% × 4L + 25% × 4L = 3,00,000; +4% cess = 3,12,000
      // After TDS: 3,12,000 − 1,20,000 = 1,92,000 ≥ 10,000 → due
      // Cumulative: 15% 28,800; 45% 86,400; 75% 1,44,000; 100% 1,92,000
      // 234C: 28,800 × 3% = 864; 86,400 × 3% = 2,592; 1,44,000 × 3% = 4,320; 1,92,000 × 1% = 1,920; total 9,696 → s.288B → 9,700
      // 234B: nothing paid; 1,92,000 × 1% × 4 months (April to July 2027) = 7,680
      expected: {
        estimatedTax: 312_000,
        taxAfterTds: 192_000,
        due: "Yes",
        dueByJune: 28_800,
        dueBySeptember: 86_400,
        dueByDecember: 144_000,
        dueByMarch: 192_000,
        interest234C: 9_700,
        interest234B: 7_680,
        totalInterest: 17_380,
        balance: 192_000,
      },
    },
    {
      scenario: "docs/tax-methods.md §2.4 examples 1 and 2, FY 2025-26: tax 2 lakh, paid 20,000/60,000/1,50,000/1,90,000 cumulative: 234C ₹1,300, no 234B",
      raw: { fy: "2025-26", ...taxMode(200_000), ...paid(20_000, 40_000, 90_000, 40_000) },
      // Targets 30,000 / 90,000 / 1,50,000 / 2,00,000
      // June: 20,000 is 10% < 12% → (30,000 − 20,000) × 3% = 300
      // Sept: 60,000 is 30% < 36% → (90,000 − 60,000) × 3% = 900
      // Dec: 1,50,000 = 75% → 0; March: (2,00,000 − 1,90,000) × 1% = 100 → 1,300
      // 234B: 1,90,000 ≥ 90% of 2,00,000 = 1,80,000 → 0; balance 10,000
      expected: { dueByJune: 30_000, dueBySeptember: 90_000, dueByDecember: 150_000, dueByMarch: 200_000, interest234C: 1_300, interest234B: 0, balance: 10_000 },
    },
    {
      scenario: "docs/tax-methods.md §2.4 example 3, FY 2025-26: tax 2 lakh, 1.5 lakh paid on time to December, rest paid July 2026: 234B ₹2,000, 234C ₹500",
      raw: { fy: "2025-26", ...taxMode(200_000), ...paid(30_000, 60_000, 60_000, 0), paidIn: "jul" },
      // 234B: 1,50,000 is 75% < 90% → shortfall 50,000 × 1% × 4 (April–July 2026) = 2,000
      // 234C: June 30,000, Sept 90,000, Dec 1,50,000 all met; March (2,00,000 − 1,50,000) × 1% = 500
      expected: { interest234B: 2_000, interest234C: 500, totalInterest: 2_500, balance: 50_000 },
    },
    {
      scenario: "tolerance: exactly 12% by 15 June and 36% by 15 September cost no 234C",
      raw: { fy: "2025-26", ...taxMode(100_000), ...paid(12_000, 24_000, 39_000, 25_000) },
      // June 12,000 = 12% → none; Sept 36,000 = 36% → none; Dec 75,000 = 75%; March 1,00,000 = 100%
      expected: { interest234C: 0, interest234B: 0, balance: 0 },
    },
    {
      scenario: "tolerance missed by ₹100: 11.9% by 15 June costs 3 months on the whole shortfall against 15%: ₹90",
      raw: { fy: "2025-26", ...taxMode(100_000), ...paid(11_900, 24_100, 39_000, 25_000) },
      // June: 11,900 < 12,000 → (15,000 − 11,900) = 3,100 × 3% = 93; Sept: 36,000 = 36% → none; 93 → s.288B → 90
      expected: { interest234C: 90 },
    },
    {
      scenario: "Rule 119A: a December shortfall of ₹50 rounds down to nothing",
      raw: { fy: "2025-26", ...taxMode(100_000), ...paid(15_000, 30_000, 29_950, 25_050) },
      // Dec: 75,000 − 74,950 = 50 → rounded down to a multiple of 100 → 0
      expected: { interest234C: 0 },
    },
    {
      scenario: "Rule 119A: a December shortfall of ₹1,050 counts as ₹1,000: ₹30",
      raw: { fy: "2025-26", ...taxMode(100_000), ...paid(15_000, 30_000, 28_950, 26_050) },
      // Dec: 75,000 − 73,950 = 1,050 → 1,000 × 1% × 3 = 30
      expected: { interest234C: 30 },
    },
    {
      scenario: "threshold: tax after TDS of ₹9,999 is not advance tax",
      raw: taxMode(19_999, { tds: "10000" }),
      // 19,999 − 10,000 = 9,999 < 10,000 (s.208) → not due; balance 9,999 → s.288B → 10,000
      expected: { taxAfterTds: 9_999, due: "No", dueByJune: 0, dueByMarch: 0, interest234C: 0, interest234B: 0, balance: 10_000 },
    },
    {
      scenario: "threshold: tax after TDS of exactly ₹10,000 is due; nothing paid gives 234C ₹510 and 234B ₹400",
      raw: taxMode(20_000, { tds: "10000" }),
      // 1,500 / 4,500 / 7,500 / 10,000; 234C 45 + 135 + 225 + 100 = 505 → s.288B (5 rounds up) → 510
      // 234B: 10,000 × 1% × 4 = 400
      expected: { due: "Yes", dueByJune: 1_500, dueBySeptember: 4_500, dueByDecember: 7_500, dueByMarch: 10_000, interest234C: 510, interest234B: 400 },
    },
    {
      scenario: "resident aged 60 to 79, salary 20 lakh and other income 8 lakh, no business: exempt, ₹2,93,400 left to pay",
      raw: { age: "60to80", salary: "2000000", business: "0", other: "800000" },
      // 28,00,000 − 75,000 = 27,25,000; 3,00,000 (to 24 lakh) + 30% × 3,25,000 = 3,97,500; +4% = 4,13,400
      // − TDS 1,20,000 = 2,93,400; s.207(2): resident senior without business income → no advance tax
      expected: { estimatedTax: 413_400, taxAfterTds: 293_400, due: "No", dueByMarch: 0, interest234B: 0, balance: 293_400 },
    },
    {
      scenario: "the same person as a non-resident owes advance tax: ₹44,010 by 15 June",
      raw: { age: "60to80", resident: "0", salary: "2000000", business: "0", other: "800000" },
      // Same tax (new-regime slabs have no age bands); 15% of 2,93,400 = 44,010; 45% 1,32,030; 75% 2,20,050
      expected: { due: "Yes", dueByJune: 44_010, dueBySeptember: 132_030, dueByDecember: 220_050, dueByMarch: 293_400 },
    },
    {
      scenario: "resident aged 80 or more with business income is not exempt",
      raw: taxMode(50_000, { age: "80plus" }),
      // 15% 7,500; 45% 22,500; 75% 37,500; 100% 50,000
      expected: { due: "Yes", dueByJune: 7_500, dueBySeptember: 22_500, dueByDecember: 37_500, dueByMarch: 50_000 },
    },
    {
      scenario: "resident aged 80 or more without business income is exempt",
      raw: taxMode(50_000, { age: "80plus", hasBusiness: "0" }),
      expected: { due: "No", dueByMarch: 0, interest234C: 0, interest234B: 0, balance: 50_000 },
    },
    {
      scenario: "presumptive 44AD/44ADA with the defaults: all ₹1,92,000 by 15 March; nothing paid: 234C ₹1,920, 234B ₹7,680",
      raw: { presumptive: "1" },
      // s.211(1)(b): one instalment; 234C: 1,92,000 × 1% × 1 = 1,920; 234B as in the defaults 7,680
      expected: { dueByJune: 0, dueBySeptember: 0, dueByDecember: 0, dueByMarch: 192_000, interest234C: 1_920, interest234B: 7_680, totalInterest: 9_600 },
    },
    {
      scenario: "presumptive, paid in full on 15 March: no interest",
      raw: { presumptive: "1", ...paid(0, 0, 0, 192_000) },
      expected: { interest234C: 0, interest234B: 0, balance: 0 },
    },
    {
      scenario: "paid between 16 and 31 March: still advance tax for 234B, one month of 234C on the March shortfall",
      raw: { fy: "2025-26", ...taxMode(200_000), ...paid(30_000, 60_000, 60_000, 0, 50_000) },
      // 234C March: (2,00,000 − 1,50,000) × 1% = 500; 234B: 2,00,000 paid by 31 March ≥ 90% → 0
      expected: { interest234C: 500, interest234B: 0, balance: 0 },
    },
    {
      scenario: "old regime FY 2024-25, business profit 15 lakh, 80C 1.5 lakh, 80D 25,000, TDS 50,000, nothing paid, rest paid in April",
      raw: { fy: "2024-25", regime: "old", business: "1500000", ded80c: "150000", ded80d: "25000", tds: "50000", paidIn: "apr" },
      // 15,00,000 − 1,75,000 = 13,25,000; 1,12,500 + 30% × 3,25,000 = 2,10,000; +4% = 2,18,400; − 50,000 = 1,68,400
      // 15% 25,260; 45% 75,780; 75% 1,26,300; 100% 1,68,400
      // 234C: 25,200 × 3% = 756; 75,700 × 3% = 2,271; 1,26,300 × 3% = 3,789; 1,68,400 × 1% = 1,684; total 8,500
      // 234B: 1,68,400 × 1% × 1 (April 2025) = 1,684 → s.288B → 1,680
      expected: { estimatedTax: 218_400, taxAfterTds: 168_400, dueByJune: 25_260, dueBySeptember: 75_780, dueByDecember: 126_300, dueByMarch: 168_400, interest234C: 8_500, interest234B: 1_680 },
    },
    {
      scenario: "234B for twelve months when the rest is paid in March a year after the year ends",
      raw: { fy: "2025-26", ...taxMode(100_000), paidIn: "mar" },
      // 1,00,000 × 1% × 12 = 12,000
      expected: { interest234B: 12_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary lists each instalment with its date", () => {
    const { result } = run({});
    expect(result?.summary).toBe(
      "Advance tax of ₹1,92,000 is due for tax year 2026-27: ₹28,800 by 15 June 2026, ₹57,600 by 15 September 2026, ₹57,600 by 15 December 2026 and ₹48,000 by 15 March 2027.",
    );
    expect(result?.tables?.[0]?.rows.map((row) => row[0])).toEqual(["15 June 2026", "15 September 2026", "15 December 2026", "15 March 2027"]);
  });

  test("given FY 2024-25, then the instalment dates fall in that year", () => {
    const { result } = run({ fy: "2024-25" });
    expect(result?.tables?.[0]?.rows.map((row) => row[0])).toEqual(["15 June 2024", "15 September 2024", "15 December 2024", "15 March 2025"]);
    expect(result?.summary).toContain("FY 2024-25 (AY 2025-26)");
  });

  test("given tax below the threshold, then the summary says no advance tax is due and why", () => {
    const { result } = run(taxMode(9_000));
    expect(result?.summary).toBe("No advance tax is due for tax year 2026-27. Your tax after TDS and TCS, ₹9,000, is below ₹10,000. Pay the ₹9,000 left as self-assessment tax before you file.");
    expect(result?.tables).toEqual([]);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    for (const raw of [{}, { presumptive: "1" }, { fy: "2025-26", ...taxMode(100_000), ...paid(11_900, 24_100, 39_000, 25_000) }, { regime: "old", ded80c: "150000" }] as RawInputs[]) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThan(8);
      for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    }
  });
});

describe("advance-tax calculator: input validation", () => {
  test.each([
    ["business", "abc", /digits/],
    ["tds", "-5000", /digits/],
    ["paidJun", "12.5", /whole rupees/],
    ["paidLate", "99999999999", /at most/],
    ["fy", "2019-20", /Choose one of/],
    ["mode", "guess", /Choose one of/],
    ["paidIn", "july", /Choose one of/],
    ["resident", "yes", /1 for yes/],
    ["age", "61", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given tax mode, then bad text in the hidden income fields is ignored", () => {
    const { result, errors } = run({ ...taxMode(100_000), salary: "abc", business: "-1" });
    expect(errors).toEqual({});
    expect(figure(result, "dueByMarch")).toBe(100_000);
  });

  test("given a shown presumptive switch with bad text, then it has a message", () => {
    const { result, errors } = run({ presumptive: "2" });
    expect(errors.presumptive).toMatch(/1 for yes/);
    expect(result).toBeNull();
  });
});

describe("advance-tax calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 50_000_000 }).map(String);
  const rawInputs = fc.record({
    fy: fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    resident: fc.constantFrom("0", "1"),
    mode: fc.constantFrom("income", "tax"),
    regime: fc.constantFrom("new", "old"),
    salary: amount,
    business: amount,
    other: amount,
    ded80c: amount,
    ded80d: amount,
    tax: amount,
    hasBusiness: fc.constantFrom("0", "1"),
    presumptive: fc.constantFrom("0", "1"),
    tds: amount,
    paidJun: amount,
    paidSep: amount,
    paidDec: amount,
    paidMar: amount,
    paidLate: amount,
    paidIn: fc.constantFrom("apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "jan", "feb", "mar"),
  });
  const numbers = (result: CalculatorResult | null) => result?.groups.flatMap((g) => g.figures).filter((f) => typeof f.value === "number") ?? [];

  test("given any valid inputs, then every figure is finite and non-negative and the instalments rise to the year's advance tax", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        for (const f of numbers(result)) {
          expect(Number.isFinite(f.value)).toBe(true);
          expect(f.value as number).toBeGreaterThanOrEqual(0);
        }
        const dues = ["dueByJune", "dueBySeptember", "dueByDecember", "dueByMarch"].map((name) => figure(result, name) as number);
        for (let i = 1; i < dues.length; i++) expect(dues[i]).toBeGreaterThanOrEqual(dues[i - 1] as number);
        // the last instalment is the tax after TDS rounded to ₹10, or nothing when not due
        const afterTds = figure(result, "taxAfterTds") as number;
        expect(Math.abs((dues[3] as number) - (figure(result, "due") === "Yes" ? afterTds : 0))).toBeLessThanOrEqual(5);
      }),
      { numRuns: 300 },
    );
  });

  test("given more advance tax paid on any date, then neither kind of interest rises", () => {
    const field = fc.constantFrom("paidJun", "paidSep", "paidDec", "paidMar", "paidLate");
    fc.assert(
      fc.property(rawInputs, field, fc.integer({ min: 1, max: 5_000_000 }), (raw, name, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, [name]: String(Number(raw[name]) + extra) }).result;
        expect(figure(after, "interest234C") as number).toBeLessThanOrEqual(figure(before, "interest234C") as number);
        expect(figure(after, "interest234B") as number).toBeLessThanOrEqual(figure(before, "interest234B") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given a later payment month, then interest for default never falls", () => {
    const months = ["apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "jan", "feb", "mar"];
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 0, max: 10 }), (raw, index) => {
        const earlier = run({ ...raw, paidIn: months[index] as string }).result;
        const later = run({ ...raw, paidIn: months[index + 1] as string }).result;
        expect(figure(later, "interest234B") as number).toBeGreaterThanOrEqual(figure(earlier, "interest234B") as number);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(advanceTax.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("advance-tax calculator: its rules are dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => datedValues(ADVANCE_TAX_EXEMPTION_RULES[fy]).map((entry) => ({ fy, ...entry })));

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

describe("advance-tax calculator: dividends (`dividend`) and section names by year", () => {
  const dividendsOnly: RawInputs = { mode: "income", salary: "0", business: "0", other: "0", tds: "0", dividend: "21000000" };

  test("given ₹2.1 crore of dividends alone, tax year 2026-27, new regime, then the year's tax is ₹70,32,480 (15% surcharge cap)", () => {
    // 58,80,000 slab tax; income without dividends 0 ≤ 2 Cr → 15%: 8,82,000; 67,62,000 × 1.04 = 70,32,480 (errata)
    const { result, errors } = run(dividendsOnly);
    expect(errors).toEqual({});
    expect(figure(result, "estimatedTax")).toBe(7_032_480);
    const steps = result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.map((step) => step.label)).toContain("Surcharge at 15%");
    expect(steps.find((step) => step.label.startsWith("Dividends"))?.amount).toBe(21_000_000);
  });

  test("given the same dividends entered as other income, then the 25% band applies: ₹76,44,000", () => {
    // 58,80,000 × 1.25 × 1.04 = 76,44,000
    const { result } = run({ ...dividendsOnly, dividend: "0", other: "21000000" });
    expect(figure(result, "estimatedTax")).toBe(7_644_000);
  });

  test.each([
    { fy: "2025-26", deferment: "section 234C", default: "section 234B" },
    { fy: "2026-27", deferment: "section 425, formerly 234C", default: "section 424, formerly 234B" },
  ])("given $fy, then the interest figures name $deferment and $default", ({ fy, deferment, default: defaultName }) => {
    const { result } = run({ fy });
    const labels = result?.groups.flatMap((group) => group.figures).map((f) => f.label) ?? [];
    expect(labels).toContain(`Deferring instalments (${deferment})`);
    expect(labels).toContain(`Default in advance tax (${defaultName})`);
  });
});
