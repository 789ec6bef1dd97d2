import fc from "fast-check";
import { EPF_INTEREST_TIMINGS, EPF_RATE, EPF_RULES, computeEpf, monthlyContributions, type EpfInput, type EpfMonthlyContributions, type EpfResult } from "@/lib/finance/epf";

/*
 * EPF (docs/tax-methods.md §34, §3.2). Worked by hand: each month the employee pays 12% of PF
 * wages and the employer 12%, of which 8.33% of the wage up to ₹15,000 (₹1,249.50 →
 * ₹1,250, each contribution to the nearest rupee) goes to EPS; interest for a year is
 * Σ(month-end balances) × rate / 1200, credited on 31 March. At 8.25% that factor is
 * 8.25 / 1200 = 0.006875.
 */

const standard: EpfInput = { monthlyWage: 50_000, years: 1, annualWageGrowthPercent: 0, ratePercent: 8.25 };
const defaults = { contributionPercent: 12, contributionOnCappedWage: false, pensionMember: true };

describe("EPF monthly contributions (hand computations in comments)", () => {
  test.each<[string, number, Partial<typeof defaults>, EpfMonthlyContributions]>([
    // 12% × 50,000 = 6,000 each; EPS 8.33% × 15,000 = 1,249.50 → 1,250; employer EPF 6,000 − 1,250 = 4,750
    ["given a ₹50,000 wage, then 6,000 + 4,750 into EPF and 1,250 to EPS", 50_000, {}, { employee: 6_000, employerEpf: 4_750, employerEps: 1_250, intoEpf: 10_750 }],
    // 12% × 15,000 = 1,800; 1,800 − 1,250 = 550
    ["given a ₹15,000 wage, then 1,800 + 550 into EPF", 15_000, {}, { employee: 1_800, employerEpf: 550, employerEps: 1_250, intoEpf: 2_350 }],
    // 12% × 10,000 = 1,200; EPS 8.33% × 10,000 = 833; 1,200 − 833 = 367 (3.67%)
    ["given a ₹10,000 wage, below the ceiling, then 1,200 + 367 into EPF and 833 to EPS", 10_000, {}, { employee: 1_200, employerEpf: 367, employerEps: 833, intoEpf: 1_567 }],
    // both sides on 15,000: as for a ₹15,000 wage
    ["given a ₹50,000 wage with PF restricted to the ₹15,000 ceiling, then 1,800 + 550", 50_000, { contributionOnCappedWage: true }, { employee: 1_800, employerEpf: 550, employerEps: 1_250, intoEpf: 2_350 }],
    // joined after 1-9-2014 on more than ₹15,000: no EPS, employer's 6,000 all to EPF
    ["given a ₹50,000 wage and no pension membership, then 6,000 + 6,000 into EPF", 50_000, { pensionMember: false }, { employee: 6_000, employerEpf: 6_000, employerEps: 0, intoEpf: 12_000 }],
    // 10% × 20,000 = 2,000 each; 2,000 − 1,250 = 750
    ["given a 10% establishment and a ₹20,000 wage, then 2,000 + 750 into EPF", 20_000, { contributionPercent: 10 }, { employee: 2_000, employerEpf: 750, employerEps: 1_250, intoEpf: 2_750 }],
    // 12% × 33,333 = 3,999.96 → 4,000 (para 29(4): 50 paise or more goes up)
    ["given a ₹33,333 wage, then each contribution is rounded to the rupee: 4,000 + 2,750", 33_333, {}, { employee: 4_000, employerEpf: 2_750, employerEps: 1_250, intoEpf: 6_750 }],
  ])("%s", (_scenario, wage, options, expected) => {
    expect(monthlyContributions(wage, { ...defaults, ...options })).toEqual(expected);
  });
});

interface Example {
  scenario: string;
  input: EpfInput;
  expected: Partial<EpfResult>;
}

