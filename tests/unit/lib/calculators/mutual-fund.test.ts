import { mutualFund } from "@/lib/calculators/mutual-fund";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { figure, runnerFor, money, sum, scheduleColumn as column } from "./run-calculator";

const run = runnerFor(mutualFund);

describe("mutual-fund calculator: worked examples (docs/tax-methods.md §30; hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "defaults: ₹1,00,000 once, 12%, 10 years → ₹3,10,585",
      raw: {},
      // 1.12^10 = 3.1058482; 1,00,000 × 3.1058482 = 3,10,584.82 → 3,10,585; returns 2,10,585
      // absolute return (3,10,584.82 − 1,00,000)/1,00,000 = 210.58%; CAGR 12%
      expected: { invested: 100_000, returns: 210_585, total: 310_585, absoluteReturn: 210.58, cagr: 12 },
    },
    {
      scenario: "§30 ex. 2: ₹25,000, 12%, 10 years → ₹77,646",
      raw: { amount: "25000" },
      // 25,000 × 3.1058482 = 77,646.21 → 77,646
      expected: { invested: 25_000, returns: 52_646, total: 77_646 },
    },
    {
      scenario: "§30 ex. 3: ₹5,00,000, 12%, 10 years → ₹15,52,924",
      raw: { amount: "500000" },
      // 5,00,000 × 3.1058482 = 15,52,924.10 → 15,52,924
      expected: { invested: 500_000, returns: 1_052_924, total: 1_552_924 },
    },
    {
      scenario: "₹1,00,000, 8%, 10 years → ₹2,15,892",
      raw: { rate: "8" },
      // 1.08^10 = 2.1589250 → 2,15,892.50 → 2,15,892 (2,15,892.4997 before rounding)
      expected: { total: 215_892, returns: 115_892 },
    },
    {
      scenario: "0% return: the money stays as it is",
      raw: { rate: "0", years: "5" },
      expected: { invested: 100_000, returns: 0, total: 100_000, absoluteReturn: 0, cagr: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
    expect(money(result, "total")).toBe(money(result, "invested") + money(result, "returns"));
  });

  test("the contract's outputs come first, in rupees", () => {
    const figures = run({}).result!.groups[0]!.figures.map((entry) => [entry.name, entry.format]);
    expect(figures).toEqual([
      ["invested", "rupees"],
      ["returns", "rupees"],
      ["total", "rupees"],
    ]);
  });

  test("the defaults' summary", () => {
    expect(run({}).result!.summary).toBe(
      "₹1,00,000 invested once for 10 years at an expected 12% a year could grow to ₹3,10,585: ₹2,10,585 in estimated returns, 210.58% on what you put in.",
    );
  });

  test("the explanation points to the SIP mode", () => {
    expect(mutualFund.explanation.join(" ")).toContain("/tools-and-calculators/sip");
  });

  test("the defaults' query string holds the contract's parameters", () => {
    expect(queryStringFor(mutualFund, defaultRawInputs(mutualFund))).toBe("?amount=100000&rate=12&years=10");
  });
});

describe("mutual-fund calculator: inputs out of range give a message on the field and no figures", () => {
  test.each<[string, string, RegExp]>([
    ["amount", "99", /^Enter at least ₹100\./],
    ["amount", "20000000000", /^Enter at most ₹10,00,00,00,000\./],
    ["amount", "abc", /^Enter an amount in rupees/],
    ["rate", "50.5", /^Enter at most 50%\./],
    ["rate", "-2", /^Enter a percentage using digits/],
    ["years", "0", /^Enter at least 1 year\./],
    ["years", "60", /^Enter at most 50 years\./],
    ["years", "1.5", /whole years/],
  ])("%s=%s", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("inputs each in range but growing past the limit are refused on the years field", () => {
    // ₹1,000 crore at 50% for 50 years: 1e10 × 1.5^50 ≈ 6.4e18, beyond ₹1 crore crore (1e14)
    const { result, errors } = run({ amount: "10000000000", rate: "50", years: "50" });
    expect(errors.years).toMatch(/^These figures would grow past ₹10,00,00,00,00,00,000/);
    expect(result).toBeNull();
  });
});

describe("mutual-fund calculator: the schedule, its CSV and the chart agree with the figures", () => {
  test.each<[string, RawInputs]>([
    ["defaults", {}],
    ["odd amounts", { amount: "123457", rate: "9.37", years: "23" }],
    ["one year", { years: "1" }],
  ])("%s", (_, raw) => {
    const { result } = run(raw);
    const table = result!.tables![0]!;
    const years = Number(raw.years ?? 10);
    expect(table.csvFileName).toBe("mutual-fund-schedule.csv");
    expect(table.rows).toHaveLength(years);

    // the money goes in once, in year 1; rows add up to the totals
    expect(column(result!, "Invested in the year")[0]).toBe(money(result, "invested"));
    expect(sum(column(result!, "Invested in the year"))).toBe(money(result, "invested"));
    expect(sum(column(result!, "Returns in the year"))).toBe(money(result, "returns"));
    expect(column(result!, "Value at the end of the year").at(-1)).toBe(money(result, "total"));

    for (const [index, row] of table.csvRows!.entries()) {
      for (const cell of row) expect(Number.isInteger(cell)).toBe(true);
      expect(table.rows[index]).toEqual(row.map((cell, cellIndex) => (cellIndex === 0 ? String(cell) : `₹${Number(cell).toLocaleString("en-IN")}`)));
    }

    const chart = result!.chart!;
    expect(chart.tableCaption).toBe(table.caption);
    expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
    for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
    expect(chart.labels).toHaveLength(years);
    expect(chart.series[0]!.values.every((value) => value === money(result, "invested"))).toBe(true);
    expect(chart.series[1]!.values).toEqual(column(result!, "Value at the end of the year"));
    expect(chart.series[1]!.values.at(-1)).toBe(money(result, "total"));
  });

  test("year 1 and 2 of the defaults", () => {
    // 1,00,000 × 1.12 = 1,12,000; × 1.12 = 1,25,440
    expect(run({}).result!.tables![0]!.csvRows!.slice(0, 2)).toEqual([
      [1, 100_000, 12_000, 112_000],
      [2, 0, 13_440, 125_440],
    ]);
  });

  test("every breakdown step names the rule behind it", () => {
    for (const step of run({}).result!.breakdown.flatMap((section) => section.steps)) expect(step.reference).toBeTruthy();
  });
});
