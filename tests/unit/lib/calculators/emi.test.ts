import fc from "fast-check";
import { emi } from "@/lib/calculators/emi";
import { MAX_LOAN_MONTHS } from "@/lib/calculators/emi/loan-fields";
import { CHART_TITLE, MONTHLY_CAPTION, YEARLY_CAPTION } from "@/lib/calculators/emi/schedule";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult, ResultTable } from "@/lib/calculators/types";
import { MAX_TENURE_MONTHS } from "@/lib/finance/loan";
import { figure, runnerFor, money, sum } from "./run-calculator";

const run = runnerFor(emi);
const table = (result: CalculatorResult | null, caption: string): ResultTable => {
  const found = result?.tables?.find((candidate) => candidate.caption === caption);
  if (!found) throw new Error(`no table "${caption}"`);
  return found;
};
/** A column of a table's CSV rows, by its heading. */
const column = (t: ResultTable, heading: string): number[] => (t.csvRows ?? []).map((row) => row[t.columns.indexOf(heading)] as number);

describe("EMI calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "defaults, docs/tax-methods.md §38.2 ex. 1: ₹10 lakh at 8.5% for 20 years: EMI ₹8,678, interest ₹10,82,776",
      raw: {},
      // i = 8.5 ÷ 12 ÷ 100 = 0.00708333; (1 + i)^240 = 5.44959; EMI = 10,00,000 × 0.00708333 × 5.44959 ÷ 4.44959 = 8,678.2323 → 8,678
      // paid 240 × 8,678.2323 = 20,82,775.76 → 20,82,776; interest 20,82,775.76 − 10,00,000 = 10,82,775.76 → 10,82,776
      expected: { emi: 8_678, totalInterest: 10_82_776, totalPayment: 20_82_776 },
    },
    {
      scenario: "docs/tax-methods.md §38.2 ex. 2: ₹50 lakh at 8.5% for 20 years: EMI ₹43,391, interest ₹54,13,879",
      raw: { amount: "5000000" },
      // five times ex. 1: EMI 5 × 8,678.2323 = 43,391.16; paid 240 × 43,391.1617 = 1,04,13,878.80; interest 54,13,878.80
      expected: { emi: 43_391, totalInterest: 54_13_879, totalPayment: 1_04_13_879 },
    },
    {
      scenario: "docs/tax-methods.md §38.2 ex. 3: ₹5 lakh personal loan at 10.5% for 5 years: EMI ₹10,747, interest ₹1,44,817",
      raw: { amount: "500000", rate: "10.5", years: "5" },
      // i = 0.00875; (1.00875)^60 = 1.68721; EMI = 5,00,000 × 0.00875 × 1.68721 ÷ 0.68721 = 10,746.95
      // paid 60 × 10,746.9502 = 6,44,817.01; interest 1,44,817.01
      expected: { emi: 10_747, totalInterest: 1_44_817, totalPayment: 6_44_817 },
    },
    {
      scenario: "no-cost EMI: ₹54,000 at 0% over 4 years 6 months: 54 EMIs of ₹1,000, no interest",
      raw: { amount: "54000", rate: "0", years: "4", months: "6" },
      // n = 4 × 12 + 6 = 54; EMI = 54,000 ÷ 54 = 1,000
      expected: { emi: 1_000, totalInterest: 0, totalPayment: 54_000 },
    },
    {
      scenario: "a tenure in months only: ₹1,20,000 at 0% over 0 years 9 months: ₹13,333 a month",
      raw: { amount: "120000", rate: "0", years: "0", months: "9" },
      // 1,20,000 ÷ 9 = 13,333.33 → 13,333
      expected: { emi: 13_333, totalInterest: 0, totalPayment: 1_20_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary states the EMI, the interest and the total", () => {
    expect(run({}).result?.summary).toBe("A loan of ₹10,00,000 at 8.5% over 20 years costs ₹8,678 a month: ₹10,82,776 in interest, ₹20,82,776 in all.");
  });

  test("given the defaults, then the EMI's note gives it to the paisa: ₹8,678.23", () => {
    const note = run({}).result?.groups.flatMap((group) => group.figures).find((f) => f.name === "emi")?.note;
    expect(note).toMatch(/₹8,678\.23 before rounding/);
  });

  test("given the defaults, then every breakdown step names the rule behind it, and the monthly rate is 0.7083%", () => {
    const steps = run({}).result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(6);
    for (const step of steps) expect([step.label, step.reference?.trim()]).toEqual([step.label, expect.stringMatching(/\S{3}/)]);
    expect(steps.find((step) => step.label.startsWith("Monthly rate"))?.text).toBe("0.7083%");
  });

  test("given the defaults, then the query string carries the contract's parameters", () => {
    expect(queryStringFor(emi, defaultRawInputs(emi))).toBe("?amount=1000000&rate=8.5&years=20&months=0");
  });

  test("given the longest tenure the fields accept, then the loan module accepts it too", () => {
    expect(MAX_LOAN_MONTHS).toBeLessThanOrEqual(MAX_TENURE_MONTHS);
    const { result, errors } = run({ years: "40", months: "11" });
    expect(errors).toEqual({});
    expect(table(result, MONTHLY_CAPTION).rows).toHaveLength(491);
  });
});

