import fc from "fast-check";
import {
  INDIA_POST_RD_MINIMUM_INSTALMENT,
  INDIA_POST_RD_MONTHS,
  INDIA_POST_RD_RATE,
  RD_MAX_MONTHS,
  recurringDeposit,
  recurringDepositMaturity,
  type RecurringDepositInput,
  type RecurringDepositResult,
} from "@/lib/finance/recurring-deposit";

/*
 * Expected values are worked by hand from the IBA formula of docs/tax-methods.md §31.2,
 *   M = R × [(1 + i)^(N/3) − 1] / [1 − (1 + i)^(−1/3)],  i = r/400,
 * and from the maturity values notified for India Post's ₹100 account.
 */

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

function expectConsistent(result: RecurringDepositResult, input: RecurringDepositInput): void {
  const { yearly } = result;
  expect(yearly).toHaveLength(Math.ceil(input.months / 12));
  expect(sum(yearly.map((row) => row.deposited))).toBe(result.deposited);
  expect(sum(yearly.map((row) => row.interest))).toBe(result.interest);
  expect(sum(yearly.map((row) => row.instalments))).toBe(input.months);
  expect(result.maturity).toBe(result.deposited + result.interest);
  expect(yearly.at(-1)?.closing).toBe(result.maturity);
  yearly.forEach((row, index) => {
    expect(row.year).toBe(index + 1);
    expect(row.opening).toBe(index === 0 ? 0 : yearly[index - 1]?.closing);
    expect(row.closing).toBe(row.opening + row.deposited + row.interest);
  });
}

