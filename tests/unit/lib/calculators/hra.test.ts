import fc from "fast-check";
import { hra } from "@/lib/calculators/hra";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { HRA_RULES } from "@/lib/tax/hra-rules";
import { FINANCIAL_YEARS, financialYearDates } from "@/lib/tax/years";
import { runnerFor, figure, money } from "./run-calculator";

const run = runnerFor(hra);



interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number>;
}

describe("hra calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: tax year 2026-27, metro, basic 6 lakh, HRA 2.4 lakh, rent 2.4 lakh: ₹1,80,000 exempt",
      raw: {},
      // (a) 2,40,000; (b) 2,40,000 − 10% × 6,00,000 = 1,80,000; (c) 50% × 6,00,000 = 3,00,000 → least 1,80,000
      expected: { exemptHra: 180_000, taxableHra: 60_000, newExemptHra: 0, newTaxableHra: 240_000, limitRentExcess: 180_000, bindingLimit: "(b) rent paid less 10% of salary" },
    },
    {
      scenario: "docs/tax-methods.md §6.3 ex. 1: Mumbai, FY 2025-26, basic 6 lakh, HRA 2.4 lakh, rent 3 lakh: all ₹2,40,000 exempt",
      raw: { fy: "2025-26", basic: "600000", hraReceived: "240000", rent: "300000", metro: "1" },
      // (a) 2,40,000; (b) 3,00,000 − 60,000 = 2,40,000; (c) 3,00,000 → 2,40,000 exempt, (a) and (b) tie
      expected: {
        exemptHra: 240_000,
        taxableHra: 0,
        newTaxableHra: 240_000,
        limitHraReceived: 240_000,
        limitRentExcess: 240_000,
        limitSalaryShare: 300_000,
        bindingLimit: "(a) HRA received and (b) rent paid less 10% of salary, equal",
      },
    },
    {
      scenario: "docs/tax-methods.md §6.3 ex. 2: Bengaluru at 40% in FY 2025-26, basic 4.8 lakh, HRA 1.92 lakh, rent 1.8 lakh: ₹1,32,000 exempt",
      raw: { fy: "2025-26", basic: "480000", hraReceived: "192000", rent: "180000", metro: "0" },
      // (a) 1,92,000; (b) 1,80,000 − 48,000 = 1,32,000; (c) 40% × 4,80,000 = 1,92,000 → 1,32,000; taxable 60,000
      expected: { exemptHra: 132_000, taxableHra: 60_000, limitSalaryShare: 192_000, bindingLimit: "(b) rent paid less 10% of salary" },
    },
    {
      scenario: "docs/tax-methods.md §6.3 ex. 3: Delhi, FY 2024-25, basic 6 lakh, HRA 3 lakh, rent 1.2 lakh: ₹60,000 exempt",
      raw: { fy: "2024-25", basic: "600000", hraReceived: "300000", rent: "120000", metro: "1" },
      // (b) 1,20,000 − 60,000 = 60,000 is the least → taxable 3,00,000 − 60,000 = 2,40,000
      expected: { exemptHra: 60_000, taxableHra: 240_000, newTaxableHra: 300_000 },
    },
    {
      scenario: "Bengaluru in tax year 2026-27 (now a 50% city), basic 4.8 lakh, HRA 2.5 lakh, rent 3 lakh: ₹2,40,000 exempt",
      raw: { fy: "2026-27", basic: "480000", hraReceived: "250000", rent: "300000", metro: "1" },
      // (a) 2,50,000; (b) 3,00,000 − 48,000 = 2,52,000; (c) 50% × 4,80,000 = 2,40,000 → 2,40,000; taxable 10,000
      expected: { exemptHra: 240_000, taxableHra: 10_000, limitSalaryShare: 240_000, bindingLimit: "(c) 50% of salary" },
    },
    {
      scenario: "Pune in FY 2025-26 (not a rule 2A city, 40%), basic 6 lakh, HRA 3 lakh, rent 3.6 lakh: ₹2,40,000 exempt",
      raw: { fy: "2025-26", basic: "600000", hraReceived: "300000", rent: "360000", metro: "0" },
      // (a) 3,00,000; (b) 3,60,000 − 60,000 = 3,00,000; (c) 40% × 6,00,000 = 2,40,000 → 2,40,000; taxable 60,000
      expected: { exemptHra: 240_000, taxableHra: 60_000, limitSalaryShare: 240_000, bindingLimit: "(c) 40% of salary" },
    },
    {
      scenario: "Pune in tax year 2026-27 (a 50% city on the draft 2026 list), same figures: all ₹3,00,000 exempt",
      raw: { fy: "2026-27", basic: "600000", hraReceived: "300000", rent: "360000", metro: "1" },
      // (a) 3,00,000; (b) 3,00,000; (c) 50% × 6,00,000 = 3,00,000 → 3,00,000, all three equal; taxable 0
      expected: {
        exemptHra: 300_000,
        taxableHra: 0,
        limitSalaryShare: 300_000,
        bindingLimit: "(a) HRA received and (b) rent paid less 10% of salary and (c) 50% of salary, equal",
      },
    },
    {
      scenario: "the same home counted at 40% (a city outside the list): ₹1,92,000 exempt",
      raw: { fy: "2026-27", basic: "480000", hraReceived: "250000", rent: "300000", metro: "0" },
      // (c) 40% × 4,80,000 = 1,92,000 → exempt 1,92,000; taxable 2,50,000 − 1,92,000 = 58,000
      expected: { exemptHra: 192_000, taxableHra: 58_000, bindingLimit: "(c) 40% of salary" },
    },
    {
      scenario: "rent exactly 10% of salary (basic 6 lakh, rent 60,000): nothing exempt",
      raw: { basic: "600000", hraReceived: "100000", rent: "60000" },
      // (b) 60,000 − 60,000 = 0 → exempt 0; taxable 1,00,000
      expected: { exemptHra: 0, taxableHra: 100_000, limitRentExcess: 0 },
    },
    {
      scenario: "rent ₹1 above 10% of salary: ₹1 exempt",
      raw: { basic: "600000", hraReceived: "100000", rent: "60001" },
      // (b) 60,001 − 60,000 = 1
      expected: { exemptHra: 1, taxableHra: 99_999 },
    },
    {
      scenario: "rent below 10% of salary: limit (b) is nil, not negative",
      raw: { basic: "600000", hraReceived: "100000", rent: "30000" },
      // 30,000 − 60,000 < 0 → 0
      expected: { exemptHra: 0, taxableHra: 100_000, limitRentExcess: 0 },
    },
    {
      scenario: "paise in 10% of salary (basic 4,80,005): the tenth is rounded up, ₹1,31,999 exempt",
      raw: { basic: "480005", hraReceived: "200000", rent: "180000", metro: "0" },
      // 10% × 4,80,005 = 48,000.50 → 48,001; (b) 1,80,000 − 48,000.50 = 1,31,999.50 → 1,31,999;
      // (c) 40% × 4,80,005 = 1,92,002 → exempt 1,31,999; taxable 2,00,000 − 1,31,999 = 68,001
      expected: { exemptHra: 131_999, taxableHra: 68_001, limitSalaryShare: 192_002 },
    },
    {
      scenario: "paise in half the salary (basic 1,00,001, metro): limit (c) ₹50,000, paise dropped",
      raw: { basic: "100001", hraReceived: "60000", rent: "200000", metro: "1" },
      // (c) 50% × 1,00,001 = 50,000.50 → 50,000; (b) 2,00,000 − 10,000.10 → 1,89,999; (a) 60,000 → 50,000
      expected: { exemptHra: 50_000, taxableHra: 10_000, limitSalaryShare: 50_000, limitRentExcess: 189_999 },
    },
    {
      scenario: "monthly entry, basic 50,000, HRA 20,000, rent 20,000 a month: the same ₹1,80,000 for the year",
      raw: { entry: "monthly", basicMonthly: "50000", hraReceivedMonthly: "20000", rentMonthly: "20000" },
      // yearly 6,00,000 / 2,40,000 / 2,40,000: (b) 2,40,000 − 60,000 = 1,80,000; (c) 3,00,000
      expected: { exemptHra: 180_000, taxableHra: 60_000, newTaxableHra: 240_000 },
    },
    {
      scenario: "monthly entry, non-metro, basic 35,000, HRA 14,000, rent 15,000 a month: ₹1,38,000 exempt",
      raw: { entry: "monthly", basicMonthly: "35000", hraReceivedMonthly: "14000", rentMonthly: "15000", metro: "0" },
      // yearly 4,20,000 / 1,68,000 / 1,80,000: (b) 1,80,000 − 42,000 = 1,38,000; (c) 40% × 4,20,000 = 1,68,000 → 1,38,000
      expected: { exemptHra: 138_000, taxableHra: 30_000 },
    },
    {
      scenario: "no HRA received: nothing to exempt",
      raw: { hraReceived: "0", rent: "240000" },
      expected: { exemptHra: 0, taxableHra: 0, newTaxableHra: 0 },
    },
    {
      scenario: "basic of nil: limit (c) is nil, so nothing is exempt",
      raw: { basic: "0", hraReceived: "120000", rent: "240000" },
      // (c) 50% × 0 = 0
      expected: { exemptHra: 0, taxableHra: 120_000, limitSalaryShare: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary gives the exempt and taxable HRA and the new regime's figure", () => {
    expect(run({}).result?.summary).toBe(
      "₹1,80,000 of your ₹2,40,000 HRA is exempt in the old regime for tax year 2026-27, leaving ₹60,000 taxable. In the new regime all ₹2,40,000 is taxable.",
    );
  });

  test("given rent not above 10% of salary, then the summary says why nothing is exempt", () => {
    expect(run({ fy: "2025-26", basic: "600000", hraReceived: "100000", rent: "60000" }).result?.summary).toBe(
      "None of your ₹1,00,000 HRA is exempt for FY 2025-26 (AY 2026-27): your rent (₹60,000) is not more than 10% of your salary (₹60,000). All of it is taxable in both regimes.",
    );
  });

  test("given a basic of nil, then the summary says limit (c) is nil", () => {
    expect(run({ basic: "0", hraReceived: "120000" }).result?.summary).toBe(
      "None of your ₹1,20,000 HRA is exempt for tax year 2026-27: your salary for HRA (basic + DA) is nil, so limit (c) is nil too. All of it is taxable in both regimes.",
    );
  });

  test("given no HRA, then the summary and the notes point to section 80GG", () => {
    const { result } = run({ hraReceived: "0" });
    expect(result?.summary).toMatch(/section 80GG/);
    expect(result?.notes?.some((note) => note.includes("Form 10BA"))).toBe(true);
  });

  test.each([
    ["rent ₹1,00,000 a year", "100000", /needs no landlord's PAN/],
    ["rent ₹1,00,001 a year", "100001", /needs your landlord's PAN/],
  ])("given %s, then the landlord's PAN note says so (more than ₹1,00,000 needs it)", (_, rent, note) => {
    const notes = run({ rent }).result?.notes ?? [];
    expect(notes.some((text) => note.test(text))).toBe(true);
  });

  test.each([
    ["₹6,00,000 a year (₹50,000 a month)", "600000", false],
    ["₹6,00,012 a year", "600012", true],
  ])("given rent of %s, then the note on TDS from rent appears only above ₹50,000 a month: %p", (_, rent, shown) => {
    const notes = run({ rent }).result?.notes ?? [];
    expect(notes.some((text) => text.includes("194-IB"))).toBe(shown);
  });

  test("given tax year 2026-27 and a metro home, then limit (c) names the eight cities of the 2026 rules", () => {
    const { result } = run({ fy: "2026-27" });
    const label = result?.groups.flatMap((group) => group.figures).find((f) => f.name === "limitSalaryShare")?.label;
    expect(label).toBe("(c) 50% of salary (home in Mumbai, Delhi, Kolkata, Chennai, Bengaluru, Hyderabad, Pune or Ahmedabad)");
  });

  test.each([
    ["2026-27", true],
    ["2025-26", false],
  ])("given FY %s, then the unconfirmed 2026 city list is shown as an assumption: %p", (fy, shown) => {
    const notes = run({ fy }).result?.notes ?? [];
    expect(notes.some((note) => /Assumption \(unconfirmed\).*G\.S\.R\. 198\(E\).*Pune/.test(note))).toBe(shown);
  });

  test("given FY 2025-26 and a metro home, then limit (c) names the four cities of rule 2A", () => {
    const { result } = run({ fy: "2025-26" });
    const label = result?.groups.flatMap((group) => group.figures).find((f) => f.name === "limitSalaryShare")?.label;
    expect(label).toBe("(c) 50% of salary (home in Mumbai, Delhi, Kolkata or Chennai)");
  });

  test.each(FINANCIAL_YEARS)("given FY %s, then every step of the breakdown names the rule behind it", (fy) => {
    const { result } = run({ fy });
    const steps = result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(10);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });

  test("given monthly entry, then the query string carries the monthly parameters, not the yearly ones", () => {
    const query = queryStringFor(hra, { ...defaultRawInputs(hra), entry: "monthly" });
    expect(query).toContain("basicMonthly=50000");
    expect(query).not.toMatch(/[?&]basic=/);
  });
});

