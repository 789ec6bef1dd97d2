import fc from "fast-check";
import { leaveEncashment } from "@/lib/calculators/leave-encashment";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { LEAVE_ENCASHMENT_RULES } from "@/lib/tax/leave-encashment-rules";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax/years";
import { runnerFor, figure, money } from "./run-calculator";

const run = runnerFor(leaveEncashment);



interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number>;
}

describe("leave-encashment calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults, docs/tax-methods.md §9.2 ex. 1: private, 25 years, average ₹80,000, 400 days taken, ₹12 lakh received: ₹8,00,000 tax-free",
      raw: {},
      // (a) 12,00,000; (b) 25,00,000; (c) 10 × 80,000 = 8,00,000; (d) (30 × 25 − 400) = 350 days × 80,000 ÷ 30 = 9,33,333.33 → 9,33,333
      // exempt 8,00,000; taxable 12,00,000 − 8,00,000 = 4,00,000
      expected: {
        encashment: 1_200_000,
        exempt: 800_000,
        taxable: 400_000,
        leaveCreditDays: 350,
        limitLeaveCredit: 933_333,
        limitTenMonths: 800_000,
        limitCeiling: 2_500_000,
        bindingLimit: "10 months' average salary",
      },
    },
    {
      scenario: "docs/tax-methods.md §9.2 ex. 2: the same employee receiving ₹7,50,000: all tax-free",
      raw: { received: "750000" },
      expected: { exempt: 750_000, taxable: 0, bindingLimit: "The amount received" },
    },
    {
      scenario: "docs/tax-methods.md §9.2 ex. 3: State Government employee receiving ₹18 lakh on retirement: all tax-free",
      raw: { employer: "government", received: "1800000" },
      expected: { encashment: 1_800_000, exempt: 1_800_000, taxable: 0 },
    },
    {
      scenario: "government employee receiving ₹40 lakh, above the ₹25 lakh of others: all tax-free",
      raw: { employer: "government", received: "4000000" },
      expected: { exempt: 4_000_000, taxable: 0 },
    },
    {
      scenario: "leave encashed while in service, ₹2 lakh: all taxable",
      raw: { when: "inService", received: "200000" },
      expected: { exempt: 0, taxable: 200_000 },
    },
    {
      scenario: "a government employee encashing leave in service: still all taxable",
      raw: { when: "inService", employer: "government", received: "150000" },
      expected: { exempt: 0, taxable: 150_000 },
    },
    {
      scenario: "600 days taken: the leave credit's value, ₹4,00,000, is the least",
      raw: { leaveTaken: "600" },
      // (30 × 25 − 600) = 150 days × 80,000 ÷ 30 = 4,00,000; taxable 12,00,000 − 4,00,000 = 8,00,000
      expected: { leaveCreditDays: 150, limitLeaveCredit: 400_000, exempt: 400_000, taxable: 800_000, bindingLimit: "The value of the leave credit" },
    },
    {
      scenario: "45 days a year credited: only 30 count, ₹2,00,000 tax-free",
      raw: { avgSalary: "60000", years: "10", leavePerYear: "45", leaveTaken: "200", received: "500000" },
      // min(45, 30) = 30; 30 × 10 − 200 = 100 days × 60,000 ÷ 30 = 2,00,000; (c) 6,00,000 → exempt 2,00,000; taxable 3,00,000
      expected: { leaveCreditDays: 100, exempt: 200_000, taxable: 300_000 },
    },
    {
      scenario: "20 days a year credited: the employer's 20 days count, ₹3,00,000 tax-free",
      raw: { avgSalary: "60000", years: "10", leavePerYear: "20", leaveTaken: "50", received: "500000" },
      // 20 × 10 − 50 = 150 days × 60,000 ÷ 30 = 3,00,000
      expected: { leaveCreditDays: 150, exempt: 300_000, taxable: 200_000 },
    },
    {
      scenario: "45 days a year, 350 taken over 10 years: more than the 30-day count allows, so nothing is tax-free",
      raw: { avgSalary: "60000", years: "10", leavePerYear: "45", leaveTaken: "350", received: "500000" },
      // 30 × 10 − 350 < 0 → credit 0 days → exempt 0 (350 ≤ 45 × 10 = 450, so the input is possible)
      expected: { leaveCreditDays: 0, limitLeaveCredit: 0, exempt: 0, taxable: 500_000 },
    },
    {
      scenario: "leave taken exactly equal to all leave earned (30 × 25 = 750 days): nothing tax-free",
      raw: { leaveTaken: "750" },
      expected: { leaveCreditDays: 0, exempt: 0, taxable: 1_200_000 },
    },
    {
      scenario: "high earner: average ₹4 lakh, 30 years, ₹50 lakh received: the ₹25 lakh limit",
      raw: { avgSalary: "400000", years: "30", leaveTaken: "0", received: "5000000" },
      // (d) 900 days × 4,00,000 ÷ 30 = 1,20,00,000; (c) 40,00,000; (b) 25,00,000 → exempt 25,00,000; taxable 25,00,000
      expected: { exempt: 2_500_000, taxable: 2_500_000, bindingLimit: "The limit" },
    },
    {
      scenario: "the same with ₹10 lakh exempted before: ₹15 lakh of the limit left",
      raw: { avgSalary: "400000", years: "30", leaveTaken: "0", received: "5000000", earlier: "1000000" },
      // 25,00,000 − 10,00,000 = 15,00,000 → exempt 15,00,000; taxable 35,00,000
      expected: { limitCeiling: 1_500_000, exempt: 1_500_000, taxable: 3_500_000 },
    },
    {
      scenario: "the whole ₹25 lakh used before: nothing tax-free",
      raw: { earlier: "2500000" },
      expected: { limitCeiling: 0, exempt: 0, taxable: 1_200_000 },
    },
    {
      scenario: "paise in the leave credit's value (250 days at ₹80,002): ₹6,66,683",
      raw: { avgSalary: "80002", leaveTaken: "500", received: "700000" },
      // 250 × 80,002 ÷ 30 = 2,00,00,500 ÷ 30 = 6,66,683.33 → 6,66,683; (c) 8,00,020 → exempt 6,66,683; taxable 33,317
      expected: { limitLeaveCredit: 666_683, limitTenMonths: 800_020, exempt: 666_683, taxable: 33_317 },
    },
    {
      scenario: "received equal to ten months' salary (₹8 lakh): both limits named",
      raw: { received: "800000" },
      expected: { exempt: 800_000, taxable: 0, bindingLimit: "The amount received and 10 months' average salary, equal" },
    },
    {
      scenario: "FY 2023-24, the first year of the ₹25 lakh limit: the same ₹8,00,000 tax-free",
      raw: { fy: "2023-24" },
      expected: { exempt: 800_000, taxable: 400_000, limitCeiling: 2_500_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary gives the tax-free and taxable parts", () => {
    expect(run({}).result?.summary).toBe(
      "₹8,00,000 of your ₹12,00,000 leave encashment is tax-free under section 19(1), Sl. No. 14 of the Income-tax Act, 2025 for tax year 2026-27; the other ₹4,00,000 is taxed as salary.",
    );
  });

  test("given FY 2025-26 and a State Government employee, then the summary names section 10(10AA)(i)", () => {
    expect(run({ fy: "2025-26", employer: "government", received: "1800000" }).result?.summary).toBe(
      "All ₹18,00,000 of your leave encashment is tax-free under section 10(10AA)(i) for FY 2025-26 (AY 2026-27), in both regimes.",
    );
  });

  test("given leave encashed in service, then the summary says there is no exemption and no limits are shown", () => {
    const { result } = run({ when: "inService", received: "200000" });
    expect(result?.summary).toMatch(/^All ₹2,00,000 is taxable as salary/);
    expect(figure(result, "limitCeiling")).toBeUndefined();
  });

  test.each(FINANCIAL_YEARS.flatMap((fy) => ["leaving", "inService"].map((when) => ({ fy, when }))))("given FY $fy, encashed $when, then every step names the rule behind it", (raw) => {
    const steps = run({ ...raw, earlier: "100000" }).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(3);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });
});

