import fc from "fast-check";
import { MONTHLY_CAPTION, YEARLY_CAPTION } from "@/lib/calculators/emi/schedule";
import { homeLoan } from "@/lib/calculators/home-loan";
import { OLD_REGIME_SLAB_RATES } from "@/lib/calculators/home-loan/fields";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult, ResultTable } from "@/lib/calculators/types";
import { figure, runnerFor, money, sum } from "./run-calculator";

const run = runnerFor(homeLoan);
const table = (result: CalculatorResult | null, caption: string): ResultTable => {
  const found = result?.tables?.find((candidate) => candidate.caption === caption);
  if (!found) throw new Error(`no table "${caption}"`);
  return found;
};
const column = (t: ResultTable, heading: string): number[] => (t.csvRows ?? []).map((row) => row[t.columns.indexOf(heading)] as number);

/** docs/tax-methods.md §38.2 ex. 1, the standard example, with ₹1 lakh prepaid once at the end of month 12. */
const standardWithPrepayment = { amount: "1000000", prepay: "100000", prepayType: "once", prepayMonth: "12" } as const;

describe("home loan calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number | string> }>([
    {
      scenario: "defaults, docs/tax-methods.md §38.2 ex. 2: ₹50 lakh at 8.5% for 20 years, old regime, 30%: EMI ₹43,391; deductions ₹2,00,000 + ₹99,511 save ₹93,447",
      raw: {},
      // EMI = 50,00,000 × 0.0070833 × 5.44959 ÷ 4.44959 = 43,391.16; paid 240 × 43,391.1617 = 1,04,13,878.80; interest 54,13,878.80
      // year 1: B_12 = 49,00,488.54 → principal 99,511.46; interest 12 × 43,391.1617 − 99,511.46 = 4,21,182.48
      // s.24(b): lower of 4,21,182 and 2,00,000 = 2,00,000; s.80C: lower of 99,511 and 1,50,000 = 99,511
      // tax saved: 2,99,511 × 30% × 1.04 = 93,447.43 → 93,447
      expected: {
        emi: 43_391,
        totalInterest: 54_13_879,
        totalPayment: 1_04_13_879,
        totalPrepaid: 0,
        interestSaved: 0,
        monthsSaved: 0,
        newTenure: "20 years",
        interestDeduction: 2_00_000,
        principalDeduction: 99_511,
        taxSaved: 93_447,
      },
    },
    {
      scenario: "the same loan at a 20% slab: ₹62,298 saved",
      raw: { slab: "20" },
      // 2,99,511 × 20% × 1.04 = 62,298.29 → 62,298
      expected: { interestDeduction: 2_00_000, principalDeduction: 99_511, taxSaved: 62_298 },
    },
    {
      scenario: "the same loan at a 5% slab: ₹15,575 saved",
      raw: { slab: "5" },
      // 2,99,511 × 5% × 1.04 = 15,574.57 → 15,575
      expected: { taxSaved: 15_575 },
    },
    {
      scenario: "the same loan with ₹1,00,000 of other 80C investments: only ₹50,000 of principal fits, ₹78,000 saved",
      raw: { other80c: "100000" },
      // room 1,50,000 − 1,00,000 = 50,000; deductions 2,00,000 + 50,000 = 2,50,000; × 0.312 = 78,000
      expected: { interestDeduction: 2_00_000, principalDeduction: 50_000, taxSaved: 78_000 },
    },
    {
      scenario: "the same loan with the 80C limit already used: interest only, ₹62,400 saved",
      raw: { other80c: "200000" },
      // room max(0, 1,50,000 − 2,00,000) = 0; 2,00,000 × 0.312 = 62,400
      expected: { principalDeduction: 0, taxSaved: 62_400 },
    },
    {
      scenario: "the same loan in the new regime: no deduction for a self-occupied house, nothing saved",
      raw: { regime: "new" },
      expected: { emi: 43_391, interestDeduction: 0, principalDeduction: 0, taxSaved: 0 },
    },
    {
      scenario: "₹10 lakh at 8.5% for 20 years, ₹1 lakh prepaid after month 12, reducing the tenure: 48 months and ₹3,20,738 saved",
      raw: { ...standardWithPrepayment, prepayEffect: "tenure" },
      // B_12 = 9,80,097.71; less 1,00,000 → 8,80,097.71. Months left = −ln(1 − 8,80,097.71 × 0.0070833 ÷ 8,678.2323) ÷ ln(1.0070833) = 179.52:
      // 179 full EMIs and a last one of 4,495.24 → 192 months in all, 48 saved.
      // paid 12 × 8,678.2323 + 1,00,000 + 179 × 8,678.2323 + 4,495.24 = 17,62,037.61; interest 7,62,037.61 → 7,62,038
      // saved 10,82,776 − 7,62,038 = 3,20,738. Tax: interest 84,236 (below 2,00,000); principal 19,902 + 1,00,000 = 1,19,902 (below 1,50,000);
      // 2,04,138 × 0.312 = 63,691.06 → 63,691
      expected: {
        emi: 8_678,
        totalInterest: 7_62_038,
        totalPayment: 17_62_038,
        totalPrepaid: 1_00_000,
        interestSaved: 3_20_738,
        monthsSaved: 48,
        newTenure: "16 years",
        interestDeduction: 84_236,
        principalDeduction: 1_19_902,
        taxSaved: 63_691,
      },
    },
    {
      scenario: "the same prepayment reducing the EMI: EMI ₹7,793 from month 13, ₹1,01,882 saved, no months saved",
      raw: { ...standardWithPrepayment, prepayEffect: "emi" },
      // EMI' = 8,80,097.71 × i × (1 + i)^228 ÷ ((1 + i)^228 − 1) = 7,792.79 → 7,793
      // paid 12 × 8,678.2323 + 1,00,000 + 228 × 7,792.7867 = 19,80,894.16; interest 9,80,894 → saved 10,82,776 − 9,80,894 = 1,01,882
      expected: { emi: 8_678, reducedEmi: 7_793, totalInterest: 9_80_894, interestSaved: 1_01_882, monthsSaved: 0, newTenure: "20 years" },
    },
    {
      scenario: "₹50 lakh with ₹1 lakh prepaid every year from month 12: repaid in 14 years, ₹18,55,390 saved; 80C capped at ₹1,50,000",
      raw: { prepay: "100000", prepayType: "yearly", prepayMonth: "12" },
      // worked month by month with 40-digit decimals: prepayments at months 12, 24, …, 156 (13 × 1,00,000); the EMI of month 168 clears the loan
      // interest 35,58,489.47 → 35,58,489; saved 54,13,879 − 35,58,489 = 18,55,390; 240 − 168 = 72 months saved
      // tax: principal 99,511 + 1,00,000 = 1,99,511 → 80C 1,50,000; interest 2,00,000; 3,50,000 × 0.312 = 1,09,200
      expected: {
        totalPrepaid: 13_00_000,
        totalInterest: 35_58_489,
        totalPayment: 85_58_489,
        interestSaved: 18_55_390,
        monthsSaved: 72,
        newTenure: "14 years",
        interestDeduction: 2_00_000,
        principalDeduction: 1_50_000,
        taxSaved: 1_09_200,
      },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary states the EMI, the interest and the first year's tax saving", () => {
    expect(run({}).result?.summary).toBe(
      "A home loan of ₹50,00,000 at 8.5% over 20 years costs ₹43,391 a month, with ₹54,13,879 in interest. In the first year the old regime's deductions of ₹2,99,511 save about ₹93,447 of tax.",
    );
  });

  test("given a prepayment, then the summary states what it saves", () => {
    expect(run({ ...standardWithPrepayment }).result?.summary).toBe(
      "A home loan of ₹10,00,000 at 8.5% over 20 years costs ₹8,678 a month; your prepayments save ₹3,20,738 of interest and 48 months, cutting the interest to ₹7,62,038. In the first year the old regime's deductions of ₹2,04,138 save about ₹63,691 of tax.",
    );
  });

  test("given the new regime, then the summary says no deduction is allowed and the slab and 80C fields are hidden", () => {
    expect(run({ regime: "new" }).result?.summary).toMatch(/The new regime allows no deduction for a self-occupied house\.$/);
    expect(queryStringFor(homeLoan, { ...defaultRawInputs(homeLoan), regime: "new" })).not.toMatch(/slab=|other80c=/);
  });

  test("given the slab options, then they are the old regime's rates above nil: 5%, 20% and 30%", () => {
    expect(OLD_REGIME_SLAB_RATES).toEqual(["5", "20", "30"]);
  });

  test.each([
    ["2026-27", /Income-tax Act, 2025, provision corresponding to s\.24\(b\)/, /Income-tax Act, 2025, section 123 \(formerly s\.80C/],
    ["2025-26", /Income-tax Act, 1961, s\.24\(b\)/, /Income-tax Act, 1961, s\.80C/],
  ])("given tax year %s, then the deduction steps cite that year's Act", (fy, interestReference, principalReference) => {
    const steps = run({ fy }).result?.breakdown.find((section) => section.title.startsWith("Tax deductions"))?.steps ?? [];
    expect(steps.find((step) => step.label.startsWith("Interest deduction"))?.reference).toMatch(interestReference);
    expect(steps.find((step) => step.label.startsWith("Principal deduction"))?.reference).toMatch(principalReference);
  });

  test("given a prepayment, then every breakdown step names the rule behind it", () => {
    const { result } = run({ ...standardWithPrepayment, other80c: "50000" });
    const steps = result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(result?.breakdown.map((section) => section.title)).toEqual(["EMI on a reducing balance", "What the prepayments save", "Tax deductions for the first year, tax year 2026-27"]);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });

  test("given the defaults, then the query string carries the contract's parameters and hides the prepayment details", () => {
    const query = queryStringFor(homeLoan, defaultRawInputs(homeLoan));
    expect(query).toMatch(/^\?amount=5000000&rate=8\.5&years=20&months=0&prepay=0&/);
    expect(query).not.toMatch(/prepayType|prepayMonth|prepayEffect/);
  });
});