describe("EPF worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "given ₹50,000 a month for a year at 8.25% (§34.2 ex. 1), then ₹5,765 interest and ₹1,34,765 at the year end",
      input: standard,
      // Σ month-end balances = 10,750 × (1 + 2 + … + 12) = 10,750 × 78 = 8,38,500; × 0.006875 = 5,764.69 → 5,765
      // closing 1,29,000 + 5,764.69 = 1,34,764.69 → 1,34,765
      expected: { invested: 1_29_000, employeeContributions: 72_000, employerContributions: 57_000, pensionContributions: 15_000, interest: 5_765, maturity: 1_34_765 },
    },
    {
      scenario: "given interest only from the month after each contribution (§34.2 ex. 1, EPFO style), then ₹4,878",
      input: { ...standard, interestTiming: "from-next-month" },
      // 10,750 × (0 + 1 + … + 11) = 10,750 × 66 = 7,09,500; × 0.006875 = 4,877.81 → 4,878
      expected: { invested: 1_29_000, interest: 4_878, maturity: 1_33_878 },
    },
    {
      scenario: "given a ₹15,000 wage (§34.2 ex. 2), then ₹1,260 interest in year 1",
      input: { ...standard, monthlyWage: 15_000 },
      // 2,350 × 78 = 1,83,300; × 0.006875 = 1,260.19 → 1,260; contributions 2,350 × 12 = 28,200
      expected: { invested: 28_200, interest: 1_260, maturity: 29_460 },
    },
    {
      scenario: "given a ₹10,000 wage, then ₹840 interest in year 1",
      input: { ...standard, monthlyWage: 10_000 },
      // 1,567 × 78 = 1,22,226; × 0.006875 = 840.30 → 840; contributions 1,567 × 12 = 18,804
      expected: { invested: 18_804, interest: 840, maturity: 19_644, pensionContributions: 9_996 },
    },
    {
      scenario: "given no pension membership, then ₹12,000 a month into EPF and ₹6,435 interest",
      input: { ...standard, pensionMember: false },
      // 12,000 × 78 = 9,36,000; × 0.006875 = 6,435
      expected: { invested: 1_44_000, interest: 6_435, maturity: 1_50_435, pensionContributions: 0 },
    },
    {
      scenario: "given an opening balance of ₹1,00,000, then it earns a full year too: ₹14,015",
      input: { ...standard, openingBalance: 1_00_000 },
      // (12 × 1,00,000 + 8,38,500) × 0.006875 = 20,38,500 × 0.006875 = 14,014.69 → 14,015
      expected: { openingBalance: 1_00_000, invested: 1_29_000, interest: 14_015, maturity: 2_43_015 },
    },
    {
      scenario: "given 25 years at a constant ₹10,750 a month (§34.2 ex. 3), then ₹1,02,19,257",
      input: { ...standard, years: 25 },
      // each year B' = 1.0825 B + 1,29,000 + 5,764.6875, so B25 = 1,34,764.6875 × (1.0825^25 − 1) / 0.0825
      // 1.0825^25 = 7.2560058741; 6.2560058741 / 0.0825 = 75.8303742315; × 1,34,764.6875 = 1,02,19,256.69
      expected: { invested: 32_25_000, interest: 69_94_257, maturity: 1_02_19_257 },
    },
    {
      scenario: "given a 0% rate, then the balance is the contributions",
      input: { ...standard, years: 10, ratePercent: 0, annualWageGrowthPercent: 7 },
      expected: { interest: 0 },
    },
  ])("$scenario", ({ input, expected }) => {
    expect(computeEpf(input)).toMatchObject(expected);
  });

  test("given a wage rising 5% a year, then year 2 is worked on ₹52,500 and the two rows share the rounding", () => {
    const result = computeEpf({ ...standard, years: 2, annualWageGrowthPercent: 5 });
    // year 2: 12% × 52,500 = 6,300; employer EPF 6,300 − 1,250 = 5,050; 11,350 a month, 1,36,200 in the year
    // Σ month-end = 12 × 1,34,764.6875 + 11,350 × 78 = 16,17,176.25 + 8,85,300 = 25,02,476.25; × 0.006875 = 17,204.52
    // total interest 5,764.69 + 17,204.52 = 22,969.21 → 22,969; rounded down 5,764 + 17,204 = 22,968, and the
    // missing rupee goes to the larger fraction (0.6875): rows 5,765 and 17,204
    expect(result.yearly[1]).toMatchObject({ year: 2, monthlyWage: 52_500, employeeContribution: 75_600, employerContribution: 60_600, deposit: 1_36_200, interest: 17_204 });
    expect([result.yearly[0]?.interest, result.interest, result.maturity]).toEqual([5_765, 22_969, 1_29_000 + 1_36_200 + 22_969]);
  });

  test("given 25 years on a wage rising 5% a year from ₹50,000 (§34.2 ex. 3), then close to the ₹1,67,23,436 of §34.2", () => {
    // §34.2 does not round contributions to the rupee; para 29(4) does (12% × 52,500 × 1.05 = 6,615 exactly, but
    // 12% × 57,881.25 = 6,945.75 → 6,946, …). Over 25 years that adds some ₹82 of contributions and ₹224 of
    // maturity, so the figure is within ₹500 of §34.2's, not equal to it.
    const { maturity } = computeEpf({ ...standard, years: 25, annualWageGrowthPercent: 5 });
    expect(Math.abs(maturity - 1_67_23_436)).toBeLessThan(500);
  });
});

describe("EPF rates and rules are data with a source", () => {
  test("given the current rate, then it is 8.25% for FY 2025-26 with the Central Board's decision cited", () => {
    expect(EPF_RATE).toMatchObject({ value: 8.25, unit: "percent", from: "2025-04-01", period: "FY 2025-26" });
    expect(EPF_RATE.reference).toMatch(/para 60/);
    expect(EPF_RATE.reference).toMatch(/239th meeting on 2 March 2026/);
  });

  test.each(Object.entries(EPF_RULES))("given the rule %s, then it has a value, a date and a reference", (_name, rule) => {
    expect(Number.isFinite(rule.value)).toBe(true);
    expect(rule.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rule.reference.length).toBeGreaterThan(20);
  });
});