describe("hra calculator: input validation", () => {
  test.each([
    ["basic", "abc", /digits/],
    ["basic", "-5000", /digits/],
    ["hraReceived", "12.5", /whole rupees/],
    ["rent", "99999999999", /at most/],
    ["metro", "yes", /1 for yes or 0 for no/],
    ["fy", "2022-23", /Choose one of/],
    ["entry", "weekly", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given monthly entry and a bad monthly rent, then that field has a message and no figure is computed", () => {
    const { result, errors } = run({ entry: "monthly", rentMonthly: "lots" });
    expect(errors.rentMonthly).toMatch(/digits/);
    expect(result).toBeNull();
  });

  test("given invalid text in the fields of the other entry mode, then it is ignored", () => {
    const { result, errors } = run({ basicMonthly: "abc", rentMonthly: "-1" });
    expect(errors).toEqual({});
    expect(money(result, "exemptHra")).toBe(180_000);
  });

  test("given amounts typed with Indian grouping and ₹, then they are read as numbers", () => {
    const { result, errors } = run({ basic: "₹ 6,00,000", hraReceived: "2,40,000", rent: "3,00,000" });
    expect(errors).toEqual({});
    expect(money(result, "exemptHra")).toBe(240_000);
  });
});

describe("hra calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 50_000_000 });
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    basic: amount.map(String),
    hraReceived: amount.map(String),
    rent: amount.map(String),
    metro: fc.constantFrom("0", "1"),
  });

  test("given any valid inputs, then the figures are finite, non-negative, and exempt + taxable = HRA received", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value !== "number") continue;
          expect(Number.isInteger(f.value)).toBe(true);
          expect(f.value).toBeGreaterThanOrEqual(0);
        }
        const received = Number(raw.hraReceived);
        expect(money(result, "exemptHra") + money(result, "taxableHra")).toBe(received);
        expect(money(result, "exemptHra")).toBeLessThanOrEqual(Math.min(received, Number(raw.rent), Number(raw.basic) / 2));
        expect(money(result, "newTaxableHra")).toBe(received);
      }),
      { numRuns: 300 },
    );
  });

  test("given more rent or more HRA and everything else the same, then the exemption never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 5_000_000 }), fc.constantFrom("rent", "hraReceived"), (raw, extra, name) => {
        const before = money(run(raw).result, "exemptHra");
        const after = money(run({ ...raw, [name]: String(Number(raw[name]) + extra) }).result, "exemptHra");
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  test("given a home in a 50% city instead of elsewhere, then the exemption never falls", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        expect(money(run({ ...raw, metro: "1" }).result, "exemptHra")).toBeGreaterThanOrEqual(money(run({ ...raw, metro: "0" }).result, "exemptHra"));
      }),
      { numRuns: 200 },
    );
  });

  test("given monthly amounts, then the result equals yearly entry of twelve times each", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (raw, b, h, r) => {
        const monthly = run({ ...raw, entry: "monthly", basicMonthly: String(b), hraReceivedMonthly: String(h), rentMonthly: String(r) }).result;
        const yearly = run({ ...raw, entry: "yearly", basic: String(12 * b), hraReceived: String(12 * h), rent: String(12 * r) }).result;
        expect(money(monthly, "exemptHra")).toBe(money(yearly, "exemptHra"));
        expect(money(monthly, "taxableHra")).toBe(money(yearly, "taxableHra"));
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(hra.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("hra rules: every value is dated and sourced", () => {
  const values = FINANCIAL_YEARS.flatMap((fy) => Object.entries(HRA_RULES[fy]).map(([name, value]) => ({ fy, name, value })));

  test.each(values)("FY $fy $name has a reference, a unit and a date on or before the end of the year", ({ fy, value }) => {
    expect(value.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "percent", "days", "months", "date", "text", "flag", "list"]).toContain(value.unit);
    expect(value.effectiveFrom <= financialYearDates(fy).end).toBe(true);
  });

  test.each(values.filter(({ fy }) => fy >= "2026-27"))("FY $fy $name cites the Income-tax Act, 2025 or its Rules and applies from 1 April 2026", ({ value }) => {
    expect(value.reference).toMatch(/Income-tax Act, 2025|Income-tax Rules, 2026/);
    expect(value.effectiveFrom >= "2026-04-01").toBe(true);
  });
});
