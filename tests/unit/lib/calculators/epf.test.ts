import fc from "fast-check";
import { formatInr } from "@/lib/format";
import { EPF_RATE } from "@/lib/finance/epf";
import { epf } from "@/lib/calculators/epf";
import { EPF_TABLE_CAPTION } from "@/lib/calculators/epf/compute";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { figure, runnerFor, money } from "./run-calculator";

const run = runnerFor(epf);

/*
 * EPF (docs/tax-methods.md §34, §3.2). Each month the employee pays 12% of basic + DA and the
 * employer 12%, of which 8.33% of the wage up to ₹15,000 (₹1,249.50 → ₹1,250) goes to
 * EPS; each contribution is rounded to the rupee (EPF Scheme, para 29(4)). With c going
 * into EPF each month, a year's interest is (12 B + 78 c) × rate / 1200 (month-end
 * balances), so at 8.25% (factor 0.006875) the year-end balance is
 *   B' = 1.0825 B + 12 c + 0.53625 c = 1.0825 B + 12.53625 c.
 */

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number>;
}

/** One year to retirement, wage constant: the worked examples of §34.2. */
const oneYear = { age: "57", retireAge: "58", growth: "0" };

describe("EPF calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: ₹50,000 a month rising 5% a year, age 33 to 58 at 8.25%: ₹1,67,23,660",
      raw: {},
      // year k: employee e_k = round(6,000 × 1.05^(k−1)); EPS 1,250; employer EPF e_k − 1,250; c_k = 2 e_k − 1,250:
      // 10,750; 11,350; 11,980; 12,642; 13,336; 14,066; 14,832; 15,636; 16,480; 17,366; 18,296; 19,274; 20,300;
      // 21,378; 22,510; 23,698; 24,944; 26,254; 27,630; 29,074; 30,590; 32,182; 33,854; 35,608; 37,452
      // Σ e_k = 2,86,366 → employee 12 × 2,86,366 = 34,36,392; employer 34,36,392 − 25 × 15,000 = 30,61,392; EPS 25 × 15,000 = 3,75,000
      // B25 = Σ 12.53625 c_k × 1.0825^(25−k) = 1,67,23,659.59 → 1,67,23,660; interest 1,67,23,660 − 64,97,784 = 1,02,25,876
      // (§34.2 ex. 3 gives ≈ ₹1,67,23,436 with contributions left unrounded; rounding each to the rupee adds ₹224)
      expected: { employee: 34_36_392, employer: 30_61_392, eps: 3_75_000, interest: 1_02_25_876, maturity: 1_67_23_660, monthlyEmployee: 6_000, monthlyEmployer: 4_750, monthlyEps: 1_250, monthlyIntoEpf: 10_750 },
    },
    {
      scenario: "§34.2 ex. 3: ₹10,750 a month for 25 years at 8.25%, no rise: ₹1,02,19,257",
      raw: { growth: "0" },
      // B' = 1.0825 B + 1,34,764.6875 → B25 = 1,34,764.6875 × (1.0825^25 − 1) / 0.0825
      // 1.0825^25 = 7.2560058741 → × 75.8303742315 = 1,02,19,256.69 → 1,02,19,257
      // employee 6,000 × 300 = 18,00,000; employer 4,750 × 300 = 14,25,000; interest 1,02,19,257 − 32,25,000 = 69,94,257
      expected: { employee: 18_00_000, employer: 14_25_000, eps: 3_75_000, interest: 69_94_257, maturity: 1_02_19_257 },
    },
    {
      scenario: "§34.2 ex. 1: ₹50,000 a month for one year: ₹5,765 interest, ₹1,34,765",
      raw: oneYear,
      // 10,750 × 78 = 8,38,500; × 0.006875 = 5,764.69 → 5,765; closing 1,29,000 + 5,764.69 = 1,34,764.69 → 1,34,765
      expected: { employee: 72_000, employer: 57_000, eps: 15_000, interest: 5_765, maturity: 1_34_765 },
    },
    {
      scenario: "§34.2 ex. 1, EPFO style: interest from the month after: ₹4,878",
      raw: { ...oneYear, timing: "next-month" },
      // 10,750 × (0 + 1 + … + 11) = 10,750 × 66 = 7,09,500; × 0.006875 = 4,877.81 → 4,878
      expected: { interest: 4_878, maturity: 1_33_878 },
    },
    {
      scenario: "§34.2 ex. 2: a ₹15,000 wage: ₹2,350 a month into EPF, ₹1,260 interest",
      raw: { ...oneYear, monthlyBasic: "15000" },
      // 1,800 + (1,800 − 1,250 = 550) = 2,350; 2,350 × 78 = 1,83,300; × 0.006875 = 1,260.19 → 1,260
      expected: { employee: 21_600, employer: 6_600, eps: 15_000, interest: 1_260, maturity: 29_460, monthlyIntoEpf: 2_350 },
    },
    {
      scenario: "₹50,000 with contributions restricted to the ₹15,000 ceiling: as for a ₹15,000 wage",
      raw: { ...oneYear, capped: "1" },
      expected: { employee: 21_600, employer: 6_600, eps: 15_000, interest: 1_260, maturity: 29_460 },
    },
    {
      scenario: "not in the pension scheme: ₹12,000 a month into EPF, ₹6,435 interest",
      raw: { ...oneYear, pension: "0" },
      // 12,000 × 78 = 9,36,000; × 0.006875 = 6,435
      expected: { employee: 72_000, employer: 72_000, eps: 0, interest: 6_435, maturity: 1_50_435, monthlyEps: 0 },
    },
    {
      scenario: "a 10% establishment, ₹20,000 wage: ₹2,750 a month into EPF, ₹1,475 interest",
      raw: { ...oneYear, monthlyBasic: "20000", contribution: "10" },
      // 10% × 20,000 = 2,000 each; EPS 1,250; employer EPF 750; 2,750 × 78 = 2,14,500; × 0.006875 = 1,474.69 → 1,475
      expected: { employee: 24_000, employer: 9_000, eps: 15_000, interest: 1_475, maturity: 34_475 },
    },
    {
      scenario: "a balance of ₹1,00,000 today earns a full year too: ₹14,015 interest",
      raw: { ...oneYear, opening: "100000" },
      // (12 × 1,00,000 + 8,38,500) × 0.006875 = 20,38,500 × 0.006875 = 14,014.69 → 14,015; 1,00,000 + 1,29,000 + 14,015
      expected: { openingBalance: 1_00_000, employee: 72_000, employer: 57_000, interest: 14_015, maturity: 2_43_015 },
    },
    {
      scenario: "a ₹10,000 wage, below the ceiling: EPS takes 8.33%, ₹833 a month",
      raw: { ...oneYear, monthlyBasic: "10000" },
      // 1,200 + (1,200 − 833 = 367) = 1,567; 1,567 × 78 = 1,22,226; × 0.006875 = 840.30 → 840
      expected: { employee: 14_400, employer: 4_404, eps: 9_996, interest: 840, maturity: 19_644 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given no balance today, then there is no opening-balance figure", () => {
    expect(figure(run({}).result, "openingBalance")).toBeUndefined();
  });

  test("given the defaults, then the summary answers in two sentences", () => {
    expect(run({}).result?.summary).toBe(
      "With basic + DA of ₹50,000 a month rising 5% a year, your EPF balance at 58 would be ₹1,67,23,660 after 25 years at 8.25%: ₹34,36,392 from you, ₹30,61,392 from your employer and ₹1,02,25,876 interest. Another ₹3,75,000 of your employer's share goes to the pension scheme (EPS).",
    );
  });

  test("given a balance today and no pension membership, then the summary counts the balance and leaves out the EPS", () => {
    expect(run({ ...oneYear, opening: "100000", pension: "0" }).result?.summary).toBe(
      // (12 × 1,00,000 + 12,000 × 78) × 0.006875 = 21,36,000 × 0.006875 = 14,685; 1,00,000 + 1,44,000 + 14,685 = 2,58,685
      "With basic + DA of ₹50,000 a month, your EPF balance at 58 would be ₹2,58,685 after 1 year at 8.25%: today's ₹1,00,000, ₹72,000 from you, ₹72,000 from your employer and ₹14,685 interest.",
    );
  });

  test("given the defaults, then the declared rate is shown with its year", () => {
    expect(figure(run({}).result, "declaredRate")).toBe(`8.25% for ${EPF_RATE.period}`);
    expect(epf.fields.rate.help).toContain(EPF_RATE.period);
  });

  test("given the defaults, then the query string carries every parameter", () => {
    expect(queryStringFor(epf, defaultRawInputs(epf))).toBe(
      "?monthlyBasic=50000&age=33&retireAge=58&growth=5&rate=8.25&opening=0&contribution=12&capped=0&pension=1&timing=month-end",
    );
  });

  test("given every step of the breakdown, then each names the rule or formula behind it", () => {
    for (const raw of [{}, { capped: "1", pension: "0", opening: "250000", timing: "next-month", contribution: "10" }] as RawInputs[]) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(12);
      for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    }
  });

  test("given contributions above the tax thresholds, then notes name Rule 9D and section 17(2)(vii); at the defaults they do not", () => {
    const high = run({ monthlyBasic: "600000" }).result?.notes ?? [];
    // employee 12% × 6,00,000 × 12 = 8,64,000 > 2,50,000; employer 8,64,000 > 7,50,000
    expect(high.some((note) => note.includes("Rule 9D"))).toBe(true);
    expect(high.some((note) => note.includes("17(2)(vii)"))).toBe(true);
    const defaults = run({}).result?.notes ?? [];
    expect(defaults.some((note) => note.includes("Rule 9D") || note.includes("17(2)(vii)"))).toBe(false);
  });
});

