import fc from "fast-check";
import { formatInr } from "@/lib/format";
import { SSY_RATE } from "@/lib/finance/ssy";
import { ssy } from "@/lib/calculators/ssy";
import { SSY_TABLE_CAPTION } from "@/lib/calculators/ssy/compute";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import { figure, runnerFor, money } from "./run-calculator";

const run = runnerFor(ssy);

/*
 * Sukanya Samriddhi (docs/tax-methods.md §36). Deposits by 5 April for d years, then no
 * deposits to the 21st year; a year's interest is (opening + deposit) × r, so
 *   maturity = P × ((1 + r)^d − 1) / r × (1 + r) × (1 + r)^(21 − d).
 * At r = 8.2%: 1.082^15 = 3.2614363822 and 1.082^6 = 1.6045880910, so for d = 15 the
 * factor is (2.2614363822 / 0.082) × 1.082 × 1.6045880910 = 29.8399288475 × 1.6045880910
 * = 47.8807944662.
 */

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, number>;
}

describe("Sukanya Samriddhi calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults (§36.3 ex. 1): ₹1,50,000 a year at 8.2%: ₹71,82,119 after 21 years",
      raw: {},
      // 1,50,000 × 29.8399288475 = 44,75,989.33 after 15 years; × 1.6045880910 = 71,82,119.17 → 71,82,119
      // invested 15 × 1,50,000 = 22,50,000; interest 71,82,119 − 22,50,000 = 49,32,119
      expected: { invested: 22_50_000, interest: 49_32_119, maturity: 71_82_119, rateUsed: 8.2 },
    },
    {
      scenario: "§36.3 ex. 2: ₹1,00,000 a year: ₹47,88,079",
      raw: { yearly: "100000" },
      // 1,00,000 × 47.8807944662 = 47,88,079.45
      expected: { invested: 15_00_000, interest: 32_88_079, maturity: 47_88_079 },
    },
    {
      scenario: "§36.3 ex. 3: ₹12,000 a year: ₹5,74,570",
      raw: { yearly: "12000" },
      // 12,000 × 47.8807944662 = 5,74,569.53 → 5,74,570
      expected: { invested: 1_80_000, interest: 3_94_570, maturity: 5_74_570 },
    },
    {
      scenario: "§36.3 ex. 3: the 2014 rules' 14 deposit years: ₹69,21,695",
      raw: { depositYears: "14" },
      // 1.082^14 = 3.0142665270; (2.0142665270 / 0.082) × 1.082 = 26.5784924654; × 1,50,000 = 39,86,773.87
      // then 7 years without deposits: × 1.082^7 (1.7361643145) = 69,21,694.52 → 69,21,695
      expected: { invested: 21_00_000, interest: 48_21_695, maturity: 69_21_695 },
    },
    {
      scenario: "the minimum ₹250 a year: ₹11,970",
      raw: { yearly: "250" },
      // 250 × 47.8807944662 = 11,970.20 → 11,970
      expected: { invested: 3_750, interest: 8_220, maturity: 11_970 },
    },
    {
      scenario: "a single year's deposit of ₹1,50,000: ₹7,84,989 after 21 years",
      raw: { depositYears: "1" },
      // 21 full years of interest on one deposit: 1.082^21 = 1.082^15 × 1.082^6 = 3.2614363822 × 1.6045880910 = 5.2332619785
      // × 1,50,000 = 7,84,989.30 → 7,84,989
      expected: { invested: 1_50_000, interest: 6_34_989, maturity: 7_84_989 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given ₹12,500 by the 5th of each month, then less than paying ₹1,50,000 by 5 April", () => {
    // a year's interest with monthly deposits = 0.082 B + 0.082/12 × 12,500 × 78 = 0.082 B + 6,662.50,
    // against 0.082 × (B + 1,50,000) = 0.082 B + 12,300 when it is all paid in April
    const monthly = money(run({ timing: "monthly" }).result, "maturity");
    expect(monthly).toBeLessThan(71_82_119);
    // year 1 interest is exactly ₹6,662.50: the table shows ₹6,662 or ₹6,663 (rounding spread over the years to keep the total exact)
    const [year, opening, deposit, interest, closing] = (run({ timing: "monthly" }).result?.tables?.[0]?.csvRows?.[0] ?? []) as number[];
    expect([year, opening, deposit]).toEqual([1, 0, 1_50_000]);
    expect([6_662, 6_663]).toContain(interest);
    expect(closing).toBe(1_50_000 + interest!);
  });

  test("given the defaults, then the summary answers in one sentence", () => {
    expect(run({}).result?.summary).toBe(
      "Depositing ₹1,50,000 by 5 April every year for 15 years at 8.2%, the Sukanya Samriddhi account pays ₹71,82,119 when it matures 21 years after opening: ₹22,50,000 deposited and ₹49,32,119 interest, all of it tax-free.",
    );
  });

  test("given the defaults, then the current rate is shown with its quarter", () => {
    expect(figure(run({}).result, "notifiedRate")).toBe(`8.2% for ${SSY_RATE.period}`);
    expect(ssy.fields.rate.help).toContain(SSY_RATE.period);
  });

  test("given the defaults, then the query string carries every parameter", () => {
    expect(queryStringFor(ssy, defaultRawInputs(ssy))).toBe("?yearly=150000&rate=8.2&depositYears=15&timing=april");
  });

  test("given every step of the breakdown, then each names the rule or formula behind it", () => {
    for (const raw of [{}, { depositYears: "14", timing: "monthly" }] as RawInputs[]) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(9);
      for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    }
  });

  test("given the defaults, then the breakdown shows the balance after the deposit years and the interest of the six years without deposits", () => {
    const steps = run({}).result?.breakdown[0]?.steps ?? [];
    // after 15 years: 44,75,989.33; the six years add 71,82,119.17 − 44,75,989.33 = 27,06,129.84
    const after15 = steps.find((step) => step.label === "Balance after 15 years of deposits")?.amount ?? 0;
    expect(Math.abs(after15 - 44_75_989)).toBeLessThanOrEqual(1);
    expect(steps.find((step) => step.label === "6 more years of interest without deposits, to maturity")?.amount).toBe(71_82_119 - after15);
  });
});