describe("EMI calculator: the schedule, its CSV and the chart", () => {
  const { result } = run({});
  const yearly = table(result, YEARLY_CAPTION);
  const monthly = table(result, MONTHLY_CAPTION);

  test("given the defaults, then there are 20 yearly and 240 monthly rows, offered as emi-schedule.csv and emi-monthly-schedule.csv", () => {
    expect(yearly.rows).toHaveLength(20);
    expect(monthly.rows).toHaveLength(240);
    expect(yearly.csvFileName).toBe("emi-schedule.csv");
    expect(monthly.csvFileName).toBe("emi-monthly-schedule.csv");
    expect(yearly.csvRows).toHaveLength(yearly.rows.length);
    expect(monthly.csvRows).toHaveLength(monthly.rows.length);
  });

  test("given the defaults, then year 1 pays ₹84,236 interest and repays ₹19,902, leaving ₹9,80,098", () => {
    // B_12 = 10,00,000 × 1.0070833^12 − 8,678.2323 × (1.0070833^12 − 1) ÷ 0.0070833 = 9,80,097.71 → principal 19,902;
    // interest 12 × 8,678.2323 − 19,902.29 = 84,236.50 → 84,236 (§38.2 prints 84,237: the year's rounded EMIs less the principal)
    expect(yearly.csvRows?.[0]).toEqual([1, 10_00_000, 1_04_138, 84_236, 19_902, 9_80_098, 19_902, 84_236]);
    expect(yearly.rows[0]).toEqual(["Year 1", "₹10,00,000", "₹1,04,138", "₹84,236", "₹19,902", "₹9,80,098", "₹19,902", "₹84,236"]);
  });

  test("given the defaults, then month 1 is ₹7,083 interest and ₹1,595 principal", () => {
    // 10,00,000 × 0.0070833 = 7,083.33; 8,678.23 − 7,083.33 = 1,594.90; balance 9,98,405.10
    expect(monthly.csvRows?.[0]).toEqual([1, 1, 10_00_000, 8_678, 7_083, 1_595, 9_98_405]);
  });

  test("given the defaults, then the yearly and monthly rows add up to the totals and end at nil", () => {
    for (const t of [yearly, monthly]) {
      expect(sum(column(t, "Interest"))).toBe(money(result, "totalInterest"));
      expect(sum(column(t, "Principal"))).toBe(10_00_000);
      expect(column(t, "Closing balance").at(-1)).toBe(0);
    }
    expect(sum(column(yearly, "EMIs paid"))).toBe(money(result, "totalPayment"));
    expect(sum(column(monthly, "EMI"))).toBe(money(result, "totalPayment"));
  });

  test("given the defaults, then the chart draws the yearly table's running totals, one value per year, ending at the loan and the interest", () => {
    const chart = result?.chart;
    expect(chart?.title).toBe(CHART_TITLE);
    expect(chart?.tableCaption).toBe(yearly.caption);
    expect(chart?.labels).toEqual(yearly.rows.map((row) => row[0]));
    expect(chart?.series.map((series) => series.label)).toEqual(["Principal repaid", "Interest paid"]);
    for (const series of chart?.series ?? []) expect(series.values).toHaveLength(chart!.labels.length);
    expect(chart?.series[0]?.values).toEqual(column(yearly, "Principal repaid so far"));
    expect(chart?.series[1]?.values).toEqual(column(yearly, "Interest paid so far"));
    expect(chart?.series[0]?.values.at(-1)).toBe(10_00_000);
    expect(chart?.series[1]?.values.at(-1)).toBe(money(result, "totalInterest"));
  });

  test("given the defaults, then the CSV rows are plain whole numbers and the shown rows are formatted rupees", () => {
    for (const t of [yearly, monthly]) {
      for (const row of t.csvRows ?? []) for (const cell of row) expect(Number.isInteger(cell)).toBe(true);
      for (const row of t.rows) for (const cell of row.slice(t === yearly ? 1 : 2)) expect(cell).toMatch(/^₹[\d,]+$/);
    }
  });
});

describe("EMI calculator: input validation", () => {
  test.each([
    ["amount", "abc", /digits/],
    ["amount", "-500000", /digits/],
    ["amount", "999", /at least ₹1,000/],
    ["amount", "1000000001", /at most ₹1,00,00,00,000/],
    ["amount", "100000.50", /whole rupees/],
    ["rate", "51", /at most 50%/],
    ["rate", "8.555", /at most 2 decimal places/],
    ["rate", "eight", /percentage/],
    ["years", "41", /at most 40 years/],
    ["years", "2.5", /whole years/],
    ["months", "12", /at most 11 months/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a tenure of 0 years and 0 months, then the years field asks for at least a month", () => {
    const { result, errors } = run({ years: "0", months: "0" });
    expect(errors).toEqual({ years: expect.stringMatching(/at least 1 month/) });
    expect(result).toBeNull();
  });
});

describe("EMI calculator: properties over random inputs", () => {
  const rawInputs = fc.record({
    amount: fc.integer({ min: 1_000, max: 1_000_000_000 }).map(String),
    rate: fc.integer({ min: 0, max: 5_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
    years: fc.integer({ min: 1, max: 40 }).map(String),
    months: fc.integer({ min: 0, max: 11 }).map(String),
  });

  test("given any valid inputs, then the figures are whole and non-negative, payment = amount + interest, and the schedule and chart agree with them", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const name of ["emi", "totalInterest", "totalPayment"]) {
          expect(Number.isInteger(money(result, name))).toBe(true);
          expect(money(result, name)).toBeGreaterThanOrEqual(0);
        }
        expect(money(result, "totalPayment")).toBe(Number(raw.amount) + money(result, "totalInterest"));
        const yearly = table(result, YEARLY_CAPTION);
        expect(sum(column(yearly, "Interest"))).toBe(money(result, "totalInterest"));
        expect(sum(column(yearly, "Principal"))).toBe(Number(raw.amount));
        expect(result?.chart?.series.every((series) => series.values.length === result.chart?.labels.length)).toBe(true);
        expect(result?.chart?.series[1]?.values.at(-1)).toBe(money(result, "totalInterest"));
      }),
      { numRuns: 100 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(emi.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
