import fc from "fast-check";
import { fixedDeposit } from "@/lib/calculators/fixed-deposit";
import { FD_SCHEDULE_CAPTION } from "@/lib/calculators/fixed-deposit/compute";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { formatInr } from "@/lib/format";
import { figure, runnerFor, money, sum } from "./run-calculator";

const run = runnerFor(fixedDeposit);

/** The schedule, its CSV and the chart agree with each other and with the figures. */
function expectScheduleMatchesFigures(result: CalculatorResult) {
  const table = result.tables?.[0];
  const chart = result.chart;
  expect(table).toBeDefined();
  expect(chart).toBeDefined();
  if (!table || !chart) return;
  expect(table.caption).toBe(FD_SCHEDULE_CAPTION);
  expect(chart.tableCaption).toBe(table.caption);
  expect(table.csvFileName).toBe("fixed-deposit-schedule.csv");

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
  const column = (name: string) => {
    const index = table.columns.indexOf(name);
    expect([name, index >= 0]).toEqual([name, true]);
    return csv.map((row) => row[index] as number);
  };
  const payout = table.columns.includes("Interest paid out");
  const interest = column(payout ? "Interest earned" : "Interest");
  const closing = column(payout ? "Held by the bank" : "Total value");
  const paidOut = payout ? column("Interest paid out") : csv.map(() => 0);

  // rows add up to the totals
  expect(sum(column("Deposited"))).toBe(column("Amount invested").at(-1));
  expect(sum(interest)).toBe(money(result, "interest"));
  expect(closing.at(-1)).toBe(money(result, "maturity"));
  if (payout && figure(result, "paidOut") !== undefined) expect(sum(paidOut)).toBe(money(result, "paidOut"));
  // each row: opening + deposited + interest − paid out = closing; the next opens where this one closed
  const opening = column("Opening balance");
  const deposited = column("Deposited");
  csv.forEach((_, index) => {
    expect(opening[index]! + deposited[index]! + interest[index]! - paidOut[index]!).toBe(closing[index]);
    expect(opening[index]).toBe(index === 0 ? 0 : closing[index - 1]);
  });
  // the formatted rows show the same numbers
  table.rows.forEach((row, index) => expect(row.slice(1)).toEqual(csv[index]?.slice(1).map((value) => formatInr(value as number))));

  // the chart: one value per label, the table's own numbers, ending at the totals
  expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
  for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
  expect(chart.labels).toEqual(table.rows.map((row) => row[0]));
  expect(chart.series[0]?.values).toEqual(column("Amount invested"));
  expect(chart.series[1]?.values).toEqual(column("Total value"));
  const principal = column("Amount invested").at(-1)!;
  expect(chart.series[1]?.values.at(-1)).toBe(principal + money(result, "interest"));
  if (!payout) expect(chart.series[1]?.values.at(-1)).toBe(money(result, "maturity"));
}

