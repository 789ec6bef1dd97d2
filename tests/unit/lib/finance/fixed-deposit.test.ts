import fc from "fast-check";
import {
  FD_MAX_TENURE_YEARS,
  FD_MIN_TENURE_DAYS,
  FD_PAYOUTS,
  FD_SIMPLE_INTEREST_BELOW_MONTHS,
  SENIOR_CITIZEN_EXTRA_RATE_TYPICAL,
  discountedMonthlyPayout,
  fixedDeposit,
  fixedDepositTenureYears,
  type FixedDepositInput,
  type FixedDepositResult,
  type FixedDepositTenure,
} from "@/lib/finance/fixed-deposit";

/*
 * Expected values are worked by hand from docs/tax-methods.md §32.2: under six months
 * A = P × (1 + r × t); otherwise A = P × (1 + r/400)^q × (1 + r × d/36500) with q full
 * quarters and d days left over; payouts of P × r/400 a quarter or the IBA discounted
 * monthly amount P × (r/400) ÷ [1 + (1 + r/1200) + (1 + r/1200)²].
 */

const LAKH = 1_00_000;
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
const tenure = (years: number, months = 0, days = 0): FixedDepositTenure => ({ years, months, days });
const cumulative = (annualRatePercent: number, t: FixedDepositTenure, extra?: number): FixedDepositInput => ({
  principal: LAKH,
  annualRatePercent,
  tenure: t,
  payout: "cumulative",
  ...(extra === undefined ? {} : { seniorCitizenExtraPercent: extra }),
});

function expectConsistent(result: FixedDepositResult): void {
  const { yearly } = result;
  expect(yearly).toHaveLength(Math.ceil(result.tenureYears - 1e-12));
  expect(sum(yearly.map((row) => row.deposited))).toBe(result.principal);
  expect(sum(yearly.map((row) => row.interest))).toBe(result.interest);
  expect(sum(yearly.map((row) => row.paidOut))).toBe(result.paidOut);
  expect(result.maturity).toBe(result.principal + result.interest - result.paidOut);
  expect(yearly.at(-1)?.closing).toBe(result.maturity);
  expect(yearly.at(-1)?.elapsedYears).toBeCloseTo(result.tenureYears, 12);
  yearly.forEach((row, index) => {
    expect(row.year).toBe(index + 1);
    expect(row.opening).toBe(index === 0 ? 0 : yearly[index - 1]?.closing);
    expect(row.closing).toBe(row.opening + row.deposited + row.interest - row.paidOut);
  });
}