describe("EPF rejects impossible inputs", () => {
  test.each<[string, Partial<EpfInput>]>([
    ["a wage of 0", { monthlyWage: 0 }],
    ["a negative wage", { monthlyWage: -50_000 }],
    ["a NaN wage", { monthlyWage: Number.NaN }],
    ["0 years", { years: 0 }],
    ["a fractional number of years", { years: 2.5 }],
    ["more than 60 years", { years: 61 }],
    ["a negative wage growth", { annualWageGrowthPercent: -3 }],
    ["a NaN rate", { ratePercent: Number.NaN }],
    ["a negative rate", { ratePercent: -8.25 }],
    ["a negative opening balance", { openingBalance: -1 }],
    ["a contribution rate other than 12% or 10%", { contributionPercent: 11 }],
    ["an unknown interest timing", { interestTiming: "daily" as EpfInput["interestTiming"] }],
  ])("given %s, then a RangeError", (_scenario, change) => {
    expect(() => computeEpf({ ...standard, ...change })).toThrow(RangeError);
  });
});

const validInput: fc.Arbitrary<EpfInput> = fc.record({
  monthlyWage: fc.oneof(fc.integer({ min: 1, max: 10_00_000 }), fc.double({ min: 1, max: 10_00_000, noNaN: true }), fc.integer({ min: 14_000, max: 16_000 })),
  years: fc.integer({ min: 1, max: 40 }),
  annualWageGrowthPercent: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 15, noNaN: true })),
  ratePercent: fc.oneof(fc.constant(EPF_RATE.value), fc.double({ min: 0, max: 12, noNaN: true })),
  openingBalance: fc.option(fc.double({ min: 0, max: 1e8, noNaN: true }), { nil: undefined }),
  contributionPercent: fc.constantFrom(12, 10),
  contributionOnCappedWage: fc.boolean(),
  pensionMember: fc.boolean(),
  interestTiming: fc.constantFrom(...EPF_INTEREST_TIMINGS),
});

const RUNS = { numRuns: 400 };

describe("EPF properties over random valid inputs", () => {
  test("given any valid input, then every amount is whole and non-negative, and the rows add up to the totals to the rupee", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = computeEpf(input);
        const rowAmounts = result.yearly.flatMap((row) => [row.opening, row.deposit, row.interest, row.closing, row.employeeContribution, row.employerContribution, row.pensionContribution]);
        const amounts = [result.openingBalance, result.invested, result.interest, result.maturity, result.pensionContributions, ...rowAmounts];
        expect(amounts.filter((amount) => !Number.isInteger(amount) || amount < 0)).toEqual([]);
        const sum = (pick: (row: EpfResult["yearly"][number]) => number) => result.yearly.reduce((total, row) => total + pick(row), 0);
        expect([sum((row) => row.deposit), sum((row) => row.interest), sum((row) => row.pensionContribution), result.yearly.at(-1)?.closing]).toEqual([
          result.invested,
          result.interest,
          result.pensionContributions,
          result.maturity,
        ]);
        expect(result.employeeContributions + result.employerContributions).toBe(result.invested);
        expect(result.openingBalance + result.invested + result.interest).toBe(result.maturity);
        const unbalanced = result.yearly.filter(
          (row, index) =>
            row.opening + row.deposit + row.interest !== row.closing ||
            row.employeeContribution + row.employerContribution !== row.deposit ||
            row.opening !== (index === 0 ? result.openingBalance : result.yearly[index - 1]?.closing),
        );
        expect(unbalanced).toEqual([]);
        expect(result.yearly).toHaveLength(input.years);
      }),
      RUNS,
    );
  });

  test("given any valid input, then balances never fall and the EPS share never passes ₹1,250 a month", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const wrong = computeEpf(input).yearly.filter((row) => row.closing < row.opening || row.pensionContribution > 1_250 * 12);
        expect(wrong).toEqual([]);
      }),
      RUNS,
    );
  });

  test("given any valid input, then interest from the next month never exceeds interest on month-end balances", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const monthEnd = computeEpf({ ...input, interestTiming: "month-end-balance" }).maturity;
        const nextMonth = computeEpf({ ...input, interestTiming: "from-next-month" }).maturity;
        expect(nextMonth).toBeLessThanOrEqual(monthEnd);
      }),
      RUNS,
    );
  });

  test("given a higher rate or more years, then the maturity is never lower", () => {
    fc.assert(
      fc.property(validInput, fc.double({ min: 0, max: 3, noNaN: true }), fc.integer({ min: 1, max: 10 }), (input, moreRate, moreYears) => {
        const base = computeEpf(input).maturity;
        expect(computeEpf({ ...input, ratePercent: input.ratePercent + moreRate }).maturity).toBeGreaterThanOrEqual(base);
        expect(computeEpf({ ...input, years: input.years + moreYears }).maturity).toBeGreaterThanOrEqual(base);
      }),
      RUNS,
    );
  });

  test("given a 0% rate, then the maturity is the opening balance plus the contributions", () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = computeEpf({ ...input, ratePercent: 0 });
        expect(result.maturity).toBe(result.openingBalance + result.invested);
      }),
      RUNS,
    );
  });
});