describe("fixed-deposit calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "defaults (docs/tax-methods.md §32.3 ex. 1): ₹1,00,000, 7%, 5 years, cumulative → ₹1,41,478",
      raw: {},
      // 20 quarters at 7/400 = 1.75%: 1,00,000 × 1.0175^20 = 1,00,000 × 1.4147782 = 1,41,477.82 → 1,41,478
      expected: { interest: 41_478, maturity: 141_478, appliedRate: 7 },
    },
    {
      scenario: "docs/tax-methods.md §32.3 ex. 2: ₹1,00,000, 6.5%, 5 years → ₹1,38,042",
      raw: { rate: "6.5" },
      // 1,00,000 × 1.01625^20 = 1,38,041.98 → 1,38,042
      expected: { interest: 38_042, maturity: 138_042 },
    },
    {
      scenario: "docs/tax-methods.md §32.3 ex. 3: ₹1,00,000, 7%, 180 days → simple interest ₹3,452",
      raw: { years: "0", days: "180" },
      // under six months: 1,00,000 × 7 × 180 ÷ 36,500 = 3,452.05 → 3,452
      expected: { interest: 3_452, maturity: 103_452 },
    },
    {
      scenario: "docs/tax-methods.md §32.3 ex. 3: ₹1,00,000, 7%, 1 year → ₹7,186",
      raw: { years: "1" },
      // 1,00,000 × 1.0175^4 = 1,07,185.903 → 1,07,186
      expected: { interest: 7_186, maturity: 107_186 },
    },
    {
      scenario: "senior citizen with the usual +0.5%: ₹1,00,000, 7.5%, 5 years → ₹1,44,995",
      raw: { senior: "1" },
      // 7 + 0.5 = 7.5%; 1,00,000 × (1 + 7.5/400)^20 = 1,00,000 × 1.01875^20 = 1,44,994.80 → 1,44,995
      expected: { interest: 44_995, maturity: 144_995, appliedRate: 7.5 },
    },
    {
      scenario: "a term in days: ₹1,00,000, 7%, 444 days → ₹1,08,810",
      raw: { years: "0", days: "444" },
      // 444 days = 4 full quarters (365 days) + 79 days; 1,00,000 × 1.0175^4 = 1,07,185.90;
      // × (1 + 7 × 79 ÷ 36,500) = 1,07,185.90 × 1.0151507 = 1,08,809.84 → 1,08,810
      expected: { interest: 8_810, maturity: 108_810 },
    },
    {
      scenario: "quarterly payout: ₹1,00,000, 7%, 5 years → ₹1,750 a quarter, the deposit back at maturity",
      raw: { payout: "quarterly" },
      // 1,00,000 × 7 ÷ 400 = 1,750 a quarter × 20 quarters = 35,000; nothing left over at maturity
      expected: { payoutAmount: 1_750, paidOut: 35_000, interest: 35_000, maturity: 100_000 },
    },
    {
      scenario: "monthly payout: ₹1,00,000, 7%, 5 years → ₹579.94 a month (discounted)",
      raw: { payout: "monthly" },
      // 1,750 ÷ [1 + 1.0058333 + 1.0058333²] = 1,750 ÷ 3.0175340 = 579.94375 → 579.94;
      // 60 × 579.94375 = 34,796.63 → 34,797
      expected: { payoutAmount: 579.94, paidOut: 34_797, interest: 34_797, maturity: 100_000 },
    },
    {
      scenario: "quarterly payout for 1 year 1 month: the last month's interest comes with the deposit",
      raw: { payout: "quarterly", years: "1", months: "1" },
      // 4 payouts of 1,750 = 7,000; the extra month: 1,00,000 × 7% ÷ 12 = 583.33 → paid at maturity 1,00,583
      expected: { payoutAmount: 1_750, paidOut: 7_000, interest: 7_583, maturity: 100_583 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
    expectScheduleMatchesFigures(result!);
  });

  test("given the defaults, then the summary states the maturity and the interest", () => {
    expect(run({}).result?.summary).toBe(
      "₹1,00,000 in a fixed deposit for 5 years at 7% a year, compounded quarterly, grows to ₹1,41,478 at maturity: ₹41,478 of interest.",
    );
  });

  test("given a senior citizen and a monthly payout, then the summary gives the rate with the extra and the payout to the paisa", () => {
    // 7 + 0.5 = 7.5%; quarter's interest 1,00,000 × 7.5 ÷ 400 = 1,875; 1 + 7.5/1200 = 1.00625
    // 1,875 ÷ (1 + 1.00625 + 1.00625²) = 1,875 ÷ 3.0188789 = 621.10998 → ₹621.11; × 60 = 37,266.60 → ₹37,267
    expect(run({ senior: "1", payout: "monthly" }).result?.summary).toBe(
      "₹1,00,000 for 5 years at 7.5% a year (7% plus the senior citizen's 0.5%) pays you ₹621.11 every month: 60 payouts, ₹37,267 in all. At maturity you get the deposit of ₹1,00,000 back.",
    );
  });

  test("given a cumulative deposit, then no payout figure is shown", () => {
    const { result } = run({});
    expect(figure(result, "payoutAmount")).toBeUndefined();
    expect(figure(result, "paidOut")).toBeUndefined();
  });

  test("given the defaults, then the schedule has the quarterly-compounded year-end balances", () => {
    // 1,00,000 × 1.0175^4k for k = 1..5: 1,07,185.90; 1,14,888.18; 1,23,143.96; 1,31,992.99; 1,41,477.82
    expect(run({}).result?.tables?.[0]?.csvRows).toEqual([
      [1, 0, 100_000, 7_186, 100_000, 107_186],
      [2, 107_186, 0, 7_702, 100_000, 114_888],
      [3, 114_888, 0, 8_256, 100_000, 123_144],
      [4, 123_144, 0, 8_849, 100_000, 131_993],
      [5, 131_993, 0, 9_485, 100_000, 141_478],
    ]);
  });

  test("given a quarterly payout, then the chart's total value counts the interest paid out", () => {
    const { result } = run({ payout: "quarterly" });
    expect(result?.chart?.series[1]?.values).toEqual([107_000, 114_000, 121_000, 128_000, 135_000]);
    expect(result?.chart?.series[0]?.values).toEqual([100_000, 100_000, 100_000, 100_000, 100_000]);
  });

  test("given 2 years 6 months, then the last row is a part-year", () => {
    expect(run({ years: "2", months: "6" }).result?.chart?.labels).toEqual(["Year 1", "Year 2", "Year 3 (part)"]);
  });

  test.each([
    ["cumulative", {}],
    ["simple", { years: "0", days: "90" }],
    ["broken period", { years: "1", days: "45" }],
    ["quarterly payout", { payout: "quarterly", years: "1", months: "1" }],
    ["monthly payout", { payout: "monthly", senior: "1" }],
  ])("given a %s deposit, then every step of the breakdown names the rule behind it", (_, raw) => {
    const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(5);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });

  test("given a term of exactly 5 years, then a note mentions the tax-saver FD; otherwise not", () => {
    expect(run({}).result?.notes?.some((note) => note.includes("tax-saver FD"))).toBe(true);
    expect(run({ years: "3" }).result?.notes?.some((note) => note.includes("tax-saver FD"))).toBe(false);
  });

  test("given the defaults, then the query string carries the contract's parameters", () => {
    expect(queryStringFor(fixedDeposit, defaultRawInputs(fixedDeposit))).toContain("amount=100000&rate=7&years=5&months=0&days=0");
  });
});