describe("EPF calculator: the year-by-year table and the chart", () => {
  test.each<RawInputs>([{}, { growth: "0" }, { ...oneYear, opening: "100000" }, { monthlyBasic: "12345", age: "22", retireAge: "60", growth: "7.5", rate: "8.1", pension: "0", timing: "next-month" }])(
    "given %p, then the columns add up to the totals, the CSV holds plain numbers and the chart ends at the totals",
    (raw) => {
      const { result } = run(raw);
      const table = result?.tables?.[0];
      const chart = result?.chart;
      if (!table?.csvRows || !chart) throw new Error("a table with CSV rows and a chart are expected");
      const age = Number(raw.age ?? "33");
      const years = Number(raw.retireAge ?? "58") - age;
      expect(table.caption).toBe(EPF_TABLE_CAPTION);
      expect(table.csvFileName).toBe("epf-schedule.csv");
      expect(table.columns).toEqual(["Year", "Age", "Basic + DA a month", "Opening balance", "Your contribution", "Employer's to EPF", "Interest", "Closing balance", "Employer's to EPS (not in the balance)"]);
      expect(table.csvRows).toHaveLength(years);
      for (const row of table.csvRows) for (const cell of row) expect(Number.isInteger(cell) && (cell as number) >= 0).toBe(true);
      table.csvRows.forEach((row, index) => {
        expect(table.rows[index]).toEqual([row[0], row[1], ...row.slice(2).map((cell) => formatInr(cell as number))]);
        const [year, rowAge, , opening, employee, employer, interest, closing] = row as number[];
        expect([year, rowAge]).toEqual([index + 1, age + index]);
        expect(opening! + employee! + employer! + interest!).toBe(closing);
      });
      const column = (index: number) => table.csvRows!.reduce((sum, row) => sum + (row[index] as number), 0);
      expect(column(4)).toBe(money(result, "employee"));
      expect(column(5)).toBe(money(result, "employer"));
      expect(column(6)).toBe(money(result, "interest"));
      expect(column(8)).toBe(money(result, "eps"));
      expect(table.csvRows[0]?.[3]).toBe(Number(raw.opening ?? "0"));
      expect(table.csvRows[years - 1]?.[7]).toBe(money(result, "maturity"));

      expect(chart.tableCaption).toBe(table.caption);
      expect(chart.labels).toEqual(Array.from({ length: years }, (_, index) => `Year ${index + 1}`));
      expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
      for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
      // money put in: the balance today plus both sides' EPF contributions
      expect(chart.series[0]?.values.at(-1)).toBe(Number(raw.opening ?? "0") + money(result, "employee") + money(result, "employer"));
      expect(chart.series[1]?.values.at(-1)).toBe(money(result, "maturity"));
      expect(chart.series[1]?.values).toEqual(table.csvRows.map((row) => row[7]));
    },
  );
});