describe("fixed deposit, cumulative: worked examples (docs/tax-methods.md §32.3)", () => {
  test.each<{ scenario: string; input: FixedDepositInput; expected: Partial<FixedDepositResult> }>([
    {
      scenario: "given ₹1,00,000 at 7% for 5 years, then ₹1,41,478 with ₹41,478 interest",
      input: cumulative(7, tenure(5)),
      // 20 quarters at 1.75%: (1.0175)^20 = 1.41477820 → 1,41,477.82 → 1,41,478
      expected: { interest: 41_478, maturity: 141_478, method: "quarterly-compounding", compoundedQuarters: 20, brokenPeriodDays: 0 },
    },
    {
      scenario: "given ₹1,00,000 at 6.5% for 5 years, then ₹1,38,042",
      input: cumulative(6.5, tenure(5)),
      // (1.01625)^20 = 1.38041977 → 1,38,041.98 → 1,38,042
      expected: { interest: 38_042, maturity: 138_042 },
    },
    {
      scenario: "given ₹1,00,000 at 7% for 180 days, then simple interest of ₹3,452",
      input: cumulative(7, tenure(0, 0, 180)),
      // under six months: 1,00,000 × 7 × 180 ÷ 36,500 = 3,452.05 → 3,452
      expected: { interest: 3_452, maturity: 103_452, method: "simple", compoundedQuarters: 0, brokenPeriodDays: 180 },
    },
    {
      scenario: "given ₹1,00,000 at 7% for 1 year, then ₹7,186 (7.186% a year)",
      input: cumulative(7, tenure(1)),
      // (1.0175)^4 = 1.07185903 → 1,07,185.90 → 1,07,186
      expected: { interest: 7_186, maturity: 107_186, compoundedQuarters: 4 },
    },
    {
      scenario: "given ₹1,00,000 at 7% for 1 year 15 days, then 4 quarters compounded and 15 days simple: ₹7,494",
      input: cumulative(7, tenure(1, 0, 15)),
      // 1,07,185.90 × (1 + 7 × 15 ÷ 36,500) = 1,07,185.90 × 1.00287671 = 1,07,494.25 → 1,07,494
      expected: { interest: 7_494, maturity: 107_494, compoundedQuarters: 4, brokenPeriodDays: 15 },
    },
    {
      scenario: "given ₹1,00,000 at 7% for 444 days, then 4 quarters and 79 days: ₹8,810",
      input: cumulative(7, tenure(0, 0, 444)),
      // 444 days = 365 (4 quarters) + 79; 1,07,185.90 × (1 + 7 × 79 ÷ 36,500) = 1,07,185.90 × 1.01515068 = 1,08,809.84 → 1,08,810
      expected: { interest: 8_810, maturity: 108_810, compoundedQuarters: 4, brokenPeriodDays: 79 },
    },
    {
      scenario: "given ₹1,00,000 at 7% for exactly 6 months, then two quarters compounded: ₹3,531",
      input: cumulative(7, tenure(0, 6)),
      // (1.0175)^2 = 1.03530625 → 1,03,530.625 → 1,03,531 (simple interest would give 3,500)
      expected: { interest: 3_531, method: "quarterly-compounding", compoundedQuarters: 2 },
    },
    {
      scenario: "given ₹1,00,000 at 7% for 5 months 29 days, then simple interest: ₹3,473",
      input: cumulative(7, tenure(0, 5, 29)),
      // 5/12 + 29/365 = 0.41666667 + 0.07945205 = 0.49611872 years; 7,000 × 0.49611872 = 3,472.83 → 3,473
      expected: { interest: 3_473, method: "simple" },
    },
    {
      scenario: "given ₹1,00,000 at 7% for the shortest tenure, 7 days, then ₹134",
      input: cumulative(7, tenure(0, 0, 7)),
      // 1,00,000 × 7 × 7 ÷ 36,500 = 134.25 → 134
      expected: { interest: 134, maturity: 100_134 },
    },
    {
      scenario: "given a senior citizen, ₹1,00,000 at 7% + 0.50% for 5 years, then ₹1,44,995 at 7.5%",
      input: cumulative(7, tenure(5), 0.5),
      // (1.01875)^20 = 1.44994803 → 1,44,994.80 → 1,44,995 (the IBA master chart's 144.9948 per ₹100)
      expected: { interest: 44_995, maturity: 144_995, appliedRatePercent: 7.5 },
    },
  ])("$scenario", ({ input, expected }) => {
    const result = fixedDeposit(input);
    expect(result).toMatchObject({ principal: LAKH, paidOut: 0, payoutCount: 0, periodicPayout: null, payoutRatePercent: null, ...expected });
    expectConsistent(result);
  });

  test("given ₹1,00,000 at 7% for 2 years 6 months, then year-end balances compound by quarters and the part-year closes at maturity", () => {
    // year 1: (1.0175)^4 = 1,07,185.90 → 1,07,186; year 2: (1.0175)^8 = 1.14888178 → 1,14,888;
    // 2.5 years: (1.0175)^10 = 1.18944465 → 1,18,944
    const result = fixedDeposit(cumulative(7, tenure(2, 6)));
    expect(result.yearly.map((row) => [row.elapsedYears, row.opening, row.deposited, row.interest, row.closing])).toEqual([
      [1, 0, LAKH, 7_186, 107_186],
      [2, 107_186, 0, 7_702, 114_888],
      [2.5, 114_888, 0, 4_056, 118_944],
    ]);
    expect(result.tenureYears).toBe(2.5);
    expectConsistent(result);
  });
});

