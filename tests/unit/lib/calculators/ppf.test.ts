import fc from "fast-check";
import { formatInr } from "@/lib/format";
import { PPF_RATE } from "@/lib/finance/ppf";
import { ppf } from "@/lib/calculators/ppf";
import { PPF_TABLE_CAPTION } from "@/lib/calculators/ppf/compute";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { figure, runnerFor, money } from "./run-calculator";

const run = runnerFor(ppf);

/*
 * PPF (docs/tax-methods.md §33). With the year's deposit made by 5 April, every month's lowest
 * balance holds it, so a year's interest is (opening + deposit) × r and
 *   FV = P × ((1 + r)^n − 1) / r × (1 + r).
 * At r = 7.1%: 1.071^15 = 2.7979636143, 1.071^20 = 3.9426608157, 1.071^25 = 5.5556742154.
 */

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number>;
}

describe("PPF calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults (§33.3 ex. 1): ₹1,50,000 by 5 April for 15 years at 7.1%: ₹40,68,209",
      raw: {},
      // (2.7979636143 − 1) / 0.071 × 1.071 = 27.1213948019; × 1,50,000 = 40,68,209.22 → 40,68,209
      // invested 15 × 1,50,000 = 22,50,000; interest 40,68,209 − 22,50,000 = 18,18,209
      expected: { invested: 22_50_000, interest: 18_18_209, maturity: 40_68_209, rateUsed: 7.1 },
    },
    {
      scenario: "§33.3 ex. 2: ₹12,500 by the 5th of every month for 15 years: ₹39,44,599",
      raw: { timing: "monthly" },
      // a year's interest = 0.071 B + 0.071/12 × 12,500 × (1 + … + 12) = 0.071 B + 5,768.75
      // B' = 1.071 B + 1,55,768.75 → B15 = 1,55,768.75 × (1.071^15 − 1) / 0.071 = 1,55,768.75 × 25.3234311876 = 39,44,599.22
      expected: { invested: 22_50_000, interest: 16_94_599, maturity: 39_44_599 },
    },
    {
      scenario: "§33.3 ex. 3: one 5-year extension with deposits (20 years): ₹66,58,288",
      raw: { years: "20" },
      // (3.9426608157 − 1) / 0.071 × 1.071 = 44.3885877976; × 1,50,000 = 66,58,288.17
      expected: { invested: 30_00_000, interest: 36_58_288, maturity: 66_58_288 },
    },
    {
      scenario: "§33.3 ex. 3: two extensions with deposits (25 years): ₹1,03,08,015",
      raw: { years: "25" },
      // (5.5556742154 − 1) / 0.071 × 1.071 = 68.7200997848; × 1,50,000 = 1,03,08,014.97
      expected: { invested: 37_50_000, interest: 65_58_015, maturity: 1_03_08_015 },
    },
    {
      scenario: "one 5-year extension without deposits: the 15-year value grows by 1.071^5 to ₹57,32,587",
      raw: { years: "20", extension: "without" },
      // 40,68,209.22 × 1.071^5 (1.4091179726) = 57,32,586.73 → 57,32,587; nothing more deposited
      expected: { invested: 22_50_000, interest: 34_82_587, maturity: 57_32_587 },
    },
    {
      scenario: "the minimum ₹500 a year for 15 years: ₹13,561",
      raw: { yearly: "500" },
      // 500 × 27.1213948019 = 13,560.70 → 13,561
      expected: { invested: 7_500, interest: 6_061, maturity: 13_561 },
    },
    {
      scenario: "₹1,00,000 a year at 8% for 15 years: ₹29,32,428",
      raw: { yearly: "100000", rate: "8" },
      // 1.08^15 = 3.1721691142; (2.1721691142 / 0.08) × 1.08 = 29.3242830417; × 1,00,000 = 29,32,428.30
      expected: { invested: 15_00_000, interest: 14_32_428, maturity: 29_32_428 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the schedule shows §33.3's year 1 interest, year 2 balance and year 15 interest", () => {
    const rows = run({}).result?.tables?.[0]?.csvRows ?? [];
    // year 1: 1,50,000 × 0.071 = 10,650; year 2: (1,60,650 + 1,50,000) × 1.071 = 3,32,706.15
    // year 15: (B14 + 1,50,000) × 0.071, B14 = 1,50,000 × 24.3234311876 = 36,48,514.68 → 37,98,514.68 × 0.071 = 2,69,694.54
    expect(rows[0]).toEqual([1, 0, 1_50_000, 10_650, 1_60_650]);
    expect(rows[1]?.[4]).toBe(3_32_706);
    expect(rows[14]?.[3]).toBe(2_69_695);
  });

  test("given the defaults, then the summary answers in one sentence", () => {
    expect(run({}).result?.summary).toBe(
      "Depositing ₹1,50,000 by 5 April every year for 15 years at 7.1%, your PPF account grows to ₹40,68,209: ₹22,50,000 deposited and ₹18,18,209 interest, all of it tax-free.",
    );
  });

  test.each([
    [
      { years: "20" },
      "Depositing ₹1,50,000 by 5 April every year for 20 years (15 to maturity, then extended once by 5 years) at 7.1%, your PPF account grows to ₹66,58,288: ₹30,00,000 deposited and ₹36,58,288 interest, all of it tax-free.",
    ],
    [
      { years: "25", extension: "without", timing: "monthly" },
      expect.stringMatching(/^Depositing ₹12,500 by the 5th of every month \(₹1,50,000 a year\) for 15 years and leaving it to earn for 10 more without deposits \(extended 2 times by 5 years\) at 7\.1%/),
    ],
  ])("given %p, then the summary names the extension", (raw, summary) => {
    expect(run(raw).result?.summary).toEqual(summary);
  });

  test("given the defaults, then the current rate is shown with its quarter", () => {
    expect(figure(run({}).result, "notifiedRate")).toBe(`7.1% for ${PPF_RATE.period}`);
    expect(PPF_RATE.period).toMatch(/^Q\d FY \d{4}-\d{2} \(/);
    expect(ppf.fields.rate.help).toContain(PPF_RATE.period);
  });

  test("given the defaults, then the query string carries the contract's parameters, and the extension only past 15 years", () => {
    expect(queryStringFor(ppf, defaultRawInputs(ppf))).toBe("?yearly=150000&rate=7.1&years=15&timing=april");
    expect(queryStringFor(ppf, { ...defaultRawInputs(ppf), years: "20" })).toContain("years=20&extension=with");
  });

  test("given every step of the breakdown, then each names the rule or formula behind it", () => {
    for (const raw of [{}, { years: "25", extension: "without", timing: "monthly" }] as RawInputs[]) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(8);
      for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    }
    const maturityStep = run({}).result?.breakdown[0]?.steps.find((step) => step.amount === 40_68_209);
    expect(maturityStep?.reference).toMatch(/^FV = P × \(\(1 \+ r\)\^n − 1\) ÷ r × \(1 \+ r\)/);
  });
});

