import fc from "fast-check";
import { rd } from "@/lib/calculators/rd";
import { RD_SCHEDULE_CAPTION } from "@/lib/calculators/rd/compute";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { formatInr } from "@/lib/format";
import { figure, runnerFor, money, sum } from "./run-calculator";

const run = runnerFor(rd);

/** The schedule, its CSV and the chart agree with each other and with the figures. */
function expectScheduleMatchesFigures(result: CalculatorResult) {
  const table = result.tables?.[0];
  const chart = result.chart;
  expect(table).toBeDefined();
  expect(chart).toBeDefined();
  if (!table || !chart) return;
  expect(table.caption).toBe(RD_SCHEDULE_CAPTION);
  expect(chart.tableCaption).toBe(table.caption);
  expect(table.csvFileName).toBe("rd-schedule.csv");
  expect(table.columns).toEqual(["Year", "Instalments", "Opening balance", "Deposited", "Interest", "Amount invested", "Total value"]);

  const csv = table.csvRows ?? [];
  expect(csv).toHaveLength(table.rows.length);
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
  expect(sum(column(3))).toBe(money(result, "deposited"));
  expect(sum(column(4))).toBe(money(result, "interest"));
  expect(column(6).at(-1)).toBe(money(result, "maturity"));
  // each row: opening + deposited + interest = closing; the next opens where this one closed
  csv.forEach((row, index) => {
    expect((row[2] as number) + (row[3] as number) + (row[4] as number)).toBe(row[6]);
    expect(row[2]).toBe(index === 0 ? 0 : csv[index - 1]?.[6]);
  });
  // the formatted rows show the same numbers
  table.rows.forEach((row, index) => {
    expect(row.slice(2)).toEqual(csv[index]?.slice(2).map((value) => formatInr(value as number)));
  });

  // the chart: one value per label, the table's own numbers, ending at the totals
  expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
  for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
  expect(chart.labels).toEqual(table.rows.map((row) => row[0]));
  expect(chart.series[0]?.values).toEqual(column(5));
  expect(chart.series[1]?.values).toEqual(column(6));
  expect(chart.series[0]?.values.at(-1)).toBe(money(result, "deposited"));
  expect(chart.series[1]?.values.at(-1)).toBe(money(result, "maturity"));
}