describe("fixed-deposit calculator: input validation", () => {
  test.each<[RawInputs, string, RegExp]>([
    [{ amount: "abc" }, "amount", /digits/],
    [{ amount: "999" }, "amount", /at least ₹1,000/],
    [{ amount: "1000000001" }, "amount", /at most ₹1,00,00,00,000/],
    [{ rate: "0.5" }, "rate", /at least 1%/],
    [{ rate: "15.5" }, "rate", /at most 15%/],
    [{ years: "11" }, "years", /at most 10 years/],
    [{ years: "1.5" }, "years", /whole years/],
    [{ months: "12" }, "months", /at most 11 months/],
    [{ days: "3651" }, "days", /at most 3650 days/],
    [{ years: "0", days: "6" }, "days", /at least 7 days/],
    [{ years: "0", months: "0", days: "0" }, "days", /at least 7 days/],
    [{ years: "10", months: "1" }, "years", /at most 10 years in all; 10 years 1 month is longer/],
    [{ years: "1", days: "3650" }, "years", /at most 10 years in all/],
    [{ payout: "yearly" }, "payout", /Choose one of/],
    [{ senior: "yes" }, "senior", /1 for yes or 0 for no/],
    [{ senior: "1", seniorExtra: "2.5" }, "seniorExtra", /at most 2%/],
    [{ senior: "1", seniorExtra: "abc" }, "seniorExtra", /percentage/],
  ])("given %p, then %s has a message and no figure is computed", (raw, name, message) => {
    const { result, errors } = run(raw);
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a bad senior's extra while not a senior citizen, then it is ignored", () => {
    expect(run({ senior: "0", seniorExtra: "abc" }).errors).toEqual({});
  });

  test("given exactly 7 days and exactly 10 years, then both are accepted", () => {
    expect(run({ years: "0", days: "7" }).errors).toEqual({});
    // 7 days: 1,00,000 × 7 × 7 ÷ 36,500 = 134.25 → 134
    expect(figure(run({ years: "0", days: "7" }).result, "interest")).toBe(134);
    expect(run({ years: "10" }).errors).toEqual({});
    expect(run({ years: "0", days: "3650" }).errors).toEqual({});
  });
});

describe("fixed-deposit calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
      amount: fc.integer({ min: 1_000, max: 1_000_000_000 }).map(String),
      rate: fc.integer({ min: 100, max: 1_500 }).map((hundredths) => String(hundredths / 100)),
      years: fc.integer({ min: 0, max: 9 }).map(String),
      months: fc.integer({ min: 0, max: 11 }).map(String),
      days: fc.integer({ min: 7, max: 364 }).map(String),
      payout: fc.constantFrom("cumulative", "monthly", "quarterly"),
      senior: fc.constantFrom("0", "1"),
    seniorExtra: fc.integer({ min: 0, max: 200 }).map((hundredths) => String(hundredths / 100)),
  })
  // within ten years in all: a month is 365/12 days, a year 365
  .filter((raw) => Number(raw.years) * 365 + (Number(raw.months) * 365) / 12 + Number(raw.days) <= 3_650);

  test("given any valid inputs, then the schedule, CSV and chart add up to the figures and nothing is negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          expect(Number.isFinite(f.value)).toBe(true);
          expect(f.value as number).toBeGreaterThanOrEqual(0);
        }
        expect(money(result, "maturity")).toBeGreaterThanOrEqual(Number(raw.amount));
        expect(result!.chart!.series[0]!.values.at(-1)).toBe(Number(raw.amount));
        expectScheduleMatchesFigures(result!);
      }),
      { numRuns: 100 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(fixedDeposit.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
