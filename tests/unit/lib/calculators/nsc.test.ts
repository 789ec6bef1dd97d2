import fc from "fast-check";
import { nsc } from "@/lib/calculators/nsc";
import { NSC_SCHEDULE_CAPTION } from "@/lib/calculators/nsc/compute";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { formatInr } from "@/lib/format";
import { figure, runnerFor, money, sum } from "./run-calculator";

const run = runnerFor(nsc);

/** The schedule, its CSV and the chart agree with each other and with the figures. */
function expectScheduleMatchesFigures(result: CalculatorResult, amount: number) {
  const table = result.tables?.[0];
  const chart = result.chart;
  expect(table).toBeDefined();
  expect(chart).toBeDefined();
  if (!table || !chart) return;
  expect(table.caption).toBe(NSC_SCHEDULE_CAPTION);
  expect(chart.tableCaption).toBe(table.caption);
  expect(table.csvFileName).toBe("nsc-schedule.csv");
  expect(table.columns).toEqual(["Year", "Opening balance", "Interest accrued", "Deemed reinvested (section 123 / 80C)", "Amount invested", "Total value"]);

  const csv = table.csvRows ?? [];
  expect(csv).toHaveLength(5);
  expect(table.rows).toHaveLength(5);
  for (const row of csv) {
    expect(row).toHaveLength(table.columns.length);
    for (const cell of row) {
      expect(typeof cell).toBe("number");
      expect(Number.isInteger(cell)).toBe(true);
      expect(cell as number).toBeGreaterThanOrEqual(0);
    }
  }
  const column = (index: number) => csv.map((row) => row[index] as number);
  // rows add up to the totals
  expect(sum(column(2))).toBe(money(result, "interest"));
  expect(sum(column(3))).toBe(money(result, "reinvestedInterest"));
  expect(column(3)[4]).toBe(0);
  expect(column(5).at(-1)).toBe(money(result, "maturity"));
  expect(money(result, "maturity") - money(result, "interest")).toBe(amount);
  csv.forEach((row, index) => {
    expect((row[1] as number) + (row[2] as number)).toBe(row[5]);
    expect(row[1]).toBe(index === 0 ? amount : csv[index - 1]?.[5]);
  });
  // the formatted rows show the same numbers
  table.rows.forEach((row, index) => expect(row.slice(1)).toEqual(csv[index]?.slice(1).map((value) => formatInr(value as number))));

  // the chart: one value per label, the table's own numbers, ending at the totals
  expect(chart.labels).toEqual(["Year 1", "Year 2", "Year 3", "Year 4", "Year 5"]);
  expect(chart.labels).toEqual(table.rows.map((row) => row[0]));
  expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
  for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
  expect(chart.series[0]?.values).toEqual(column(4));
  expect(chart.series[1]?.values).toEqual(column(5));
  expect(chart.series[0]?.values.at(-1)).toBe(amount);
  expect(chart.series[1]?.values.at(-1)).toBe(money(result, "maturity"));
}