describe("recurring deposit: worked examples (docs/tax-methods.md §31.3)", () => {
  test.each<{ scenario: string; input: RecurringDepositInput; deposited: number; interest: number; maturity: number }>([
    {
      scenario: "given ₹5,000 a month at 6.7% for 60 months (India Post), then ₹3,56,829 at maturity",
      input: { monthlyInstalment: 5_000, annualRatePercent: 6.7, months: 60 },
      // i = 0.01675; (1.01675)^20 − 1 = 0.3940669; 1 − (1.01675)^(−1/3) = 0.00552179
      // 5,000 × 0.3940669 ÷ 0.00552179 = 3,56,829.14 → 3,56,829; deposits 60 × 5,000 = 3,00,000
      deposited: 300_000,
      interest: 56_829,
      maturity: 356_829,
    },
    {
      scenario: "given ₹10,000 a month at 7% for 12 months, then ₹1,24,621 with ₹4,621 interest",
      input: { monthlyInstalment: 10_000, annualRatePercent: 7, months: 12 },
      // i = 0.0175; (1.0175)^4 − 1 = 0.07185903; 1 − (1.0175)^(−1/3) = 0.00576619
      // 10,000 × 0.07185903 ÷ 0.00576619 = 1,24,621.32 → 1,24,621
      deposited: 120_000,
      interest: 4_621,
      maturity: 124_621,
    },
    {
      scenario: "given ₹10,000 a month at 7% for 60 months, then ₹7,19,328",
      input: { monthlyInstalment: 10_000, annualRatePercent: 7, months: 60 },
      // (1.0175)^20 − 1 = 0.41477820; 10,000 × 0.41477820 ÷ 0.00576619 = 7,19,327.91 → 7,19,328
      deposited: 600_000,
      interest: 119_328,
      maturity: 719_328,
    },
    {
      scenario: "given no interest (0%), then the maturity is the deposits",
      input: { monthlyInstalment: 1_500, annualRatePercent: 0, months: 30 },
      // 30 × 1,500 = 45,000
      deposited: 45_000,
      interest: 0,
      maturity: 45_000,
    },
  ])("$scenario", ({ input, deposited, interest, maturity }) => {
    const result = recurringDeposit(input);
    expect(result).toMatchObject({ deposited, interest, maturity });
    expectConsistent(result, input);
  });

  // National Savings Recurring Deposit Scheme, 2019, para 9(1), Table 1.1 as substituted by
  // the Third Amendment Scheme, 2023 (G.S.R. 818(E)): the amount repaid on a ₹100 account.
  test.each<{ scenario: string; rate: number; notified: number }>([
    // 100 × 0.39406692 ÷ 0.00552179 = 7,136.58
    { scenario: "given India Post's ₹100 account opened on or after 1-10-2023 (6.7%), then ₹7,136.58 as notified", rate: 6.7, notified: 7_136.58 },
    // 100 × 0.38041977 ÷ 0.00535872 = 7,099.08
    { scenario: "given India Post's ₹100 account opened 1-7-2023 to 30-9-2023 (6.5%), then ₹7,099.08 as notified", rate: 6.5, notified: 7_099.08 },
    // 100 × 0.36018680 ÷ 0.00511391 = 7,043.27
    { scenario: "given India Post's ₹100 account opened 1-4-2023 to 30-6-2023 (6.2%), then ₹7,043.27 as notified", rate: 6.2, notified: 7_043.27 },
    // 100 × 0.33364741 ÷ 0.00478713 = 6,969.67
    { scenario: "given India Post's ₹100 account opened 1-4-2020 to 31-3-2023 (5.8%), then ₹6,969.67 as notified", rate: 5.8, notified: 6_969.67 },
    // 100 × 0.42874775 ÷ 0.00592899 = 7,231.38
    { scenario: "given India Post's ₹100 account opened 12-12-2019 to 31-3-2020 (7.2%), then ₹7,231.38 as notified", rate: 7.2, notified: 7_231.38 },
  ])("$scenario", ({ rate, notified }) => {
    const result = recurringDeposit({ monthlyInstalment: 100, annualRatePercent: rate, months: 60 });
    expect(result.maturityToPaise).toBe(notified);
    expect(result.maturity).toBe(Math.round(notified));
  });

  test("given ₹5,000 a month at 6.7% for 5 years, then each year's balance is the instalments so far grown quarterly", () => {
    // After 12k months the balance is 5,000 × g × (g^(12k) − 1) ÷ (g − 1), g = (1.01675)^(1/3) = 1.00555245.
    // Year 1: g^12 = (1.01675)^4 = 1.06870225; 5,000 × 1.00555245 × 0.06870225 ÷ 0.00555245 = 62,210.16 → 62,210.
    // Years 2 to 5 the same way: 1,28,694.30; 1,99,746.04; 2,75,679.20; 3,56,829.14.
    const { yearly } = recurringDeposit({ monthlyInstalment: 5_000, annualRatePercent: 6.7, months: 60 });
    expect(yearly.map((row) => row.closing)).toEqual([62_210, 128_694, 199_746, 275_679, 356_829]);
    // interest: 2,210; 8,694 − 2,210; 19,746 − 8,694; 35,679 − 19,746; 56,829 − 35,679
    expect(yearly.map((row) => row.interest)).toEqual([2_210, 6_484, 11_052, 15_933, 21_150]);
    expect(yearly.map((row) => row.deposited)).toEqual([60_000, 60_000, 60_000, 60_000, 60_000]);
  });

  test("given ₹2,000 a month at 7.5% for 18 months, then a second row of six instalments ends at ₹38,201", () => {
    // i = 0.01875; 1 − (1.01875)^(−1/3) = 0.00617300
    // year 1: 2,000 × [(1.01875)^4 − 1] ÷ 0.00617300 = 2,000 × 0.07713587 ÷ 0.00617300 = 24,991.38 → 24,991
    // maturity: 2,000 × [(1.01875)^6 − 1] ÷ 0.00617300 = 2,000 × 0.11790714 ÷ 0.00617300 = 38,200.94 → 38,201
    const input = { monthlyInstalment: 2_000, annualRatePercent: 7.5, months: 18 };
    const result = recurringDeposit(input);
    expect(result.yearly).toEqual([
      { year: 1, instalments: 12, opening: 0, deposited: 24_000, interest: 991, closing: 24_991 },
      { year: 2, instalments: 6, opening: 24_991, deposited: 12_000, interest: 1_210, closing: 38_201 },
    ]);
    expectConsistent(result, input);
  });

  test("given the closed form, then it matches the month-by-month schedule for ₹5,000 at 6.7% over 60 months", () => {
    expect(recurringDepositMaturity({ monthlyInstalment: 5_000, annualRatePercent: 6.7, months: 60 })).toBeCloseTo(356_829.14, 2);
  });
});