describe("fixed deposit, payouts: worked examples", () => {
  test("given ₹1,00,000 at 7% for 5 years paid quarterly, then 20 payouts of ₹1,750 and the principal back at maturity", () => {
    // 1,00,000 × 7 ÷ 400 = 1,750 a quarter; 4 a year = 7,000; 20 × 1,750 = 35,000
    const result = fixedDeposit({ principal: LAKH, annualRatePercent: 7, tenure: tenure(5), payout: "quarterly" });
    expect(result).toMatchObject({ method: "payout", payoutCount: 20, periodicPayout: 1_750, payoutRatePercent: 7, interest: 35_000, paidOut: 35_000, maturity: LAKH, brokenPeriodDays: 0 });
    expect(result.yearly.map((row) => [row.interest, row.paidOut, row.closing])).toEqual(Array.from({ length: 5 }, () => [7_000, 7_000, LAKH]));
    expectConsistent(result);
  });

  test("given ₹1,00,000 at 7% for 5 years paid monthly, then 60 discounted payouts of ₹579.94 (6.96% a year)", () => {
    // j = 7/1200 = 0.00583333; 1 + 1.00583333 + 1.00583333² = 1 + 1.00583333 + 1.01170069 = 3.01753403
    // 1,750 ÷ 3.01753403 = 579.94375 → ₹579.94 a month; × 12 ÷ 1,00,000 = 6.9593% → 6.96
    // running totals 6,959.33; 13,918.65; 20,877.98; 27,837.30; 34,796.63 → 6,959; 13,919; 20,878; 27,837; 34,797
    const result = fixedDeposit({ principal: LAKH, annualRatePercent: 7, tenure: tenure(5), payout: "monthly" });
    expect(result).toMatchObject({ payoutCount: 60, periodicPayout: 579.94, payoutRatePercent: 6.96, interest: 34_797, paidOut: 34_797, maturity: LAKH });
    expect(result.yearly.map((row) => row.paidOut)).toEqual([6_959, 6_960, 6_959, 6_959, 6_960]);
    expectConsistent(result);
  });

  test("given ₹1,00,000 at 7% for 1 year 1 month paid quarterly, then the last month's interest comes with the principal", () => {
    // 4 payouts × 1,750 = 7,000; 1 month simple: 1,00,000 × 7% ÷ 12 = 583.33 → maturity 1,00,583; interest 7,583
    const result = fixedDeposit({ principal: LAKH, annualRatePercent: 7, tenure: tenure(1, 1), payout: "quarterly" });
    expect(result).toMatchObject({ payoutCount: 4, interest: 7_583, paidOut: 7_000, maturity: 100_583 });
    expect(result.brokenPeriodDays).toBeCloseTo(365 / 12, 10);
    expect(result.yearly).toEqual([
      { year: 1, elapsedYears: 1, opening: 0, deposited: LAKH, interest: 7_000, paidOut: 7_000, closing: LAKH },
      { year: 2, elapsedYears: 13 / 12, opening: LAKH, deposited: 0, interest: 583, paidOut: 0, closing: 100_583 },
    ]);
  });

  test("given ₹1,00,000 at 7% for 100 days paid quarterly, then one payout and the 8.75 days after it at maturity", () => {
    // a quarter is 365/4 = 91.25 days: 1 payout of 1,750; then 8.75 days: 1,00,000 × 7 × 8.75 ÷ 36,500 = 167.81
    // total 1,917.81 → 1,918, the simple interest for 100 days (1,00,000 × 7 × 100 ÷ 36,500 = 1,917.81)
    const result = fixedDeposit({ principal: LAKH, annualRatePercent: 7, tenure: tenure(0, 0, 100), payout: "quarterly" });
    expect(result).toMatchObject({ payoutCount: 1, paidOut: 1_750, interest: 1_918, maturity: 100_168, brokenPeriodDays: 8.75 });
  });

  test("given the same deposit three ways, then cumulative earns most and the monthly payout least", () => {
    // 5 years at 7%: 41,478 (cumulative) > 35,000 (quarterly) > 34,797 (monthly), from the examples above
    const interest = FD_PAYOUTS.map((payout) => fixedDeposit({ principal: LAKH, annualRatePercent: 7, tenure: tenure(5), payout }).interest);
    expect(interest).toEqual([41_478, 34_797, 35_000]);
  });

  test("given the IBA discounted-interest formula, then ₹1,00,000 at 7% pays ₹579.94 a month", () => {
    expect(discountedMonthlyPayout(LAKH, 7)).toBeCloseTo(579.94375, 5);
    expect(discountedMonthlyPayout(LAKH, 0)).toBe(0);
  });
});

