import fc from "fast-check";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { salary } from "@/lib/calculators/salary";
import { salaryHike } from "@/lib/calculators/salary-hike";
import { inHandPay } from "@/lib/calculators/salary-hike/in-hand";
import { formatInr } from "@/lib/format";
import { CURRENT_FINANCIAL_YEAR } from "@/lib/tax";
import { figure, runnerFor, money } from "./run-calculator";

const run = runnerFor(salaryHike);
const runSalary = runnerFor(salary);

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number>;
}

/*
 * In-hand pay as in the salary calculator (docs/tax-methods.md §3), new regime, tax year 2026-27
 * (slabs, ₹75,000 standard deduction and the ₹12 lakh rebate as in FY 2025-26):
 * basic 50% of CTC; employer PF = employee PF = 12% of basic; gratuity 4.81% of basic;
 * gross = CTC − employer PF − gratuity; in-hand = gross − PF − ₹2,500 PT − tax.
 */
describe("salary-hike calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults (§4: 8,00,000 with a 15% hike → 9,20,000, +1,20,000)",
      raw: {},
      // before: basic 4,00,000; PF 48,000; gratuity 19,240; gross 7,32,760; taxable 6,57,760 → nil tax (rebate)
      //   in-hand 7,32,760 − 48,000 − 2,500 = 6,82,260 ÷ 12 = 56,855
      // after: basic 4,60,000; PF 55,200; gratuity 22,126; gross 8,42,674; taxable 7,67,674 → nil tax
      //   in-hand 8,42,674 − 55,200 − 2,500 = 7,84,974 ÷ 12 = 65,414.5 → 65,415
      // rise 65,415 − 56,855 = 8,560; yearly (7,84,974 − 6,82,260) ÷ 6,82,260 = 15.055%
      expected: { newSalary: 9_20_000, hikeAmount: 1_20_000, hikePercent: 15, inHandBefore: 56_855, inHandAfter: 65_415, inHandChange: 8_560 },
    },
    {
      scenario: "§4: 8,00,000 → 10,00,000 by an amount of 2,00,000 = 25%",
      raw: { mode: "amount", amount: "200000" },
      // after: basic 5,00,000; PF 60,000; gratuity 24,050; gross 9,15,950; nil tax; in-hand 8,53,450 ÷ 12 = 71,120.83 → 71,121
      expected: { newSalary: 10_00_000, hikeAmount: 2_00_000, hikePercent: 25, inHandBefore: 56_855, inHandAfter: 71_121 },
    },
    {
      scenario: "§4: the hike needed from 12,00,000 to 15,00,000 is 25%",
      raw: { mode: "compare", salary: "1200000", target: "1500000" },
      // before (§3.3 ex. 3 with PT 2,500): basic 6,00,000; PF 72,000; gratuity 28,860; gross 10,99,140;
      //   taxable 10,24,140 → nil tax; in-hand 10,99,140 − 72,000 − 2,500 = 10,24,640 ÷ 12 = 85,386.67 → 85,387
      // after (§3.3 ex. 1): gross 13,73,925; taxable 12,98,930; tax 60,000 − 40,000 + … = 20,000 + 40,000 + 15% × 98,930
      //   = 74,839.50; cess 2,993.58; 77,833.08 → s.288B 77,830; in-hand 13,73,925 − 90,000 − 2,500 − 77,830
      //   = 12,03,595 ÷ 12 = 1,00,299.58 → 1,00,300 (§3.3 shows 1,00,299 with the unrounded tax)
      expected: { newSalary: 15_00_000, hikeAmount: 3_00_000, hikePercent: 25, inHandBefore: 85_387, inHandAfter: 1_00_300, inHandChange: 14_913 },
    },
    {
      scenario: "10% a year for 3 years compounds to 33.1%",
      raw: { percent: "10", years: "3" },
      // 8,00,000 → 8,80,000 → 9,68,000 → 10,64,800; hikes 80,000 + 88,000 + 96,800 = 2,64,800; 1.1^3 − 1 = 33.1%
      // after: basic 5,32,400; PF 63,888; gratuity 25,608.44 → 25,608; gross 9,75,304; nil tax
      //   in-hand 9,75,304 − 63,888 − 2,500 = 9,08,916 ÷ 12 = 75,743
      expected: { newSalary: 10_64_800, hikeAmount: 2_64_800, inHandAfter: 75_743 },
    },
    {
      scenario: "₹1,00,000 a year for 3 years: 37.5% in all",
      raw: { mode: "amount", amount: "100000", years: "3" },
      expected: { newSalary: 11_00_000, hikeAmount: 3_00_000, hikePercent: 37.5 },
    },
    {
      scenario: "a lower offer is a cut: 10,00,000 → 8,00,000 is −20%",
      raw: { mode: "compare", salary: "1000000", target: "800000" },
      // in-hand 71,121 (see the amount example) → 56,855: −14,266
      expected: { newSalary: 8_00_000, hikeAmount: -2_00_000, hikePercent: -20, inHandBefore: 71_121, inHandAfter: 56_855, inHandChange: -14_266 },
    },
    {
      scenario: "a hike inside the rebate's marginal-relief band lowers in-hand pay: 14,00,000 → 14,10,000",
      raw: { mode: "compare", salary: "1400000", target: "1410000" },
      // before: basic 7,00,000; PF 84,000; gratuity 33,670; gross 12,82,330; taxable 12,07,330 (> 12 lakh)
      //   slab tax 20,000 + 40,000 + 15% × 7,330 = 61,099.50; relief caps it at 7,330; cess 293.20 → 7,623.20 → 7,620
      //   in-hand 12,82,330 − 84,000 − 2,500 − 7,620 = 11,88,210 ÷ 12 = 99,017.5 → 99,018
      // after: basic 7,05,000; PF 84,600; gratuity 4.81% × 7,05,000 = 33,910.5, which in binary floating point is
      //   just below .5, so 33,910 (as in the salary calculator); gross 12,91,490; taxable 12,16,490
      //   capped at 16,490; cess 659.60 → 17,149.60 → 17,150; in-hand 12,91,490 − 84,600 − 2,500 − 17,150 = 11,87,240
      //   ÷ 12 = 98,936.67 → 98,937; change 98,937 − 99,018 = −81
      expected: { newSalary: 14_10_000, hikeAmount: 10_000, inHandBefore: 99_018, inHandAfter: 98_937, inHandChange: -81 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given 10% for 3 years, then the percentage shown is 33.1%, and each year's row shows 10%", () => {
    const { result } = run({ percent: "10", years: "3" });
    expect(money(result, "hikePercent")).toBe(33.1);
    expect(result!.tables![0]!.rows.slice(1).map((row) => row[1])).toEqual(["10%", "10%", "10%"]);
  });

  test("given the defaults, then the in-hand change in percent is 15.05% (PT is fixed, so in-hand rises a little faster here)", () => {
    // (7,84,974 − 6,82,260) ÷ 6,82,260 × 100 = 1,02,714 ÷ 6,82,260 × 100 = 15.0550 (15.05496…) → 15.05
    expect(money(run({}).result, "inHandChangePercent")).toBe(15.05);
  });

  test("given the defaults, then the summary gives the new salary and both in-hand figures, and the query string carries the visible parameters", () => {
    const { result } = run({});
    expect(result!.summary).toBe(
      "A 15% hike takes your salary from ₹8,00,000 to ₹9,20,000 a year, ₹1,20,000 more. Your in-hand pay would go from about ₹56,855 to ₹65,415 a month under the new regime (tax year 2026-27).",
    );
    expect(queryStringFor(salaryHike, defaultRawInputs(salaryHike))).toBe("?mode=percent&salary=800000&percent=15&years=1&basicPct=50&pf=basic&gratuity=1&pt=2500");
    expect(queryStringFor(salaryHike, { ...defaultRawInputs(salaryHike), mode: "compare" })).toBe("?mode=compare&salary=800000&target=1000000&basicPct=50&pf=basic&gratuity=1&pt=2500");
  });

  test("given a hike inside the marginal-relief band, then a note explains why in-hand pay falls", () => {
    expect(run({ mode: "compare", salary: "1400000", target: "1410000" }).result!.notes!.join("\n")).toMatch(/marginal relief caps the tax.*4% cess/);
    expect(run({}).result!.notes!.join("\n")).not.toMatch(/a higher CTC leaves/);
  });

  test("given the defaults, then every breakdown step names its rule", () => {
    const steps = run({}).result!.breakdown.flatMap((section) => section.steps);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
  });
});

