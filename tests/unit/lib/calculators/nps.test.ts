import fc from "fast-check";
import { nps } from "@/lib/calculators/nps";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { formatInr } from "@/lib/format";
import { figure, runnerFor, money } from "./run-calculator";

const run = runnerFor(nps);

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number>;
}

/*
 * docs/tax-methods.md §35.3, worked from the annuity-due formula
 * FV = P × ((1 + i)^n − 1) ÷ i × (1 + i), i = return ÷ 1,200, n = months.
 */
describe("nps calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults (§35.3 ex. 1): ₹10,000 a month from 30 to 60 at 10%, 40% annuity at 6%",
      raw: {},
      // i = 10 ÷ 1,200 = 0.0083333, n = 360: (1 + i)^360 = 19.837399;
      // 10,000 × (19.837399 − 1) ÷ 0.0083333 × 1.0083333 = 10,000 × 2,260.4879 × 1.0083333 = 2,27,93,253.24
      // invested 10,000 × 360 = 36,00,000; returns 2,27,93,253 − 36,00,000 = 1,91,93,253
      // annuity 40% × 2,27,93,253.24 = 91,17,301.30 → 91,17,301; lump sum 2,27,93,253 − 91,17,301 = 1,36,75,952
      // pension 91,17,301.30 × 6% ÷ 12 = 45,586.51 → 45,587; non-government minimum 20%
      expected: { invested: 36_00_000, returns: 1_91_93_253, corpus: 2_27_93_253, annuity: 91_17_301, lumpSum: 1_36_75_952, pension: 45_587, minAnnuity: 20 },
    },
    {
      scenario: "government subscriber, same plan: the 40% minimum, same split",
      raw: { sector: "government" },
      expected: { corpus: 2_27_93_253, annuity: 91_17_301, lumpSum: 1_36_75_952, pension: 45_587, minAnnuity: 40 },
    },
    {
      scenario: "§35.3 ex. 1 under the 2025 non-government rules: 20% annuity",
      raw: { annuity: "20" },
      // 20% × 2,27,93,253.24 = 45,58,650.65 → 45,58,651; × 6% ÷ 12 = 22,793.25 → 22,793
      // lump sum 2,27,93,253 − 45,58,651 = 1,82,34,602 (§35.3 prints 1,82,34,603, 80% of the unrounded corpus)
      expected: { annuity: 45_58_651, lumpSum: 1_82_34_602, pension: 22_793 },
    },
    {
      scenario: "premature exit at 50 with 80% annuity",
      raw: { exitAge: "50", annuity: "80" },
      // n = 240: (1.0083333)^240 = 7.328074; 10,000 × 759.3689 × 1.0083333 = 76,56,969.10
      // annuity 80% = 61,25,575.28 → 61,25,575; lump sum 15,31,394; pension 61,25,575.28 × 0.005 = 30,627.88 → 30,628
      expected: { invested: 24_00_000, corpus: 76_56_969, annuity: 61_25_575, lumpSum: 15_31_394, pension: 30_628, minAnnuity: 80 },
    },
    {
      scenario: "a contribution rising 10% a year, two years at 12% from 58",
      raw: { age: "58", increase: "10", rate: "12" },
      // i = 0.01, s = ((1.01)^12 − 1) ÷ 0.01 = 12.682503
      // year 1: 10,000 × 12.682503 × 1.01 = 1,28,093.28; year 2: 1,28,093.28 × 1.126825 + 11,000 × 12.682503 × 1.01 = 2,85,241.32
      // invested 1,20,000 + 1,32,000 = 2,52,000; annuity 40% of 2,85,241.32 = 1,14,096.53 → 1,14,097; pension × 0.5% = 570.48 → 570
      expected: { invested: 2_52_000, returns: 33_241, corpus: 2_85_241, annuity: 1_14_097, lumpSum: 1_71_144, pension: 570 },
    },
    {
      scenario: "a small corpus (₹1,000 a month from 55 to 60 at 0%) may all be a lump sum",
      raw: { age: "55", monthly: "1000", rate: "0", annuity: "0" },
      // 1,000 × 60 = 60,000 ≤ ₹8 lakh: no annuity needed
      expected: { invested: 60_000, returns: 0, corpus: 60_000, annuity: 0, lumpSum: 60_000, pension: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary gives the corpus and the pension, and the query string carries every parameter", () => {
    const { result } = run({});
    expect(result!.summary).toContain("₹2,27,93,253");
    expect(result!.summary).toContain("₹45,587 a month");
    expect(queryStringFor(nps, defaultRawInputs(nps))).toBe("?sector=non-government&age=30&exitAge=60&monthly=10000&increase=0&rate=10&annuity=40&annuityRate=6");
  });

  test("given a 20% annuity, then the notes split the lump sum at 60% of the corpus", () => {
    // 60% × 2,27,93,253 = 1,36,75,951.8 → 1,36,75,952; lump sum 1,82,34,602 − 1,36,75,952 = 45,58,650 above it
    const notes = run({ annuity: "20" }).result!.notes!.join("\n");
    expect(notes).toContain("here ₹1,36,75,952. The other ₹45,58,650 of your lump sum is above that 60%");
  });

  test("given the defaults, then every breakdown step names its rule", () => {
    const steps = run({}).result!.breakdown.flatMap((section) => section.steps);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });

  test("given the defaults, then the notes carry the 60% tax-free lump sum and the rules' open points", () => {
    const notes = run({}).result!.notes!.join("\n");
    // with a 40% annuity the whole lump sum, 1,36,75,952, is within 60% of the corpus
    expect(notes).toContain("tax-free up to 60% of the corpus (section 10(12A) of the Income-tax Act, 1961, and its counterpart in the Income-tax Act, 2025): here ₹1,36,75,952.");
    expect(notes).not.toMatch(/above that 60%/);
    expect(notes).toMatch(/UNSURE/);
  });
});