describe("RD calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "defaults (docs/tax-methods.md §31.3 ex. 1): ₹5,000 a month, 6.7%, 60 months → ₹3,56,829",
      raw: {},
      // i = 6.7/400 = 0.01675; (1.01675)^(60/3) = 1.01675^20 = 1.394067; 1 − 1.01675^(−1/3) = 0.00552179
      // M = 5,000 × 0.394067 / 0.00552179 = 3,56,829.14 → 3,56,829 (India Post: 50 × ₹7,136.58 = 3,56,829.00)
      // deposited 5,000 × 60 = 3,00,000; interest 3,56,829 − 3,00,000 = 56,829
      expected: { deposited: 300_000, interest: 56_829, maturity: 356_829 },
    },
    {
      scenario: "docs/tax-methods.md §31.3 ex. 3: ₹10,000 a month, 7%, 12 months → ₹1,24,621",
      raw: { monthly: "10000", rate: "7", months: "12" },
      // i = 0.0175; M = 10,000 × (1.0175^4 − 1) / (1 − 1.0175^(−1/3)) = 1,24,621.32 → 1,24,621; interest 4,621
      expected: { deposited: 120_000, interest: 4_621, maturity: 124_621 },
    },
    {
      scenario: "docs/tax-methods.md §31.3 ex. 3: ₹10,000 a month, 7%, 60 months → ₹7,19,328",
      raw: { monthly: "10000", rate: "7", months: "60" },
      // M = 10,000 × (1.0175^20 − 1) / (1 − 1.0175^(−1/3)) = 7,19,328 (to the rupee); deposited 6,00,000
      expected: { deposited: 600_000, interest: 119_328, maturity: 719_328 },
    },
    {
      scenario: "India Post's smallest account: ₹100 a month, 6.7%, 60 months → ₹7,137 (₹7,136.58 in the scheme's table)",
      raw: { monthly: "100" },
      // 3,56,829.14 ÷ 50 = 7,136.58 → 7,137 to the rupee
      expected: { deposited: 6_000, interest: 1_137, maturity: 7_137 },
    },
    {
      scenario: "a part-year: ₹10,000 a month, 7%, 18 months → ₹1,90,251",
      raw: { monthly: "10000", rate: "7", months: "18" },
      // M = 10,000 × (1.0175^6 − 1) / (1 − 1.0175^(−1/3)) = 1,90,250.996 → 1,90,251; deposited 1,80,000
      expected: { deposited: 180_000, interest: 10_251, maturity: 190_251 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
    expectScheduleMatchesFigures(result!);
  });

  test("given the defaults, then the summary states deposits, maturity and interest", () => {
    expect(run({}).result?.summary).toBe(
      "Depositing ₹5,000 a month for 5 years at 6.7% a year, compounded quarterly, you pay in ₹3,00,000 and receive ₹3,56,829 at maturity: ₹56,829 of interest.",
    );
  });

  test("given the defaults, then the schedule has the year-end balances of the formula", () => {
    // closing after 12, 24, 36, 48, 60 months: 62,210.16; 1,28,694.30; 1,99,746.04; 2,75,679.20; 3,56,829.14
    const table = run({}).result?.tables?.[0];
    expect(table?.csvRows).toEqual([
      [1, 12, 0, 60_000, 2_210, 60_000, 62_210],
      [2, 12, 62_210, 60_000, 6_484, 120_000, 128_694],
      [3, 12, 128_694, 60_000, 11_052, 180_000, 199_746],
      [4, 12, 199_746, 60_000, 15_933, 240_000, 275_679],
      [5, 12, 275_679, 60_000, 21_150, 300_000, 356_829],
    ]);
    expect(table?.rows[0]).toEqual(["Year 1", 12, "₹0", "₹60,000", "₹2,210", "₹60,000", "₹62,210"]);
  });

  test("given 18 months, then the second year is a part-year of 6 instalments", () => {
    const { result } = run({ monthly: "10000", rate: "7", months: "18" });
    expect(result?.chart?.labels).toEqual(["Year 1", "Year 2 (part)"]);
    expect(result?.tables?.[0]?.csvRows?.map((row) => row[1])).toEqual([12, 6]);
  });

  test("given India Post's terms, then a note says how the post office rounds; given other terms, then it does not", () => {
    expect(run({}).result?.notes?.some((note) => note.includes("₹7,136.58 for ₹100 a month"))).toBe(true);
    expect(run({ months: "36" }).result?.notes?.some((note) => note.includes("₹7,136.58 for ₹100 a month"))).toBe(false);
  });

  test("given the defaults, then every step of the breakdown names the rule behind it", () => {
    const steps = run({}).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(6);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    expect(steps.find((step) => step.label.startsWith("Maturity value:"))?.text).toBe("₹3,56,829.14");
  });

  test("given the defaults, then the query string carries the parameters monthly, rate and months", () => {
    expect(queryStringFor(rd, defaultRawInputs(rd))).toContain("monthly=5000&rate=6.7&months=60");
  });
});

describe("RD calculator: input validation", () => {
  test.each([
    ["monthly", "abc", /digits/],
    ["monthly", "-500", /digits/],
    ["monthly", "50", /at least ₹100/],
    ["monthly", "10000001", /at most ₹1,00,00,000/],
    ["monthly", "5000.50", /whole rupees/],
    ["rate", "0.5", /at least 1%/],
    ["rate", "16", /at most 15%/],
    ["rate", "6.755", /2 decimal places/],
    ["months", "5", /at least 6 months/],
    ["months", "121", /at most 120 months/],
    ["months", "12.5", /whole months/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given an unknown parameter, then it is ignored", () => {
    expect(run({ years: "abc" }).errors).toEqual({});
  });
});

describe("RD calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    monthly: fc.integer({ min: 100, max: 10_000_000 }).map(String),
    rate: fc.integer({ min: 100, max: 1_500 }).map((hundredths) => String(hundredths / 100)),
    months: fc.integer({ min: 6, max: 120 }).map(String),
  });

  test("given any valid inputs, then the schedule, CSV and chart add up to the figures and nothing is negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        expect(money(result, "deposited") + money(result, "interest")).toBe(money(result, "maturity"));
        expect(money(result, "deposited")).toBe(Number(raw.monthly) * Number(raw.months));
        expect(sum(result!.tables![0]!.csvRows!.map((row) => row[1] as number))).toBe(Number(raw.months));
        expect(money(result, "interest")).toBeGreaterThan(0);
        expectScheduleMatchesFigures(result!);
      }),
      { numRuns: 100 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(rd.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