describe("leave-encashment calculator: input validation", () => {
  test.each([
    ["received", "abc", /digits/],
    ["received", "12.5", /whole rupees/],
    ["avgSalary", "-80000", /digits/],
    ["years", "61", /at most 60 years/],
    ["leavePerYear", "367", /at most 366 days/],
    ["leaveTaken", "1.5", /whole days/],
    ["earlier", "2500001", /at most ₹25,00,000/],
    ["when", "retired", /Choose one of/],
    ["employer", "psu", /Choose one of/],
    ["fy", "2022-23", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given more leave taken than was ever credited (751 days against 30 × 25 = 750), then the leave-taken field says so and nothing is computed", () => {
    const { result, errors } = run({ leaveTaken: "751" });
    expect(errors).toEqual({
      leaveTaken: "You cannot have taken more leave (751 days) than you earned: 30 days × 25 years = 750 days. Check the leave taken, the leave a year and the years of service.",
    });
    expect(result).toBeNull();
  });

  test("given encashment in service or a government employee, then invalid text in the hidden fields is ignored", () => {
    expect(run({ when: "inService", employer: "x", avgSalary: "abc", leaveTaken: "99999" }).errors).toEqual({});
    expect(run({ employer: "government", years: "x", earlier: "-1" }).errors).toEqual({});
  });
});

describe("leave-encashment calculator: properties over random inputs", () => {
  const rawInputs = fc
    .record({
      fy: fc.constantFrom(...FINANCIAL_YEARS),
      when: fc.constantFrom("leaving", "inService"),
      employer: fc.constantFrom("private", "government"),
      received: fc.integer({ min: 0, max: 100_000_000 }),
      avgSalary: fc.integer({ min: 0, max: 2_000_000 }),
      years: fc.integer({ min: 0, max: 60 }),
      leavePerYear: fc.integer({ min: 0, max: 366 }),
      takenShare: fc.double({ min: 0, max: 1, noNaN: true }),
      earlier: fc.integer({ min: 0, max: 2_500_000 }),
    })
    .map(({ takenShare, ...values }) => {
      const raw: RawInputs = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));
      raw.leaveTaken = String(Math.floor(takenShare * values.leavePerYear * values.years));
      return raw;
    });

  test("given any valid inputs, then the figures are whole and non-negative and exempt + taxable = received", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value !== "number") continue;
          expect(Number.isInteger(f.value)).toBe(true);
          expect(f.value).toBeGreaterThanOrEqual(0);
        }
        expect(money(result, "exempt") + money(result, "taxable")).toBe(Number(raw.received));
        if (raw.when === "inService") expect(money(result, "exempt")).toBe(0);
        else if (raw.employer === "government") expect(money(result, "taxable")).toBe(0);
        else expect(money(result, "exempt")).toBeLessThanOrEqual(Math.min(2_500_000 - Number(raw.earlier), 10 * Number(raw.avgSalary)));
      }),
      { numRuns: 300 },
    );
  });

  test("given a higher salary, more years, more received or less leave taken, then the tax-free part never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.constantFrom("avgSalary", "years", "received", "leaveTaken"), fc.integer({ min: 1, max: 1_000 }), (raw, name, step) => {
        const value = Number(raw[name]);
        const changed = name === "leaveTaken" ? Math.max(0, value - step) : name === "years" ? Math.min(60, value + 1) : value + step * 100;
        const before = money(run(raw).result, "exempt");
        const after = money(run({ ...raw, [name]: String(changed) }).result, "exempt");
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given more exempted before, then the tax-free part never rises", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 2_500_000 }), (raw, extra) => {
        const before = money(run(raw).result, "exempt");
        const after = money(run({ ...raw, earlier: String(Math.min(2_500_000, Number(raw.earlier) + extra)) }).result, "exempt");
        expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(leaveEncashment.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("leave-encashment rules: every value is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => Object.entries(LEAVE_ENCASHMENT_RULES[fy]).map(([name, value]) => ({ fy, name, value })));

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