describe("PPF calculator: the year-by-year table and the chart", () => {
  test.each<RawInputs>([{}, { timing: "monthly" }, { years: "30", extension: "without" }, { yearly: "12350", rate: "9.35", years: "40" }])(
    "given %p, then the rows add up to the totals, the CSV holds plain numbers and the chart ends at the totals",
    (raw) => {
      const { result } = run(raw);
      const table = result?.tables?.[0];
      const chart = result?.chart;
      if (!table?.csvRows || !chart) throw new Error("a table with CSV rows and a chart are expected");
      const years = Number(raw.years ?? "15");
      expect(table.caption).toBe(PPF_TABLE_CAPTION);
      expect(table.csvFileName).toBe("ppf-schedule.csv");
      expect(table.columns).toEqual(["Year", "Opening balance", "Deposit", "Interest", "Closing balance"]);
      expect(table.csvRows).toHaveLength(years);
      for (const row of table.csvRows) for (const cell of row) expect(Number.isInteger(cell) && (cell as number) >= 0).toBe(true);
      table.csvRows.forEach((row, index) => {
        expect(table.rows[index]).toEqual([row[0], ...row.slice(1).map((cell) => formatInr(cell as number))]);
        const [, opening, deposit, interest, closing] = row as number[];
        expect(opening! + deposit! + interest!).toBe(closing);
        if (index > 0) expect(opening).toBe(table.csvRows![index - 1]![4]);
      });
      const column = (index: number) => table.csvRows!.reduce((sum, row) => sum + (row[index] as number), 0);
      expect(column(2)).toBe(money(result, "invested"));
      expect(column(3)).toBe(money(result, "interest"));
      expect(table.csvRows[years - 1]?.[4]).toBe(money(result, "maturity"));

      expect(chart.tableCaption).toBe(table.caption);
      expect(chart.labels).toEqual(Array.from({ length: years }, (_, index) => `Year ${index + 1}`));
      expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
      for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
      const [invested, total] = chart.series;
      expect(invested?.values.at(-1)).toBe(money(result, "invested"));
      expect(total?.values.at(-1)).toBe(money(result, "maturity"));
      expect(total?.values).toEqual(table.csvRows.map((row) => row[4]));
    },
  );
});

describe("PPF calculator: input validation", () => {
  test.each([
    ["yearly", "499", /at least ₹500/],
    ["yearly", "150050", /at most ₹1,50,000/],
    ["yearly", "1010", /multiples of ₹50: enter ₹1,000 or ₹1,050/],
    ["yearly", "149999", /multiples of ₹50: enter ₹1,49,950 or ₹1,50,000\./],
    ["yearly", "abc", /digits/],
    ["rate", "0.5", /at least 1%/],
    ["rate", "21", /at most 20%/],
    ["rate", "7.125", /at most 2 decimal places/],
    ["years", "14", /at least 15 years/],
    ["years", "17", /15 years, then in 5-year extensions: enter 15 or 20\./],
    ["years", "99", /enter 95 or 100\./],
    ["years", "101", /at most 100 years/],
    ["years", "20.5", /whole years/],
    ["timing", "weekly", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given an unknown extension past 15 years, then the extension field has a message; at 15 years it is hidden and ignored", () => {
    expect(run({ years: "20", extension: "maybe" }).errors.extension).toMatch(/Choose one of: Keep depositing, No more deposits/);
    expect(run({ years: "15", extension: "maybe" }).errors).toEqual({});
  });
});

describe("PPF calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    yearly: fc.integer({ min: 10, max: 3_000 }).map((units) => String(units * 50)),
    rate: fc.integer({ min: 100, max: 2_000 }).map((hundredths) => String(hundredths / 100)),
    years: fc.integer({ min: 0, max: 17 }).map((blocks) => String(15 + 5 * blocks)),
    extension: fc.constantFrom("with", "without"),
    timing: fc.constantFrom("april", "monthly"),
  });

  test("given any valid inputs, then the figures are whole rupees, invested + interest = maturity, and the table agrees", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        const [invested, interest, maturity] = ["invested", "interest", "maturity"].map((name) => money(result, name));
        for (const amount of [invested!, interest!, maturity!]) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        expect(invested! + interest!).toBe(maturity);
        expect(result?.tables?.[0]?.csvRows?.at(-1)?.[4]).toBe(maturity);
        expect(result?.summary).not.toMatch(/NaN|Infinity|undefined/);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(ppf.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((group) => group.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