describe("home loan calculator: the schedule, its CSV and the chart", () => {
  const { result } = run({ prepay: "100000", prepayType: "yearly", prepayMonth: "12" });
  const yearly = table(result, YEARLY_CAPTION);
  const monthly = table(result, MONTHLY_CAPTION);

  test("given yearly prepayments, then the tables have a prepayment column and are offered as home-loan-schedule.csv and home-loan-monthly-schedule.csv", () => {
    expect(yearly.csvFileName).toBe("home-loan-schedule.csv");
    expect(monthly.csvFileName).toBe("home-loan-monthly-schedule.csv");
    expect(yearly.rows).toHaveLength(14);
    expect(monthly.rows).toHaveLength(168);
    expect(column(yearly, "Prepayment").slice(0, 3)).toEqual([1_00_000, 1_00_000, 1_00_000]);
    expect(column(yearly, "Prepayment").at(-1)).toBe(0);
  });

  test("given yearly prepayments, then the rows add up to the totals and end at nil", () => {
    for (const t of [yearly, monthly]) {
      expect(sum(column(t, "Interest"))).toBe(money(result, "totalInterest"));
      expect(sum(column(t, "Prepayment"))).toBe(money(result, "totalPrepaid"));
      expect(sum(column(t, "Principal")) + sum(column(t, "Prepayment"))).toBe(50_00_000);
      expect(column(t, "Closing balance").at(-1)).toBe(0);
    }
    expect(sum(column(yearly, "EMIs paid")) + sum(column(yearly, "Prepayment"))).toBe(money(result, "totalPayment"));
  });

  test("given the first loan year, then its interest and principal are the ones the tax steps use", () => {
    const steps = result?.breakdown.find((section) => section.title.startsWith("Tax deductions"))?.steps ?? [];
    expect(steps.find((step) => step.label.startsWith("Interest paid"))?.amount).toBe(column(yearly, "Interest")[0]);
    expect(steps.find((step) => step.label.startsWith("Principal repaid"))?.amount).toBe(column(yearly, "Principal")[0]! + column(yearly, "Prepayment")[0]!);
  });

  test("given yearly prepayments, then the chart has one value per year for each series and ends at the loan and the total interest", () => {
    const chart = result?.chart;
    expect(chart?.tableCaption).toBe(yearly.caption);
    for (const series of chart?.series ?? []) expect(series.values).toHaveLength(chart!.labels.length);
    expect(chart?.series[0]?.values).toEqual(column(yearly, "Principal repaid so far"));
    expect(chart?.series[0]?.values.at(-1)).toBe(50_00_000);
    expect(chart?.series[1]?.values.at(-1)).toBe(money(result, "totalInterest"));
  });

  test("given yearly prepayments, then the CSV rows are plain whole numbers", () => {
    for (const t of [yearly, monthly]) for (const row of t.csvRows ?? []) for (const cell of row) expect(Number.isInteger(cell)).toBe(true);
  });
});