describe("EPF calculator: input validation", () => {
  test.each([
    ["monthlyBasic", "0", /at least ₹1\./],
    ["monthlyBasic", "100000001", /at most ₹1,00,00,000/],
    ["monthlyBasic", "fifty thousand", /digits/],
    ["age", "14", /at least 15 years/],
    ["age", "75", /at most 74 years/],
    ["retireAge", "76", /at most 75 years/],
    ["retireAge", "33", /above your age now \(33\)/],
    ["retireAge", "30", /above your age now \(33\)/],
    ["growth", "20.5", /at most 20%/],
    ["rate", "0.9", /at least 1%/],
    ["rate", "8.255", /at most 2 decimal places/],
    ["opening", "-1", /digits/],
    ["opening", "1000000001", /at most ₹1,00,00,00,000/],
    ["contribution", "11", /Choose one of/],
    ["capped", "2", /1 for yes or 0 for no/],
    ["pension", "yes", /1 for yes or 0 for no/],
    ["timing", "daily", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given the largest inputs the fields accept, then a result is computed within exact rupees", () => {
    const { result, errors } = run({ monthlyBasic: "10000000", age: "15", retireAge: "75", growth: "20", rate: "20", opening: "1000000000" });
    expect(errors).toEqual({});
    expect(Number.isSafeInteger(money(result, "maturity"))).toBe(true);
  });
});

describe("EPF calculator: properties over random inputs", () => {
  const rawInputs = fc
    .record({
      monthlyBasic: fc.integer({ min: 1, max: 10_000_000 }).map(String),
      age: fc.integer({ min: 15, max: 74 }),
      span: fc.integer({ min: 1, max: 60 }),
      growth: fc.integer({ min: 0, max: 2_000 }).map((hundredths) => String(hundredths / 100)),
      rate: fc.integer({ min: 100, max: 2_000 }).map((hundredths) => String(hundredths / 100)),
      opening: fc.integer({ min: 0, max: 1_000_000_000 }).map(String),
      contribution: fc.constantFrom("12", "10"),
      capped: fc.constantFrom("0", "1"),
      pension: fc.constantFrom("0", "1"),
      timing: fc.constantFrom("month-end", "next-month"),
    })
    .map(({ age, span, ...rest }) => ({ ...rest, age: String(age), retireAge: String(Math.min(75, age + span)) }));

  test("given any valid inputs, then the figures are whole rupees and balance today + contributions + interest = the balance at retirement", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value !== "number") continue;
          expect(Number.isFinite(f.value) && f.value >= 0).toBe(true);
        }
        expect(Number(raw.opening) + money(result, "employee") + money(result, "employer") + money(result, "interest")).toBe(money(result, "maturity"));
        if (raw.pension === "0") expect(money(result, "eps")).toBe(0);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(epf.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((group) => group.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
