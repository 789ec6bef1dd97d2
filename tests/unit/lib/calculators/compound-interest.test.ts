import { compoundInterestCalculator } from "@/lib/calculators/compound-interest";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { figure, runnerFor, money, sum, scheduleColumn as column } from "./run-calculator";

const run = runnerFor(compoundInterestCalculator);

describe("compound-interest calculator: worked examples (docs/tax-methods.md §39; hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "defaults: ₹1,00,000, 10%, 3 years, yearly → ₹1,33,100",
      raw: {},
      // 1,00,000 × 1.1^3 = 1,00,000 × 1.331 = 1,33,100; CI 33,100; SI 1,00,000 × 10 × 3/100 = 30,000; extra 3,100
      expected: { interest: 33_100, amount: 133_100, effectiveRate: 10, simpleInterest: 30_000, compoundingGain: 3_100 },
    },
    {
      scenario: "§39: half-yearly → ₹1,34,010",
      raw: { freq: "2" },
      // 1.05^6 = 1.3400956 → 1,34,009.56 → 1,34,010; effective 1.05^2 − 1 = 10.25%
      expected: { interest: 34_010, amount: 134_010, effectiveRate: 10.25, compoundingGain: 4_010 },
    },
    {
      scenario: "§39: quarterly → ₹1,34,489",
      raw: { freq: "4" },
      // 1.025^12 = 1.3448888 → 1,34,488.88 → 1,34,489; effective 1.025^4 − 1 = 10.3813% → 10.38%
      expected: { interest: 34_489, amount: 134_489, effectiveRate: 10.38 },
    },
    {
      scenario: "§39: monthly → ₹1,34,818",
      raw: { freq: "12" },
      // (1 + 0.1/12)^36 = 1.3481818 → 1,34,818.18 → 1,34,818; effective (1 + 0.1/12)^12 − 1 = 10.4713% → 10.47%
      expected: { interest: 34_818, amount: 134_818, effectiveRate: 10.47 },
    },
    {
      scenario: "§32 FD cross-check: ₹1,00,000, 7%, 5 years, quarterly → ₹1,41,478",
      raw: { rate: "7", years: "5", freq: "4" },
      // 1.0175^20 = 1.4147782 → 1,41,477.82 → 1,41,478; SI 35,000
      expected: { interest: 41_478, amount: 141_478, simpleInterest: 35_000, compoundingGain: 6_478 },
    },
    {
      scenario: "one year compounded yearly: the same as simple interest",
      raw: { years: "1" },
      // 1,00,000 × 1.1 = 1,10,000; SI 10,000; no extra
      expected: { interest: 10_000, amount: 110_000, simpleInterest: 10_000, compoundingGain: 0 },
    },
    {
      scenario: "0%: no interest",
      raw: { rate: "0", freq: "12" },
      expected: { interest: 0, amount: 100_000, effectiveRate: 0, simpleInterest: 0, compoundingGain: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
    expect(money(result, "amount")).toBe(Number(raw.principal ?? 100_000) + money(result, "interest"));
  });

  test("the contract's outputs come first, in rupees", () => {
    const figures = run({}).result!.groups[0]!.figures.map((entry) => [entry.name, entry.format]);
    expect(figures).toEqual([
      ["interest", "rupees"],
      ["amount", "rupees"],
    ]);
  });

  test("the defaults' summary", () => {
    expect(run({}).result!.summary).toBe(
      "₹1,00,000 at 10% a year, compounded yearly, grows to ₹1,33,100 in 3 years: ₹33,100 of interest, ₹3,100 more than simple interest would pay.",
    );
  });

  test("the defaults' query string holds the contract's parameters", () => {
    expect(queryStringFor(compoundInterestCalculator, defaultRawInputs(compoundInterestCalculator))).toBe("?principal=100000&rate=10&years=3&freq=1");
  });
});

describe("compound-interest calculator: inputs out of range give a message on the field and no figures", () => {
  test.each<[string, string, RegExp]>([
    ["principal", "0", /^Enter at least ₹1\./],
    ["principal", "20000000000", /^Enter at most ₹10,00,00,00,000\./],
    ["principal", "1000.50", /whole rupees/],
    ["rate", "55", /^Enter at most 50%\./],
    ["rate", "7.125", /at most 2 decimal places/],
    ["years", "0", /^Enter at least 1 year\./],
    ["years", "51", /^Enter at most 50 years\./],
    ["freq", "365", /^Choose one of: Yearly, Half-yearly, Quarterly, Monthly\./],
    ["freq", "quarterly", /^Choose one of/],
  ])("%s=%s", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("inputs each in range but growing past the limit are refused on the years field", () => {
    // ₹1,000 crore at 50% compounded monthly for 50 years: 1e10 × (1 + 0.5/12)^600 ≈ 4.4e20, beyond ₹1 crore crore (1e14)
    const { result, errors } = run({ principal: "10000000000", rate: "50", years: "50", freq: "12" });
    expect(errors.years).toMatch(/^These figures would grow past ₹10,00,00,00,00,00,000/);
    expect(result).toBeNull();
  });
});

describe("compound-interest calculator: the schedule, its CSV and the chart agree with the figures", () => {
  test.each<[string, RawInputs]>([
    ["defaults", {}],
    ["quarterly, odd amounts", { principal: "987654", rate: "7.35", years: "12", freq: "4" }],
    ["monthly, long", { principal: "5000", rate: "18", years: "40", freq: "12" }],
  ])("%s", (_, raw) => {
    const { result } = run(raw);
    const table = result!.tables![0]!;
    const years = Number(raw.years ?? 3);
    const principal = Number(raw.principal ?? 100_000);
    expect(table.csvFileName).toBe("compound-interest-schedule.csv");
    expect(table.rows).toHaveLength(years);

    expect(sum(column(result!, "Interest in the year"))).toBe(money(result, "interest"));
    expect(column(result!, "Balance at the start")[0]).toBe(principal);
    expect(column(result!, "Balance at the end").at(-1)).toBe(money(result, "amount"));

    for (const [index, row] of table.csvRows!.entries()) {
      for (const cell of row) expect(Number.isInteger(cell)).toBe(true);
      expect(table.rows[index]).toEqual(row.map((cell, cellIndex) => (cellIndex === 0 ? String(cell) : `₹${Number(cell).toLocaleString("en-IN")}`)));
    }

    const chart = result!.chart!;
    expect(chart.tableCaption).toBe(table.caption);
    expect(chart.labels).toHaveLength(years);
    expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
    for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
    expect(chart.series[0]!.values.every((value) => value === principal)).toBe(true);
    expect(chart.series[1]!.values).toEqual(column(result!, "Balance at the end"));
    expect(chart.series[1]!.values.at(-1)).toBe(money(result, "amount"));
  });

  test("the defaults' rows: ₹10,000, ₹11,000 and ₹12,100 of interest", () => {
    expect(run({}).result!.tables![0]!.csvRows).toEqual([
      [1, 100_000, 10_000, 110_000],
      [2, 110_000, 11_000, 121_000],
      [3, 121_000, 12_100, 133_100],
    ]);
  });

  test("every breakdown step names the rule behind it", () => {
    for (const step of run({ freq: "4" }).result!.breakdown.flatMap((section) => section.steps)) expect(step.reference).toBeTruthy();
  });
});