describe("home loan calculator: input validation", () => {
  test.each([
    ["amount", "fifty lakh", /digits/],
    ["amount", "500", /at least ₹1,000/],
    ["rate", "60", /at most 50%/],
    ["years", "45", /at most 40 years/],
    ["prepay", "-1", /digits/],
    ["regime", "both", /Choose one of/],
    ["slab", "10", /Choose one of/],
    ["other80c", "abc", /digits/],
    ["fy", "2019-20", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test.each([
    ["prepayType", "monthly", /Choose one of/],
    ["prepayMonth", "0", /at least 1 month/],
    ["prepayMonth", "12.5", /whole months/],
    ["prepayEffect", "both", /Choose one of/],
  ])("given a prepayment and %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ prepay: "100000", [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a prepayment in or after the last month, then the month field says which months are left", () => {
    const { result, errors } = run({ years: "5", prepay: "100000", prepayMonth: "60" });
    expect(errors).toEqual({ prepayMonth: "Enter a month before the last EMI: at most month 59, as the loan runs 60 months." });
    expect(result).toBeNull();
  });

  test("given no prepayment, then invalid prepayment details and a month past a short tenure are ignored", () => {
    expect(run({ prepayType: "x", prepayMonth: "abc", prepayEffect: "y" }).errors).toEqual({});
    expect(run({ years: "0", months: "6" }).errors).toEqual({});
  });

  test("given the new regime, then invalid text in the hidden slab and 80C fields is ignored", () => {
    expect(run({ regime: "new", slab: "99", other80c: "abc" }).errors).toEqual({});
  });

  test("given a tenure of 0 years and 0 months, then the years field asks for at least a month", () => {
    expect(run({ years: "0", months: "0" }).errors).toEqual({ years: expect.stringMatching(/at least 1 month/) });
  });
});

describe("home loan calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    amount: fc.integer({ min: 1_000, max: 100_000_000 }).map(String),
    rate: fc.integer({ min: 0, max: 2_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
    years: fc.integer({ min: 2, max: 40 }).map(String),
    prepay: fc.oneof(fc.constant("0"), fc.integer({ min: 1, max: 10_000_000 }).map(String)),
    prepayType: fc.constantFrom("once", "yearly"),
    prepayMonth: fc.integer({ min: 1, max: 23 }).map(String),
    prepayEffect: fc.constantFrom("tenure", "emi"),
    regime: fc.constantFrom("old", "new"),
    slab: fc.constantFrom("5", "20", "30"),
    other80c: fc.integer({ min: 0, max: 300_000 }).map(String),
  });

  test("given any valid inputs, then the figures are whole and non-negative, prepaying never costs interest, and the deductions stay within their limits", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value !== "number") continue;
          expect(Number.isInteger(f.value)).toBe(true);
          expect(f.value).toBeGreaterThanOrEqual(0);
        }
        expect(money(result, "totalPayment")).toBe(Number(raw.amount) + money(result, "totalInterest"));
        expect(money(result, "interestDeduction")).toBeLessThanOrEqual(2_00_000);
        expect(money(result, "principalDeduction")).toBeLessThanOrEqual(Math.max(0, 1_50_000 - Number(raw.other80c)));
        if (raw.regime === "new") expect(money(result, "taxSaved")).toBe(0);
        const yearly = table(result, YEARLY_CAPTION);
        expect(sum(column(yearly, "Interest"))).toBe(money(result, "totalInterest"));
        expect(result?.chart?.series.every((series) => series.values.length === result.chart?.labels.length)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(homeLoan.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe("home loan calculator: section names by year", () => {
  test.each([
    ["2025-26", "Principal deduction, section 80C"],
    ["2026-27", "Principal deduction, section 123"],
  ])("given %s, then the principal figure reads \"%s\"", (fy, label) => {
    const labels = run({ fy, regime: "old" }).result?.groups.flatMap((group) => group.figures).map((f) => f.label) ?? [];
    expect(labels).toContain(label);
  });
});
