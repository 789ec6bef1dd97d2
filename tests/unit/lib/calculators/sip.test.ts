import { sip } from "@/lib/calculators/sip";
import { MAX_SIP_VALUE } from "@/lib/calculators/sip/compute";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { figure, runnerFor, money, sum, scheduleColumn as column } from "./run-calculator";

const run = runnerFor(sip);

describe("sip calculator: worked examples (docs/tax-methods.md §29.3; hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "defaults: ₹10,000 a month, 12%, 10 years → ₹23,23,391",
      raw: {},
      // i = 12/12/100 = 0.01, n = 120; 1.01^120 = 3.300387; (3.300387 − 1)/0.01 = 230.0387
      // FV = 10,000 × 230.0387 × 1.01 = 23,23,390.76 → 23,23,391; invested 10,000 × 120 = 12,00,000; returns 11,23,391
      expected: { invested: 1_200_000, returns: 1_123_391, total: 2_323_391 },
    },
    {
      scenario: "§29.3 ex. 2: ₹25,000 a month, 12%, 10 years → ₹58,08,477",
      raw: { monthly: "25000" },
      // 25,000 × 230.0387 × 1.01 = 58,08,476.91 → 58,08,477; invested 30,00,000
      expected: { invested: 3_000_000, returns: 2_808_477, total: 5_808_477 },
    },
    {
      scenario: "§29.3 ex. 3: ₹10,000 a month, 12%, 20 years → ₹99,91,479",
      raw: { years: "20" },
      // n = 240; 1.01^240 = 10.892554; (10.892554 − 1)/0.01 × 1.01 × 10,000 = 99,91,479.19 → 99,91,479; invested 24,00,000
      expected: { invested: 2_400_000, returns: 7_591_479, total: 9_991_479 },
    },
    {
      scenario: "§29.3 ex. 3: 10% yearly step-up from ₹10,000, 12%, 10 years → about ₹33,74,326 on ₹19,12,491",
      raw: { stepUp: "10" },
      // invested = 12 × 10,000 × (1.1^10 − 1)/0.1 = 12 × 10,000 × 15.9374246 = 19,12,490.95 → 19,12,491
      // value month by month, bal = (bal + P_k) × 1.01 → 33,74,326.26 → 33,74,326; returns 33,74,326 − 19,12,491 = 14,61,835
      // last year's instalment 10,000 × 1.1^9 = 23,579.48
      expected: { invested: 1_912_491, returns: 1_461_835, total: 3_374_326 },
    },
    {
      scenario: "0% return: the instalments just add up",
      raw: { rate: "0", years: "2", monthly: "5000" },
      // 5,000 × 24 = 1,20,000, no growth
      expected: { invested: 120_000, returns: 0, total: 120_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
    expect(money(result, "total")).toBe(money(result, "invested") + money(result, "returns"));
  });

  test("the figures are the contract's outputs, in rupees", () => {
    const { result } = run({});
    const names = result!.groups.flatMap((group) => group.figures).map((entry) => [entry.name, entry.format]);
    expect(names).toEqual([
      ["invested", "rupees"],
      ["returns", "rupees"],
      ["total", "rupees"],
    ]);
  });

  test("a step-up adds the last year's instalment as a figure, and the summary says so", () => {
    const { result } = run({ stepUp: "10" });
    // 10,000 × 1.1^9 = 23,579.48 (paise shown to the rupee)
    expect(money(result, "lastInstalment")).toBeCloseTo(23_579.48, 2);
    expect(result!.summary).toBe(
      "Starting at ₹10,000 a month and raising it by 10% every year for 10 years at an expected 12% a year could grow to ₹33,74,326: ₹19,12,491 invested and ₹14,61,835 in estimated returns.",
    );
  });

  test("over a single year a step-up changes nothing, and the page says so", () => {
    const { result } = run({ stepUp: "10", years: "1" });
    // 10,000 × (1.01^12 − 1)/0.01 × 1.01 = 10,000 × 12.682503 × 1.01 = 1,28,093.28 → 1,28,093
    expect(figure(result, "total")).toBe(128_093);
    expect(figure(result, "lastInstalment")).toBeUndefined();
    expect(result!.summary).toMatch(/^Investing ₹10,000 a month for 1 year at/);
    expect(result!.notes).toContain("A step-up raises the instalment from the second year, so over a single year it changes nothing.");
  });

  test("the defaults' summary and the end-of-month comparison (§29.3: ₹23,00,387)", () => {
    const { result } = run({});
    expect(result!.summary).toBe(
      "Investing ₹10,000 a month for 10 years at an expected 12% a year could grow to ₹23,23,391: ₹12,00,000 invested and ₹11,23,391 in estimated returns.",
    );
    // ordinary annuity: 23,23,391 ÷ 1.01 = 23,00,387.1 → 23,00,387
    expect(result!.notes!.join(" ")).toContain("about ₹23,00,387 instead of ₹23,23,391");
  });

  test("the defaults' query string holds the contract's parameters", () => {
    expect(queryStringFor(sip, defaultRawInputs(sip))).toBe("?monthly=10000&rate=12&years=10&stepUp=0");
  });
});