describe("salary-hike calculator: in-hand pay is the salary calculator's", () => {
  test("the in-hand rules are those of the current year", () => {
    expect(inHandPay(8_00_000, { basicPct: 50, pf: "basic", gratuity: true, pt: 2_500 }).tax.fy).toBe(CURRENT_FINANCIAL_YEAR);
  });

  test("given any CTC and structure, then the monthly in-hand pay and tax equal the salary calculator's for the new regime", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 10_00_00_000 }),
        fc.integer({ min: 100, max: 8_000 }).map((n) => n / 100),
        fc.constantFrom("basic", "ceiling", "none"),
        fc.boolean(),
        fc.integer({ min: 0, max: 2_500 }),
        (ctc, basicPct, pf, gratuity, pt) => {
          const mine = inHandPay(ctc, { basicPct, pf, gratuity, pt });
          const theirs = runSalary({ fy: CURRENT_FINANCIAL_YEAR, regime: "new", ctc: String(ctc), basicPct: String(basicPct), hraPct: "0", pf, gratuity: gratuity ? "1" : "0", pt: String(pt) });
          expect(theirs.errors).toEqual({});
          expect([mine.inHandMonthly, mine.tax.totalTax]).toEqual([money(theirs.result, "newInHandMonthly"), money(theirs.result, "newTax")]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("salary-hike calculator: schedule table and chart", () => {
  test.each<RawInputs>([{}, { percent: "10", years: "3" }, { mode: "amount", amount: "150000", years: "40" }, { mode: "compare", salary: "1200000", target: "1500000" }, { mode: "compare", salary: "1000000", target: "800000" }])(
    "given %j, then the hike amounts sum to the total, the chart matches the table and ends at the totals, and the CSV holds plain numbers",
    (raw) => {
      const { result } = run(raw);
      const table = result!.tables![0]!;
      const chart = result!.chart!;
      const hikes = raw.mode === "compare" ? 1 : Number(raw.years ?? 1);
      expect(table.csvFileName).toBe("salary-hike-schedule.csv");
      expect(table.rows).toHaveLength(hikes + 1);
      const csv = table.csvRows!;
      expect(csv).toHaveLength(hikes + 1);
      expect(csv[0]!.slice(0, 3)).toEqual(["Now", "", ""]);
      for (const row of csv.slice(1)) for (const cell of row.slice(1)) expect(typeof cell === "number" && Number.isFinite(cell)).toBe(true);
      for (const row of csv) for (const cell of row.slice(3)) expect(Number.isInteger(cell)).toBe(true);
      expect(csv.slice(1).reduce((sum, row) => sum + (row[2] as number), 0)).toBe(money(result, "hikeAmount"));
      expect(csv[0]![3]).toBe(Number(raw.salary ?? 800000));
      expect(csv.at(-1)![3]).toBe(money(result, "newSalary"));
      expect(csv[0]![4]).toBe(money(result, "inHandBefore"));
      expect(csv.at(-1)![4]).toBe(money(result, "inHandAfter"));
      expect(table.rows.map((row) => row[3])).toEqual(csv.map((row) => formatInr(row[3] as number)));
      expect(table.rows.map((row) => row[5])).toEqual(csv.map((row) => formatInr(row[5] as number)));

      expect(chart.tableCaption).toBe(table.caption);
      expect(chart.labels).toEqual(table.rows.map((row) => row[0]));
      for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
      expect(chart.series[0]!.values).toEqual(csv.map((row) => row[3]));
      expect(chart.series[1]!.values).toEqual(csv.map((row) => row[5]));
      expect(chart.series[0]!.values.at(-1)).toBe(money(result, "newSalary"));
      expect(Math.round(chart.series[1]!.values.at(-1)! / 12)).toBe(money(result, "inHandAfter"));
    },
  );

  test("given one hike, then the chart compares before and after; given several, then it has a point per year", () => {
    expect(run({}).result!.chart!.labels).toEqual(["Now", "After the hike"]);
    expect(run({ percent: "10", years: "3" }).result!.chart!.labels).toEqual(["Now", "Year 1", "Year 2", "Year 3"]);
    expect(run({ mode: "compare" }).result!.chart!.labels).toEqual(["Now", "New salary"]);
  });
});

describe("salary-hike calculator: input validation", () => {
  test.each([
    [{}, "salary", "9999", /at least ₹10,000/],
    [{}, "salary", "eight lakh", /digits/],
    [{}, "percent", "200.5", /at most 200%/],
    [{}, "percent", "-5", /digits/],
    [{}, "years", "0", /at least 1 year/],
    [{}, "years", "41", /at most 40 years/],
    [{}, "basicPct", "81", /at most 80%/],
    [{}, "pf", "full", /Choose one of/],
    [{}, "gratuity", "yes", /1 for yes or 0 for no/],
    [{}, "pt", "2501", /at most ₹2,500/],
    [{}, "mode", "double", /Choose one of/],
    [{ mode: "amount" }, "amount", "1.5", /whole rupees/],
    [{ mode: "compare" }, "target", "5000", /at least ₹10,000/],
    // 8,00,000 × 3^40 is far beyond ₹1,000 crore
    [{ years: "40" }, "percent", "200", /After 40 hikes the salary would be more than ₹10,00,00,00,000.*lower the hike/],
    [{ mode: "amount", years: "40" }, "amount", "300000000", /After 40 hikes the salary would be more than/],
  ])("given %j and %s=%p, then that field has a message and no figure is computed", (base: RawInputs, name, value, message) => {
    const { result, errors } = run({ ...base, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given invalid text in fields hidden for the mode, then it is ignored", () => {
    expect(run({ amount: "abc", target: "-1" }).errors).toEqual({});
    expect(run({ mode: "compare", percent: "abc", years: "0" }).errors).toEqual({});
  });
});

describe("salary-hike calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    mode: fc.constantFrom("percent", "amount", "compare"),
    salary: fc.integer({ min: 10_000, max: 5_00_00_000 }).map(String),
    percent: fc.integer({ min: 0, max: 5_000 }).map((n) => String(n / 100)),
    amount: fc.integer({ min: 0, max: 50_00_000 }).map(String),
    target: fc.integer({ min: 10_000, max: 5_00_00_000 }).map(String),
    years: fc.integer({ min: 1, max: 40 }).map(String),
    basicPct: fc.integer({ min: 1, max: 80 }).map(String),
    pf: fc.constantFrom("basic", "ceiling", "none"),
    gratuity: fc.constantFrom("0", "1"),
    pt: fc.integer({ min: 0, max: 2_500 }).map(String),
  });

  test("given any valid inputs, then in-hand pay is whole and never negative, never exceeds the CTC, and rises with the salary", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        if (result === null) {
          // only a salary beyond ₹1,000 crore after the hikes is refused
          expect(Object.keys(errors)).toEqual([raw.mode === "amount" ? "amount" : "percent"]);
          return;
        }
        const before = money(result, "inHandBefore");
        const after = money(result, "inHandAfter");
        for (const value of [before, after, money(result, "newSalary")]) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        expect(before).toBeLessThanOrEqual(Number(raw.salary) / 12 + 1);
        const hike = money(result, "hikeAmount");
        // A higher CTC leaves less in hand only in the marginal-relief band or by s.288B rounding, and then a note says why.
        if (hike > 0 && after < before) expect(result.notes!.join("\n")).toMatch(/a higher CTC leaves/);
        // A cut leaves more in hand only where the reverse move, a hike from the new salary back to the
        // current one, is in that band: then the reverse comparison carries the note.
        if (hike < 0 && after > before + 1) {
          const reverse = run({ ...raw, mode: "compare", salary: String(money(result, "newSalary")), target: raw.salary });
          expect(reverse.result!.notes!.join("\n")).toMatch(/a higher CTC leaves/);
        }
        expect(money(result, "newSalary") - Number(raw.salary)).toBe(hike);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(salaryHike.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