describe("NSC calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "defaults (docs/tax-methods.md §37): ₹1,00,000 at 7.7% → ₹1,44,903",
      raw: {},
      // per ₹1,000: 1,000 × 1.077^5 = 1,449.0338 → 1,449.03; × 100 = 1,44,903
      // years 1–4 per ₹1,000: 77.00 + 82.93 + 89.31 + 96.19 = 345.43 → × 100 = 34,543 deemed reinvested
      expected: { interest: 44_903, maturity: 144_903, reinvestedInterest: 34_543, perThousand: 1_449.03 },
    },
    {
      scenario: "Appendix C vector 29: ₹1,000 at 7.7% → ₹1,449.03, paid as ₹1,449",
      raw: { amount: "1000" },
      // 1,449.03 rounded to the rupee; years 1–4: 345.43 → 1,345 closing, so 345 of interest
      expected: { interest: 449, maturity: 1_449, reinvestedInterest: 345, perThousand: 1_449.03 },
    },
    {
      scenario: "docs/tax-methods.md §37: ₹1,50,000 (the whole 80C limit) → ₹2,17,355",
      raw: { amount: "150000" },
      // 1,449.03 × 150 = 2,17,354.50 → 2,17,355 (half up); years 1–4: 345.43 × 150 = 51,814.50 → 51,815
      expected: { interest: 67_355, maturity: 217_355, reinvestedInterest: 51_815 },
    },
    {
      scenario: "₹5,00,000: the scheme's proportion gives ₹7,24,515 (not 5,00,000 × 1.077^5 = ₹7,24,517)",
      raw: { amount: "500000" },
      // 1,449.03 × 500 = 7,24,515; the unrounded 1,449.0338 × 500 = 7,24,516.90 would give 7,24,517
      expected: { interest: 224_515, maturity: 724_515 },
    },
    {
      scenario: "₹1,500, not a multiple of ₹1,000: ₹2,174",
      raw: { amount: "1500" },
      // 1,449.03 × 1.5 = 2,173.545 → 2,174
      expected: { interest: 674, maturity: 2_174 },
    },
    {
      scenario: "an older certificate at 6.8%: ₹1,00,000 → ₹1,38,949",
      raw: { rate: "6.8" },
      // 1,000 × 1.068^5 = 1,389.49 (year by year: 68.00, 72.62, 77.56, 82.84, 88.47) → × 100 = 1,38,949
      expected: { interest: 38_949, maturity: 138_949, perThousand: 1_389.49 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
    expectScheduleMatchesFigures(result!, Number(raw.amount ?? 100_000));
  });

  test("given the defaults, then the schedule holds the scheme's yearly interest, scaled", () => {
    // per ₹1,000: 77.00, 82.93, 89.31, 96.19, 103.60 → × 100
    expect(run({}).result?.tables?.[0]?.csvRows).toEqual([
      [1, 100_000, 7_700, 7_700, 100_000, 107_700],
      [2, 107_700, 8_293, 8_293, 100_000, 115_993],
      [3, 115_993, 8_931, 8_931, 100_000, 124_924],
      [4, 124_924, 9_619, 9_619, 100_000, 134_543],
      [5, 134_543, 10_360, 0, 100_000, 144_903],
    ]);
  });

  test("given the defaults, then the summary and the breakdown give the scheme's figures", () => {
    const { result } = run({});
    expect(result?.summary).toBe(
      "₹1,00,000 in NSC at 7.7% a year, compounded yearly, grows to ₹1,44,903 after 5 years: ₹44,903 of interest, of which ₹34,543 (years 1 to 4) counts again for section 123 (section 80C of the 1961 Act) in the old regime.",
    );
    const table = result?.breakdown.find((section) => section.title.startsWith("Interest on ₹1,000"));
    expect(table?.steps.map((step) => step.text)).toEqual(["₹77.00", "₹82.93", "₹89.31", "₹96.19", "₹103.60"]);
  });

  test("given the defaults, then every step of the breakdown names the rule behind it", () => {
    const steps = run({}).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(10);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });

  test("given a rate other than 7.7%, then a note says which rate applies; given 7.7%, then not", () => {
    expect(run({ rate: "6.8" }).result?.notes?.some((note) => note.startsWith("You entered 6.8%"))).toBe(true);
    expect(run({}).result?.notes?.some((note) => note.startsWith("You entered"))).toBe(false);
  });

  test("given the defaults, then the query string carries the contract's parameters", () => {
    expect(queryStringFor(nsc, defaultRawInputs(nsc))).toContain("amount=100000&rate=7.7");
  });
});

describe("NSC calculator: input validation", () => {
  test.each([
    ["amount", "abc", /digits/],
    ["amount", "999", /at least ₹1,000/],
    ["amount", "1050", /multiples of ₹100: enter ₹1,000 or ₹1,100/],
    ["amount", "100050", /multiples of ₹100: enter ₹1,00,000 or ₹1,00,100/],
    ["amount", "1000000100", /at most ₹1,00,00,00,000/],
    ["amount", "1000.50", /whole rupees/],
    ["rate", "0", /at least 1%/],
    ["rate", "16", /at most 15%/],
    ["rate", "7.725", /2 decimal places/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });
});

describe("NSC calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    amount: fc.integer({ min: 10, max: 10_000_000 }).map((hundreds) => String(hundreds * 100)),
    rate: fc.integer({ min: 100, max: 1_500 }).map((hundredths) => String(hundredths / 100)),
  });

  test("given any valid inputs, then the schedule, CSV and chart add up to the figures and nothing is negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        expect(money(result, "interest")).toBeGreaterThan(0);
        expectScheduleMatchesFigures(result!, Number(raw.amount));
      }),
      { numRuns: 100 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(nsc.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