describe("recurring deposit: scheme data", () => {
  test("given the India Post constants, then each has a value, a start date and a reference", () => {
    for (const parameter of [INDIA_POST_RD_RATE, INDIA_POST_RD_MONTHS, INDIA_POST_RD_MINIMUM_INSTALMENT]) {
      expect(Number.isFinite(parameter.value)).toBe(true);
      expect(parameter.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(parameter.reference.length).toBeGreaterThan(20);
    }
    expect(INDIA_POST_RD_RATE).toMatchObject({ value: 6.7, from: "2023-10-01" });
    expect(INDIA_POST_RD_MONTHS.value).toBe(60);
  });
});

describe("recurring deposit: impossible inputs", () => {
  const valid: RecurringDepositInput = { monthlyInstalment: 1_000, annualRatePercent: 7, months: 24 };
  test.each<[string, Partial<RecurringDepositInput>]>([
    ["a zero instalment", { monthlyInstalment: 0 }],
    ["a negative instalment", { monthlyInstalment: -500 }],
    ["an instalment that is NaN", { monthlyInstalment: Number.NaN }],
    ["an infinite instalment", { monthlyInstalment: Number.POSITIVE_INFINITY }],
    ["a negative rate", { annualRatePercent: -1 }],
    ["a rate that is NaN", { annualRatePercent: Number.NaN }],
    ["a tenure of 0 months", { months: 0 }],
    ["a part month", { months: 12.5 }],
    ["more than ten years", { months: RD_MAX_MONTHS + 1 }],
  ])("given %s, then a RangeError", (_name, change) => {
    expect(() => recurringDeposit({ ...valid, ...change })).toThrow(RangeError);
    expect(() => recurringDepositMaturity({ ...valid, ...change })).toThrow(RangeError);
  });
});

describe("recurring deposit: properties", () => {
  const RUNS = { numRuns: 500 };
  const instalment = fc.oneof(fc.integer({ min: 10, max: 10_00_000 }), fc.integer({ min: 1_000, max: 1_00_00_000 }).map((paise) => paise / 100));
  const input: fc.Arbitrary<RecurringDepositInput> = fc.record({
    monthlyInstalment: instalment,
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 15, noNaN: true })),
    months: fc.integer({ min: 1, max: RD_MAX_MONTHS }),
  });

  test("given any valid input, then no NaN, no negative row and rows that add up to the totals", () => {
    fc.assert(
      fc.property(input, (rd) => {
        const result = recurringDeposit(rd);
        const amounts = [result.deposited, result.interest, result.maturity, result.maturityToPaise, ...result.yearly.flatMap((row) => [row.opening, row.deposited, row.interest, row.closing])];
        expect(amounts.every((amount) => Number.isFinite(amount) && amount >= 0)).toBe(true);
        expectConsistent(result, rd);
      }),
      RUNS,
    );
  });

  test("given any valid input, then the maturity is the closed-form value rounded (within ₹1 for an instalment with paise)", () => {
    fc.assert(
      fc.property(input, (rd) => {
        const exact = recurringDepositMaturity(rd);
        const result = recurringDeposit(rd);
        expect(Math.abs(result.maturityToPaise - exact)).toBeLessThanOrEqual(0.005 + exact * 1e-12);
        // half a rupee, plus a hair for floating-point noise at exactly 50 paise
        const allowed = Number.isInteger(rd.monthlyInstalment) ? 0.5 + 1e-6 : 1;
        expect(Math.abs(result.maturity - exact)).toBeLessThanOrEqual(allowed);
      }),
      RUNS,
    );
  });

  test("given any valid input, then the balance never falls and the maturity is at least the deposits", () => {
    fc.assert(
      fc.property(input, (rd) => {
        const result = recurringDeposit(rd);
        result.yearly.forEach((row) => expect(row.closing).toBeGreaterThan(row.opening));
        expect(result.maturity).toBeGreaterThanOrEqual(result.deposited);
        // In whole paise first: 10.03 × 50 is 501.4999… in floating point, but ₹501.50 exactly.
        expect(result.deposited).toBe(Math.round((Math.round(rd.monthlyInstalment * 100) * rd.months) / 100));
      }),
      RUNS,
    );
  });

  test("given a higher rate or one more month, then no less interest", () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0.01, max: 3, noNaN: true }), (rd, extraRate) => {
        const base = recurringDeposit(rd).interest;
        expect(recurringDeposit({ ...rd, annualRatePercent: rd.annualRatePercent + extraRate }).interest).toBeGreaterThanOrEqual(base);
        if (rd.months < RD_MAX_MONTHS) expect(recurringDeposit({ ...rd, months: rd.months + 1 }).interest).toBeGreaterThanOrEqual(base);
      }),
      RUNS,
    );
  });
});