describe("fixed deposit: tenure and data", () => {
  test.each<[string, FixedDepositTenure, number]>([
    ["1 year 6 months", tenure(1, 6), 1.5],
    ["365 days", tenure(0, 0, 365), 1],
    ["10 years", tenure(10), 10],
    ["7 days", tenure(0, 0, 7), 7 / 365],
  ])("given a tenure of %s, then its length in years (months twelfths, days 365ths)", (_label, t, years) => {
    expect(fixedDepositTenureYears(t)).toBeCloseTo(years, 12);
  });

  test("given the rule constants, then each has a value and a reference", () => {
    for (const parameter of [FD_MIN_TENURE_DAYS, FD_MAX_TENURE_YEARS, FD_SIMPLE_INTEREST_BELOW_MONTHS, SENIOR_CITIZEN_EXTRA_RATE_TYPICAL]) {
      expect(Number.isFinite(parameter.value)).toBe(true);
      expect(parameter.reference.length).toBeGreaterThan(20);
    }
    expect([FD_MIN_TENURE_DAYS.value, FD_MAX_TENURE_YEARS.value, FD_SIMPLE_INTEREST_BELOW_MONTHS.value]).toEqual([7, 10, 6]);
  });
});

describe("fixed deposit: impossible inputs", () => {
  const valid: FixedDepositInput = { principal: 50_000, annualRatePercent: 7, tenure: tenure(1), payout: "cumulative" };
  test.each<[string, Partial<FixedDepositInput>]>([
    ["a zero principal", { principal: 0 }],
    ["a negative principal", { principal: -1_000 }],
    ["a principal that is NaN", { principal: Number.NaN }],
    ["a negative rate", { annualRatePercent: -0.5 }],
    ["a rate that is NaN", { annualRatePercent: Number.NaN }],
    ["a negative senior citizen's extra", { seniorCitizenExtraPercent: -0.25 }],
    ["a senior citizen's extra that is NaN", { seniorCitizenExtraPercent: Number.NaN }],
    ["a tenure of 0", { tenure: tenure(0) }],
    ["a tenure of 6 days", { tenure: tenure(0, 0, 6) }],
    ["a tenure over 10 years", { tenure: tenure(10, 0, 1) }],
    ["negative months", { tenure: tenure(1, -1) }],
    ["part of a day", { tenure: tenure(0, 0, 10.5) }],
    ["days that are NaN", { tenure: tenure(1, 0, Number.NaN) }],
    ["an unknown payout", { payout: "yearly" as FixedDepositInput["payout"] }],
  ])("given %s, then a RangeError", (_name, change) => {
    expect(() => fixedDeposit({ ...valid, ...change })).toThrow(RangeError);
  });
});