describe("nps calculator: schedule table and chart", () => {
  const check = (raw: RawInputs) => {
    const result = run(raw).result!;
    const table = result.tables![0]!;
    const chart = result.chart!;
    return { result, table, chart };
  };

  test.each<RawInputs>([{}, { age: "58", increase: "10", rate: "12" }, { age: "18", exitAge: "85", increase: "20", rate: "20", monthly: "1000000" }, { exitAge: "50", annuity: "80" }])(
    "given %j, then the rows sum to the totals, the chart matches the table and ends at the totals, and the CSV holds plain numbers",
    (raw) => {
      const { result, table, chart } = check(raw);
      const years = Number(raw.exitAge ?? 60) - Number(raw.age ?? 30);
      expect(table.csvFileName).toBe("nps-schedule.csv");
      expect(table.rows).toHaveLength(years);
      expect(table.csvRows).toHaveLength(years);
      const csv = table.csvRows!;
      for (const row of csv) for (const cell of row) expect(Number.isInteger(cell)).toBe(true);
      expect(csv.reduce((sum, row) => sum + (row[3] as number), 0)).toBe(money(result, "invested"));
      expect(csv.reduce((sum, row) => sum + (row[4] as number), 0)).toBe(money(result, "returns"));
      expect(csv.at(-1)![6]).toBe(money(result, "corpus"));
      // the formatted rows show the same numbers
      expect(table.rows.at(-1)![6]).toBe(formatInr(money(result, "corpus")));
      expect(table.rows.map((row) => row[3])).toEqual(csv.map((row) => formatInr(row[3] as number)));

      expect(chart.tableCaption).toBe(table.caption);
      expect(chart.labels).toHaveLength(years);
      expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
      for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
      expect(chart.series[0]!.values).toEqual(csv.map((row) => row[5]));
      expect(chart.series[1]!.values).toEqual(csv.map((row) => row[6]));
      expect(chart.series[0]!.values.at(-1)).toBe(money(result, "invested"));
      expect(chart.series[1]!.values.at(-1)).toBe(money(result, "corpus"));
    },
  );
});

describe("nps calculator: input validation", () => {
  test.each([
    ["age", "17", /at least 18 years/],
    ["age", "71", /at most 70 years/],
    ["age", "30.5", /whole years/],
    ["exitAge", "86", /at most 85 years/],
    ["monthly", "499", /at least ₹500/],
    ["monthly", "1000001", /at most ₹10,00,000/],
    ["monthly", "ten thousand", /digits/],
    ["increase", "21", /at most 20%/],
    ["rate", "-1", /digits/],
    ["rate", "20.5", /at most 20%/],
    ["annuity", "101", /at most 100%/],
    ["annuityRate", "0", /at least 1%/],
    ["annuityRate", "6.125", /2 decimal places/],
    ["sector", "psu", /Choose one of/],
    ["exitAge", "30", /after your age now \(30\)/],
    ["exitAge", "25", /after your age now/],
    ["annuity", "19", /at least 20%.*₹8,00,000.*₹2,27,93,253/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a government subscriber with a 20% annuity on a large corpus, then the annuity field asks for 40%", () => {
    const { result, errors } = run({ sector: "government", annuity: "20" });
    expect(errors).toEqual({ annuity: expect.stringMatching(/^Enter at least 40%: government subscribers/) });
    expect(result).toBeNull();
  });

  test("given an exit at 50 with the default 40% annuity, then the annuity field asks for 80%", () => {
    const { errors } = run({ exitAge: "50" });
    expect(errors).toEqual({ annuity: expect.stringMatching(/^Enter at least 80%.*before 60.*₹5,00,000/) });
  });

  test("given an exit deferred to 85, then it is accepted", () => {
    const { result, errors } = run({ exitAge: "85" });
    expect(errors).toEqual({});
    expect(result!.tables![0]!.rows).toHaveLength(55);
  });
});

describe("nps calculator: properties over random inputs", () => {
  const rawInputs = fc.integer({ min: 18, max: 70 }).chain((age) =>
    fc.record({
      sector: fc.constantFrom("non-government", "government"),
      age: fc.constant(String(age)),
      exitAge: fc.integer({ min: age + 1, max: 85 }).map(String),
      monthly: fc.integer({ min: 500, max: 10_00_000 }).map(String),
      increase: fc.integer({ min: 0, max: 2_000 }).map((n) => String(n / 100)),
      rate: fc.integer({ min: 0, max: 2_000 }).map((n) => String(n / 100)),
      annuity: fc.integer({ min: 0, max: 100 }).map(String),
      annuityRate: fc.integer({ min: 100, max: 1_500 }).map((n) => String(n / 100)),
    }),
  );

  test("given any inputs, then either a field has a message or the figures are whole, non-negative and add up", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        if (result === null) {
          expect(Object.keys(errors)).toEqual(["annuity"]);
          return;
        }
        for (const name of ["invested", "returns", "corpus", "annuity", "lumpSum", "pension"]) {
          const value = money(result, name);
          expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        expect(money(result, "invested") + money(result, "returns")).toBe(money(result, "corpus"));
        expect(money(result, "annuity") + money(result, "lumpSum")).toBe(money(result, "corpus"));
        const chart = result.chart!;
        expect(chart.series[1]!.values.at(-1)).toBe(money(result, "corpus"));
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(nps.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
