import fc from "fast-check";
import { cryptoTax } from "@/lib/calculators/crypto";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { VDA_TDS_RULES } from "@/lib/tax/crypto-tds";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(cryptoTax);


/** One transaction only. */
const one = (buy: string, sell: string) => ({ n: "1", buy1: buy, sell1: sell });

describe("crypto calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number | string> }>([
    {
      scenario: "defaults (CALCULATORS §23 ex 2): gain 50,000 on coin A, loss 30,000 on coin B: tax on 50,000 is ₹15,600",
      raw: {},
      // 30% × 50,000 = 15,000 + 4% = 15,600 (the loss is ignored); TDS 1% × (1,50,000 + 50,000) = 2,000
      expected: { vdaIncome: 50_000, lossIgnored: 30_000, tax: 15_600, tds: 2_000 },
    },
    {
      scenario: "CALCULATORS §23 ex 1: bought 1,00,000, sold 1,50,000: ₹15,600, TDS ₹1,500",
      raw: one("100000", "150000"),
      // 15,000 + 600 = 15,600; TDS 1% × 1,50,000 = 1,500 (the exchange fee is not entered: it is not deductible)
      expected: { vdaIncome: 50_000, lossIgnored: 0, tax: 15_600, tds: 1_500 },
    },
    {
      scenario: "CALCULATORS §23 ex 3: FY 2025-26, other income 6 lakh, crypto gain 1 lakh: the rebate does not touch crypto tax, ₹31,200",
      raw: { fy: "2025-26", other: "600000", ...one("0", "100000") },
      // total income 7,00,000 ≤ 12L; slab 5% × 2,00,000 = 10,000, rebated in full; crypto 30,000 + 1,200 = 31,200
      expected: { vdaIncome: 100_000, tax: 31_200, tds: 1_000 },
    },
    {
      scenario: "FY 2025-26, other income 11.8 lakh, gain 50,000: crossing ₹12 lakh costs part of the rebate, adds ₹31,200",
      raw: { fy: "2025-26", other: "1180000", ...one("100000", "150000") },
      // with: total 12,30,000; slab 20,000 + 10% × 3,80,000 = 58,000; crypto 15,000; marginal relief: 73,000 − 30,000
      // = 43,000 rebate (≤ slab tax) → 30,000 + 1,200 = 31,200; without: 11,80,000 → rebate 58,000 → nil
      expected: { tax: 31_200 },
    },
    {
      scenario: "FY 2025-26, other income 60 lakh, gain 10 lakh: 10% surcharge with no cap, adds ₹3,43,200",
      raw: { fy: "2025-26", other: "6000000", ...one("1000000", "2000000") },
      // with: slab on 60L = 3,00,000 + 30% × 36L = 13,80,000; crypto 3,00,000; 10% surcharge 1,68,000; no relief
      // (at 50L: 7,80,000 + 3,00,000 = 10,80,000 + 20L ceiling); cess 73,920 → 19,21,920
      // without: 13,80,000 × 1.10 = 15,18,000; cess 60,720 → 15,78,720. Difference 3,43,200 (= 3,00,000 × 1.1 × 1.04)
      expected: { tax: 343_200, tds: 20_000 },
    },
    {
      scenario: "old regime FY 2023-24, aged 60 to 79, other income 4 lakh, gain 1 lakh: the rebate covers slab tax only, ₹31,200",
      raw: { fy: "2023-24", regime: "old", age: "60to80", other: "400000", ...one("0", "100000") },
      // total income 5,00,000; slab 5% × 1,00,000 = 5,000 rebated; crypto 30,000 (no rebate, UNSURE default) + 1,200 = 31,200
      expected: { tax: 31_200 },
    },
    {
      scenario: "a loss only (bought 80,000, sold 50,000): no tax, but TDS of ₹500 on the sale value",
      raw: one("80000", "50000"),
      expected: { vdaIncome: 0, lossIgnored: 30_000, tax: 0, tds: 500 },
    },
    {
      scenario: "ten transactions, each bought at 10,000 and sold at 12,000: income 20,000, tax ₹6,240, TDS ₹1,200",
      raw: {
        n: "10",
        ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((row) => [[`buy${row}`, "10000"], [`sell${row}`, "12000"]])),
      },
      // 10 × 2,000 = 20,000 × 30% = 6,000 + 240 = 6,240; TDS 1% × 1,20,000 = 1,200
      expected: { vdaIncome: 20_000, tax: 6_240, tds: 1_200 },
    },
    {
      scenario: "n = 1 hides transaction 2: its default loss is not counted",
      raw: { n: "1" },
      // only 1,00,000 → 1,50,000: 15,600; TDS 1,500
      expected: { lossIgnored: 0, tax: 15_600, tds: 1_500 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
  });

  test.each([
    { scenario: "sale value exactly ₹10,000, exchange: within the limit, no TDS", raw: one("0", "10000"), tds: 0 },
    { scenario: "sale value ₹10,001, exchange: TDS 1% on the whole, ₹100", raw: one("0", "10001"), tds: 100 },
    { scenario: "sale value exactly ₹50,000, specified person: no TDS", raw: { ...one("0", "50000"), payer: "specified" }, tds: 0 },
    { scenario: "sale value ₹50,001, specified person: ₹500", raw: { ...one("0", "50001"), payer: "specified" }, tds: 500 },
    { scenario: "sale value ₹1,50,000 with no PAN: 20%, ₹30,000", raw: { ...one("100000", "150000"), pan: "0" }, tds: 30_000 },
    { scenario: "sale value ₹10,050, exchange: 100.50 rounds to ₹101", raw: one("0", "10050"), tds: 101 },
  ])("TDS: $scenario", ({ raw, tds }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    expect(figure(result, "tds")).toBe(tds);
  });

  test("given the defaults, then the summary states the tax and the ignored loss", () => {
    expect(run({}).result?.summary).toBe("Crypto gains of ₹50,000 add ₹15,600 to your tax for tax year 2026-27. The ₹30,000 of losses cannot be set off.");
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const steps = run({ other: "6000000" }).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThan(10);
    for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(10);
  });

  test("given every TDS rule of every year, then it has a reference and a date", () => {
    for (const rules of Object.values(VDA_TDS_RULES)) {
      for (const value of Object.values(rules)) {
        expect(value.reference).toMatch(/194S|206AA/);
        expect(value.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe("crypto calculator: input validation", () => {
  test.each([
    ["buy1", "abc", /digits/],
    ["sell1", "-100", /digits/],
    ["sell2", "1.5", /whole rupees/],
    ["n", "0", /at least 1/],
    ["n", "11", /at most 10/],
    ["n", "2.5", /whole/],
    ["fy", "2022-23", /Choose one of/],
    ["payer", "exchange", /Choose one of/],
    ["pan", "2", /1 for yes or 0 for no/],
    ["other", "99999999999", /at most/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given junk in a transaction beyond n, then the row is hidden and ignored", () => {
    const { result, errors } = run({ n: "2", buy5: "abc", sell5: "xyz" });
    expect(errors).toEqual({});
    expect(figure(result, "tax")).toBe(15_600);
  });
});

describe("crypto calculator: properties over random inputs", () => {
  const tens = (max: number) => fc.integer({ min: 0, max: max / 10 }).map((n) => String(n * 10));
  const rows = fc.array(fc.tuple(tens(20_000_000), tens(20_000_000)), { minLength: 1, maxLength: 10 });
  const rawInputs = fc
    .record({
      fy: fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27"),
      regime: fc.constantFrom("new", "old"),
      age: fc.constantFrom("below60", "60to80", "80plus"),
      other: tens(100_000_000),
      payer: fc.constantFrom("other", "specified"),
      pan: fc.constantFrom("1", "0"),
      rows,
    })
    .map(({ rows: transactions, ...rest }) => ({
      ...rest,
      n: String(transactions.length),
      ...Object.fromEntries(transactions.flatMap(([buy, sell], index) => [[`buy${index + 1}`, buy], [`sell${index + 1}`, sell]])),
    })) as fc.Arbitrary<RawInputs>;

  test("given any valid inputs, then every figure is finite and non-negative, and TDS is at most 20% of the sales", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          expect(Number.isFinite(f.value)).toBe(true);
          expect(f.value as number).toBeGreaterThanOrEqual(0);
        }
        const sales = Object.entries(raw).filter(([name]) => /^sell\d+$/.test(name)).reduce((sum, [, value]) => sum + Number(value), 0);
        expect(figure(result, "tds") as number).toBeLessThanOrEqual(Math.round(sales * 0.2));
      }),
      { numRuns: 300 },
    );
  });

  test("given a transaction at a loss added, then the tax does not change (s.115BBH(2)(b))", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (raw, loss, sale) => {
        const rowsNow = Number(raw.n);
        if (rowsNow >= 10) return;
        const before = run(raw).result;
        const next = rowsNow + 1;
        const after = run({ ...raw, n: String(next), [`buy${next}`]: String((sale + loss) * 10), [`sell${next}`]: String(sale * 10) }).result;
        expect(figure(after, "tax")).toBe(figure(before, "tax"));
        expect(figure(after, "vdaIncome")).toBe(figure(before, "vdaIncome"));
      }),
      { numRuns: 300 },
    );
  });

  test("given a higher sale value in one transaction, then the tax never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 1_000_000 }), (raw, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, sell1: String(Number(raw.sell1) + extra * 10) }).result;
        expect(figure(after, "tax") as number).toBeGreaterThanOrEqual(figure(before, "tax") as number);
        expect(figure(after, "tds") as number).toBeGreaterThanOrEqual(figure(before, "tds") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(cryptoTax.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("crypto calculator: sections named for the year (docs/tax-methods.md errata, section map)", () => {
  const text = (raw: RawInputs) => run(raw).result?.notes?.join(" ") ?? "";
  const tdsTitle = (raw: RawInputs) => run(raw).result?.breakdown.find((section) => section.title.startsWith("TDS"))?.title;
  const tdsLabel = (raw: RawInputs) =>
    run(raw).result?.groups.flatMap((group) => group.figures).find((candidate) => candidate.name === "tds")?.label;
  // new regime, other income ₹11 lakh, crypto gain ₹2 lakh: total income ₹13 lakh crosses the ₹12 lakh rebate limit
  const crossing = (fy: string) => ({ fy, regime: "new", other: "1100000", ...one("100000", "300000") });

  test("given FY 2025-26, then the rebate is the section 87A rebate and the TDS section 194S", () => {
    expect(text(crossing("2025-26"))).toContain("Crypto income changes your section 87A rebate");
    expect(text({ fy: "2025-26", regime: "old" })).toContain("we do not let the section 87A rebate reduce the tax on crypto income");
    expect(tdsTitle({ fy: "2025-26" })).toBe("TDS (section 194S)");
    expect(tdsLabel({ fy: "2025-26" })).toBe("TDS deducted (section 194S)");
    expect(text({ fy: "2025-26" })).not.toMatch(/section 156|section 393/);
  });

  test("given tax year 2026-27, then the rebate is the section 156 rebate and the TDS section 393", () => {
    expect(text(crossing("2026-27"))).toContain("Crypto income changes your section 156 rebate");
    expect(text({ fy: "2026-27", regime: "old" })).toContain("we do not let the section 156 rebate reduce the tax on crypto income");
    expect(text(crossing("2026-27"))).not.toMatch(/section 87A rebate/);
    expect(tdsTitle({ fy: "2026-27" })).toBe("TDS (section 393)");
    expect(tdsLabel({ fy: "2026-27" })).toBe("TDS deducted (section 393)");
    expect(text({ fy: "2026-27" })).toContain("the rebate is in section 156 (section 87A of the 1961 Act) and the TDS in the table of section 393 (section 194S)");
  });

  test("given the same inputs in both years, then only the words differ, not the figures", () => {
    const before = run(crossing("2025-26")).result;
    const after = run(crossing("2026-27")).result;
    for (const name of ["vdaIncome", "lossIgnored", "tax", "tds"]) expect(figure(after, name)).toBe(figure(before, name));
  });

  test("given the 2026-27 TDS rules, then they cite section 393 of the 2025 Act", () => {
    expect(VDA_TDS_RULES["2026-27"].rate.reference).toContain("Income-tax Act, 2025, section 393");
    expect(VDA_TDS_RULES["2025-26"].rate.reference).toContain("Income-tax Act, 1961, s.194S(1)");
  });

  test("given text shown for every year, then it names both Acts' rebate sections", () => {
    const answers = (cryptoTax.faq ?? []).map((entry) => entry.answer).join(" ");
    expect(answers).toContain("section 156 (section 87A of the 1961 Act)");
    expect((cryptoTax.explanation ?? []).join(" ")).toContain("section 123 (section 80C of the 1961 Act)");
  });
});