describe("fixed deposit: properties", () => {
  const RUNS = { numRuns: 500 };
  const validTenure: fc.Arbitrary<FixedDepositTenure> = fc
    .record({ years: fc.integer({ min: 0, max: 10 }), months: fc.integer({ min: 0, max: 11 }), days: fc.integer({ min: 0, max: 400 }) })
    .filter((t) => {
      const days = t.years * 365 + (t.months * 365) / 12 + t.days;
      return days >= 7 && days <= 3_650;
    });
  const input: fc.Arbitrary<FixedDepositInput> = fc.record({
    principal: fc.oneof(fc.integer({ min: 1_000, max: 10 * 1_00_00_000 }), fc.integer({ min: 1_00_000, max: 1_00_00_000 }).map((paise) => paise / 100)),
    annualRatePercent: fc.oneof(fc.constant(0), fc.double({ min: 2, max: 15, noNaN: true })),
    tenure: validTenure,
    payout: fc.constantFrom(...FD_PAYOUTS),
    seniorCitizenExtraPercent: fc.option(fc.constantFrom(0.25, 0.5, 0.75), { nil: undefined }),
  });

  test("given any valid input, then no NaN, no negative amount and rows that add up to the totals", () => {
    fc.assert(
      fc.property(input, (fd) => {
        const result = fixedDeposit(fd);
        const rowAmounts = result.yearly.flatMap((row) => [row.opening, row.deposited, row.interest, row.paidOut, row.closing]);
        const amounts = [result.principal, result.interest, result.paidOut, result.maturity, result.brokenPeriodDays, result.periodicPayout ?? 0, ...rowAmounts];
        expect(amounts.every((amount) => Number.isFinite(amount) && amount >= 0)).toBe(true);
        expect(result.paidOut).toBeLessThanOrEqual(result.interest);
        expectConsistent(result);
      }),
      RUNS,
    );
  });

  test("given a cumulative deposit, then the balance never falls and lies between simple interest and the next quarter's compounding", () => {
    fc.assert(
      fc.property(input, (fd) => {
        const result = fixedDeposit({ ...fd, payout: "cumulative" });
        result.yearly.forEach((row) => expect(row.closing).toBeGreaterThanOrEqual(row.opening));
        const rate = fd.annualRatePercent + (fd.seniorCitizenExtraPercent ?? 0);
        const t = result.tenureYears;
        const simple = fd.principal * (1 + (rate * t) / 100);
        const nextQuarter = fd.principal * (1 + rate / 400) ** Math.ceil(4 * t - 1e-9);
        expect(result.maturity).toBeGreaterThanOrEqual(Math.floor(simple) - 1);
        expect(result.maturity).toBeLessThanOrEqual(Math.ceil(nextQuarter) + 1);
      }),
      RUNS,
    );
  });

  test("given a payout deposit, then the bank holds just the principal at every year end before maturity", () => {
    fc.assert(
      fc.property(input, fc.constantFrom<FixedDepositInput["payout"]>("monthly", "quarterly"), (fd, payout) => {
        const result = fixedDeposit({ ...fd, payout });
        result.yearly.slice(0, -1).forEach((row) => expect(row.closing).toBe(result.principal));
        expect(result.maturity).toBeGreaterThanOrEqual(result.principal);
      }),
      RUNS,
    );
  });

  test("given the same deposit, then cumulative interest ≥ quarterly payouts ≥ monthly payouts", () => {
    fc.assert(
      fc.property(input, (fd) => {
        const [onMaturity, monthly, quarterly] = FD_PAYOUTS.map((payout) => fixedDeposit({ ...fd, payout }).interest);
        expect(onMaturity).toBeGreaterThanOrEqual(quarterly as number);
        expect(quarterly).toBeGreaterThanOrEqual(monthly as number);
      }),
      RUNS,
    );
  });

  test("given one more day, a higher rate or a senior citizen's extra, then no less interest", () => {
    fc.assert(
      fc.property(input, fc.double({ min: 0.01, max: 2, noNaN: true }), (fd, extraRate) => {
        const base = fixedDeposit(fd).interest;
        const longer = { ...fd.tenure, days: fd.tenure.days + 1 };
        if (longer.years * 365 + (longer.months * 365) / 12 + longer.days <= 3_650) {
          expect(fixedDeposit({ ...fd, tenure: longer }).interest).toBeGreaterThanOrEqual(base);
        }
        expect(fixedDeposit({ ...fd, annualRatePercent: fd.annualRatePercent + extraRate }).interest).toBeGreaterThanOrEqual(base);
        expect(fixedDeposit({ ...fd, seniorCitizenExtraPercent: (fd.seniorCitizenExtraPercent ?? 0) + 0.5 }).interest).toBeGreaterThanOrEqual(base);
      }),
      RUNS,
    );
  });
});