describe("Sukanya Samriddhi calculator: the year-by-year table and the chart", () => {
  test.each<RawInputs>([{}, { timing: "monthly" }, { depositYears: "14" }, { yearly: "23450", rate: "7.65", depositYears: "9" }])(
    "given %p, then 21 rows add up to the totals, the CSV holds plain numbers and the chart ends at the totals",
    (raw) => {
      const { result } = run(raw);
      const table = result?.tables?.[0];
      const chart = result?.chart;
      if (!table?.csvRows || !chart) throw new Error("a table with CSV rows and a chart are expected");
      const depositYears = Number(raw.depositYears ?? "15");
      expect(table.caption).toBe(SSY_TABLE_CAPTION);
      expect(table.csvFileName).toBe("ssy-schedule.csv");
      expect(table.csvRows).toHaveLength(21);
      for (const row of table.csvRows) for (const cell of row) expect(Number.isInteger(cell) && (cell as number) >= 0).toBe(true);
      table.csvRows.forEach((row, index) => {
        expect(table.rows[index]).toEqual([row[0], ...row.slice(1).map((cell) => formatInr(cell as number))]);
        const [, opening, deposit, interest, closing] = row as number[];
        expect(opening! + deposit! + interest!).toBe(closing);
        expect(deposit! > 0).toBe(index < depositYears);
      });
      const column = (index: number) => table.csvRows!.reduce((sum, row) => sum + (row[index] as number), 0);
      expect(column(2)).toBe(money(result, "invested"));
      expect(column(3)).toBe(money(result, "interest"));
      expect(table.csvRows[20]?.[4]).toBe(money(result, "maturity"));

      expect(chart.tableCaption).toBe(table.caption);
      expect(chart.labels).toHaveLength(21);
      expect(chart.series.map((series) => series.label)).toEqual(["Amount invested", "Total value"]);
      for (const series of chart.series) expect(series.values).toHaveLength(chart.labels.length);
      expect(chart.series[0]?.values.at(-1)).toBe(money(result, "invested"));
      expect(chart.series[1]?.values.at(-1)).toBe(money(result, "maturity"));
      expect(chart.series[1]?.values).toEqual(table.csvRows.map((row) => row[4]));
    },
  );
});

describe("Sukanya Samriddhi calculator: input validation", () => {
  test.each([
    ["yearly", "200", /at least ₹250/],
    ["yearly", "150050", /at most ₹1,50,000/],
    ["yearly", "1010", /multiples of ₹50: enter ₹1,000 or ₹1,050/],
    ["yearly", "260", /multiples of ₹50: enter ₹250 or ₹300/],
    ["yearly", "ten thousand", /digits/],
    ["rate", "0", /at least 1%/],
    ["rate", "25", /at most 20%/],
    ["depositYears", "0", /at least 1 year/],
    ["depositYears", "16", /at most 15 years/],
    ["depositYears", "14.5", /whole years/],
    ["timing", "yearly", /Choose one of/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });
});

describe("Sukanya Samriddhi calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    yearly: fc.integer({ min: 5, max: 3_000 }).map((units) => String(units * 50)),
    rate: fc.integer({ min: 100, max: 2_000 }).map((hundredths) => String(hundredths / 100)),
    depositYears: fc.integer({ min: 1, max: 15 }).map(String),
    timing: fc.constantFrom("april", "monthly"),
  });

  test("given any valid inputs, then the figures are whole rupees, invested + interest = maturity, and more deposit years never pay less", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        const [invested, interest, maturity] = ["invested", "interest", "maturity"].map((name) => money(result, name));
        for (const amount of [invested!, interest!, maturity!]) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        expect(invested! + interest!).toBe(maturity);
        expect(invested).toBe(Number(raw.yearly) * Number(raw.depositYears));
        const longer = run({ ...raw, depositYears: String(Math.min(15, Number(raw.depositYears) + 1)) });
        expect(money(longer.result, "maturity")).toBeGreaterThanOrEqual(maturity!);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(ssy.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((group) => group.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