describe("sip calculator: inputs out of range give a message on the field and no figures", () => {
  test.each<[string, string, RegExp]>([
    ["monthly", "50", /^Enter at least ₹100\./],
    ["monthly", "20000000", /^Enter at most ₹1,00,00,000\./],
    ["monthly", "10000.5", /whole rupees/],
    ["monthly", "ten thousand", /^Enter an amount in rupees/],
    ["rate", "-1", /^Enter a percentage using digits/],
    ["rate", "51", /^Enter at most 50%\./],
    ["rate", "12.345", /at most 2 decimal places/],
    ["years", "0", /^Enter at least 1 year\./],
    ["years", "51", /^Enter at most 50 years\./],
    ["years", "2.5", /whole years/],
    ["stepUp", "60", /^Enter at most 50%\./],
  ])("%s=%s", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("inputs each in range but growing past the limit are refused on the years field", () => {
    // ₹1 crore a month, 50% a year, 50% step-up, 50 years: far beyond ₹1 crore crore
    const { result, errors } = run({ monthly: "10000000", rate: "50", stepUp: "50", years: "50" });
    expect(errors.years).toMatch(/^These figures would grow past ₹10,00,00,00,00,00,000, more than this calculator shows/);
    expect(result).toBeNull();
  });

  test("the largest flat SIP in range at a realistic return is still shown", () => {
    // ₹1 crore a month, 12%, 50 years: 1.01^600 = 391.58; 1e7 × 39,058 × 1.01 ≈ ₹3.9 lakh crore, below the limit
    const { result, errors } = run({ monthly: "10000000", years: "50" });
    expect(errors).toEqual({});
    expect(money(result, "total")).toBeLessThan(MAX_SIP_VALUE);
    expect(money(result, "total")).toBeGreaterThan(3.9e11);
  });
});

describe("sip calculator: the schedule, its CSV and the chart agree with the figures", () => {
  test.each<[string, RawInputs]>([
    ["defaults", {}],
    ["step-up", { stepUp: "10", years: "15" }],
    ["odd amounts", { monthly: "1234", rate: "9.75", years: "7", stepUp: "7.5" }],
    ["0%", { rate: "0", years: "3" }],
  ])("%s", (_, raw) => {
    const { result } = run(raw);
    const table = result!.tables![0]!;
    const years = Number(raw.years ?? 10);
    expect(table.csvFileName).toBe("sip-schedule.csv");
    expect(table.rows).toHaveLength(years);
    expect(table.csvRows).toHaveLength(years);

    // rows add up to the totals
    expect(sum(column(result!, "Invested in the year"))).toBe(money(result, "invested"));
    expect(sum(column(result!, "Returns in the year"))).toBe(money(result, "returns"));
    expect(column(result!, "Total invested").at(-1)).toBe(money(result, "invested"));
    expect(column(result!, "Value at the end of the year").at(-1)).toBe(money(result, "total"));

    // the CSV holds plain whole numbers, the table the same numbers formatted
    for (const [index, row] of table.csvRows!.entries()) {
      expect(row).toHaveLength(table.columns.length);
      for (const cell of row) expect(Number.isInteger(cell)).toBe(true);
      expect(table.rows[index]).toEqual(row.map((cell, cellIndex) => (cellIndex === 0 ? String(cell) : `₹${Number(cell).toLocaleString("en-IN")}`)));
    }

    // the chart: one value per label, the same numbers as the table, ending at the totals
    const chart = result!.chart!;
    expect(chart.tableCaption).toBe(table.caption);
    expect(chart.labels).toEqual(Array.from({ length: years }, (__, index) => `Year ${index + 1}`));
    expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
    for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
    expect(chart.series[0]!.values).toEqual(column(result!, "Total invested"));
    expect(chart.series[1]!.values).toEqual(column(result!, "Value at the end of the year"));
    expect(chart.series[0]!.values.at(-1)).toBe(money(result, "invested"));
    expect(chart.series[1]!.values.at(-1)).toBe(money(result, "total"));
  });

  test("the instalment column appears only with a step-up", () => {
    expect(run({}).result!.tables![0]!.columns).not.toContain("Monthly instalment");
    const stepped = run({ stepUp: "10" }).result!;
    // year 2: 10,000 × 1.1 = 11,000; year 10: 23,579.48 → 23,579
    expect(column(stepped, "Monthly instalment").slice(0, 2)).toEqual([10_000, 11_000]);
    expect(column(stepped, "Monthly instalment").at(-1)).toBe(23_579);
  });

  test("every breakdown step names the rule behind it", () => {
    for (const raw of [{}, { stepUp: "10" }, { rate: "0" }] as RawInputs[]) {
      const steps = run(raw).result!.breakdown.flatMap((section) => section.steps);
      for (const step of steps) expect(step.reference).toBeTruthy();
    }
  });
});
