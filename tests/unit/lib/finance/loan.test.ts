import fc from "fast-check";
import { computeLoan, emiFor, MAX_TENURE_MONTHS, type LoanInput, type LoanMonthRow, type LoanResult, type Prepayment } from "@/lib/finance/loan";

/**
 * The EMI examples of docs/tax-methods.md §38.2 and prepayment examples worked from the formulas
 * (i = rate ÷ 1200; EMI = P·i·(1+i)^n ÷ ((1+i)^n − 1); balance after m months
 * B_m = P(1+i)^m − EMI((1+i)^m − 1) ÷ i). The arithmetic is in the comments; the long
 * products were done with 40-digit decimals, not with this module.
 */

const LAKH = 1_00_000;

const sumOf = (rows: readonly LoanMonthRow[], field: keyof LoanMonthRow): number => rows.reduce((total, row) => total + row[field], 0);

describe("docs/tax-methods.md §38.2 EMI examples", () => {
  test.each([
    // i = 0.0070833, (1+i)^240 = 5.4496; EMI 8,678.2323; × 240 = 20,82,775.76; interest 10,82,775.76
    { name: "₹10 lakh at 8.5% for 20 years", principal: 10 * LAKH, rate: 8.5, months: 240, emiExact: 8_678.23, emi: 8_678, totalInterest: 10_82_776, totalPayment: 20_82_776 },
    // EMI 43,391.1617; × 240 = 1,04,13,878.80; interest 54,13,878.80
    { name: "₹50 lakh at 8.5% for 20 years", principal: 50 * LAKH, rate: 8.5, months: 240, emiExact: 43_391.16, emi: 43_391, totalInterest: 54_13_879, totalPayment: 1_04_13_879 },
    // i = 0.00875, n = 60: EMI 10,746.9502; × 60 = 6,44,817.01; interest 1,44,817.01
    { name: "₹5 lakh personal loan at 10.5% for 5 years", principal: 5 * LAKH, rate: 10.5, months: 60, emiExact: 10_746.95, emi: 10_747, totalInterest: 1_44_817, totalPayment: 6_44_817 },
  ])("given $name, then EMI ₹$emi, interest ₹$totalInterest, total paid ₹$totalPayment", ({ principal, rate, months, emiExact, emi, totalInterest, totalPayment }) => {
    const result = computeLoan({ principal, annualRate: rate, tenureMonths: months });
    expect(result.emiExact).toBeCloseTo(emiExact, 2);
    expect(result).toMatchObject({ emi, totalInterest, totalPayment, months, totalPrepaid: 0, interestSaved: 0, monthsSaved: 0 });
  });

  describe("given the standard example (₹10 lakh, 8.5%, 20 years), then its schedule", () => {
    const result = computeLoan({ principal: 10 * LAKH, annualRate: 8.5, tenureMonths: 240 });

    test("month 1: interest 10,00,000 × 0.0070833 = ₹7,083.33 → 7,083; principal 1,594.90 → 1,595; balance 9,98,405.10 → 9,98,405", () => {
      expect(result.monthly[0]).toEqual({ month: 1, year: 1, opening: 10_00_000, emi: 8_678, interest: 7_083, principal: 1_595, prepayment: 0, closing: 9_98_405 });
    });

    test("year 1: interest ₹84,236, principal ₹19,902, closing ₹9,80,098", () => {
      // B_12 = 9,80,097.7081; principal 10,00,000 − 9,80,098 = 19,902;
      // interest = 12 × 8,678.23233 − 19,902.2919 = 84,236.4961 → 84,236.
      // (§38.2 prints 84,237: that is the year's EMIs rounded, 1,04,139, less 19,902. Rounding
      // the interest itself gives 84,236, and the row's instalments are then 1,04,138.)
      expect(result.yearly[0]).toEqual({ year: 1, opening: 10_00_000, emiPaid: 1_04_138, interest: 84_236, principal: 19_902, prepayment: 0, closing: 9_80_098 });
    });

    test("year 10: interest ₹61,484, principal ₹42,655", () => {
      // B_108 = 7,42,592.96, B_120 = 6,99,938.23: principal 7,42,593 − 6,99,938 = 42,655;
      // interest to month 120 = 7,41,326.11, to month 108 = 6,79,842.05: 7,41,326 − 6,79,842 = 61,484
      expect(result.yearly[9]).toMatchObject({ year: 10, opening: 7_42_593, interest: 61_484, principal: 42_655, closing: 6_99_938 });
    });

    test("20 yearly rows, 240 monthly rows, ending at ₹0", () => {
      expect(result.yearly).toHaveLength(20);
      expect(result.monthly).toHaveLength(240);
      expect(result.monthly.at(-1)?.closing).toBe(0);
    });
  });

  test("given ₹50 lakh at 8.5% for 20 years, then year-1 interest ₹4,21,182 and principal ₹99,511 (the s.24(b) and 80C figures)", () => {
    // B_12 = 49,00,488.54: principal 50,00,000 − 49,00,489 = 99,511; interest 12 × 43,391.1617 − 99,511.46 = 4,21,182.48
    const result = computeLoan({ principal: 50 * LAKH, annualRate: 8.5, tenureMonths: 240 });
    expect(result.yearly[0]).toMatchObject({ interest: 4_21_182, principal: 99_511 });
  });

  test("given a 0% loan of ₹1,20,000 over 12 months, then EMI ₹10,000 and no interest", () => {
    const result = computeLoan({ principal: 1_20_000, annualRate: 0, tenureMonths: 12 });
    expect(result).toMatchObject({ emi: 10_000, totalInterest: 0, totalPayment: 1_20_000, months: 12 });
  });
});

describe("prepayments", () => {
  describe("given ₹3,00,000 at 12% over 3 months and ₹1,00,000 prepaid after month 1", () => {
    // i = 0.01; EMI = 3,00,000 × 0.01 × 1.030301 ÷ 0.030301 = 1,02,006.63.
    // Without prepayment: interest 3,000 + 2,009.93 + 1,009.97 = 6,019.90 → 6,020.
    // Month 1: interest 3,000, principal 99,006.63, balance 2,00,993.37; less 1,00,000 → 1,00,993.37.
    const base = { principal: 3 * LAKH, annualRate: 12, tenureMonths: 3, prepayments: [{ kind: "one-time", month: 1, amount: 1 * LAKH }] } as const;

    test("reducing tenure, then the loan ends in month 2: interest ₹4,010, ₹2,010 and 1 month saved", () => {
      // Month 2: interest 1,009.93; owed 1,02,003.30 ≤ EMI, so it is the last instalment. 3,000 + 1,009.93 = 4,009.93
      const result = computeLoan({ ...base, prepaymentEffect: "reduce-tenure" });
      expect(result).toMatchObject({ months: 2, emi: 1_02_007, totalInterest: 4_010, totalPrepaid: 1 * LAKH, withoutPrepayments: { months: 3, totalInterest: 6_020 }, interestSaved: 2_010, monthsSaved: 1 });
      expect(result.monthly[1]).toEqual({ month: 2, year: 1, opening: 1_00_993, emi: 1_02_003, interest: 1_010, principal: 1_00_993, prepayment: 0, closing: 0 });
    });

    test("reducing EMI, then the EMI falls to ₹51,255 over the same 3 months: interest ₹4,517, ₹1,503 saved", () => {
      // New EMI on 1,00,993.37 over 2 months: 1,00,993.37 × 0.01 × 1.0201 ÷ 0.0201 = 51,255.39.
      // Interest 3,000 + 2 × 51,255.39 − 1,00,993.37 = 4,517.41
      const result = computeLoan({ ...base, prepaymentEffect: "reduce-emi" });
      expect(result).toMatchObject({ months: 3, emi: 1_02_007, emiAfterPrepayments: 51_255, totalInterest: 4_517, interestSaved: 1_503, monthsSaved: 0 });
    });
  });

  describe("given the standard example with ₹1,00,000 prepaid after month 12", () => {
    // B_12 = 9,80,097.71, less 1,00,000 → B' = 8,80,097.71.
    const base = { principal: 10 * LAKH, annualRate: 8.5, tenureMonths: 240, prepayments: [{ kind: "one-time", month: 12, amount: 1 * LAKH }] } as const;

    test("reducing tenure, then 192 months (48 saved) and interest ₹7,62,038 (₹3,20,738 saved)", () => {
      // Months left k = −ln(1 − B'·i ÷ EMI) ÷ ln(1 + i) = 179.52: 179 full EMIs, then a last one.
      // Balance after the 179 = 4,463.62; last instalment × 1.0070833 = 4,495.24.
      // Paid 12 × 8,678.2323 + 1,00,000 + 179 × 8,678.2323 + 4,495.24 = 17,62,037.61; interest 7,62,037.61
      const result = computeLoan({ ...base, prepaymentEffect: "reduce-tenure" });
      expect(result).toMatchObject({ months: 192, monthsSaved: 48, totalInterest: 7_62_038, interestSaved: 3_20_738, emiAfterPrepayments: 8_678 });
      // The last row shows interest to-date rounded less interest before it rounded:
      // 7,62,038 − 7,62,006 = 32, and principal 4,464, so ₹4,496 against the exact ₹4,495.24.
      expect(result.monthly.at(-1)).toMatchObject({ month: 192, emi: 4_496, interest: 32, principal: 4_464, closing: 0 });
    });

    test("reducing EMI, then the EMI falls to ₹7,793, 240 months, interest ₹9,80,894 (₹1,01,882 saved)", () => {
      // EMI' on 8,80,097.71 over 228 months = 7,792.79.
      // Paid 12 × 8,678.2323 + 1,00,000 + 228 × 7,792.79 = 19,80,894.16; interest 9,80,894.16
      const result = computeLoan({ ...base, prepaymentEffect: "reduce-emi" });
      expect(result).toMatchObject({ months: 240, monthsSaved: 0, emiAfterPrepayments: 7_793, totalInterest: 9_80_894, interestSaved: 1_01_882 });
      // a row's interest and principal are each within a rupee of exact, so its instalment within two
      expect(Math.abs((result.monthly[12]?.emi ?? 0) - 7_792.79)).toBeLessThan(2);
    });
  });

  describe("given a 0% loan of ₹2,40,000 over 24 months with ₹20,000 prepaid yearly from month 6", () => {
    // EMI 10,000. Month 6: 2,40,000 − 60,000 − 20,000 = 1,60,000. The next prepayment falls in month 18.
    const base = { principal: 2_40_000, annualRate: 0, tenureMonths: 24, prepayments: [{ kind: "yearly", fromMonth: 6, amount: 20_000 }] } as const;

    test("reducing tenure, then month 18 leaves 1,60,000 − 1,20,000 − 20,000 = ₹20,000, paid off in month 20 (4 saved)", () => {
      const result = computeLoan({ ...base, prepaymentEffect: "reduce-tenure" });
      expect(result).toMatchObject({ months: 20, monthsSaved: 4, totalPrepaid: 40_000, totalEmiPaid: 2_00_000, totalPayment: 2_40_000, totalInterest: 0 });
      expect(result.monthly[17]).toMatchObject({ month: 18, opening: 50_000, prepayment: 20_000, closing: 20_000 });
    });

    test("reducing EMI, then 1,60,000 ÷ 18 = ₹8,889 a month, then (53,333.33 − 20,000) ÷ 6 = ₹5,556", () => {
      const result = computeLoan({ ...base, prepaymentEffect: "reduce-emi" });
      expect(result.months).toBe(24);
      expect(result.monthly[6]?.emi).toBe(8_889);
      expect(result.monthly[17]).toMatchObject({ opening: 62_222, prepayment: 20_000, closing: 33_333 });
      expect(result.emiAfterPrepayments).toBe(5_556);
      expect(result.totalPayment).toBe(2_40_000);
    });
  });

  test("given a prepayment larger than the balance, then only the balance is taken and the loan closes that month", () => {
    const result = computeLoan({ principal: 1_20_000, annualRate: 0, tenureMonths: 12, prepayments: [{ kind: "one-time", month: 2, amount: 5 * LAKH }] });
    // After 2 EMIs of 10,000 the balance is 1,00,000: that is all the prepayment can repay.
    expect(result).toMatchObject({ months: 2, totalPrepaid: 1 * LAKH, monthsSaved: 10 });
  });

  test("given two prepayments in the same month, then they add up", () => {
    const prepayments: Prepayment[] = [{ kind: "one-time", month: 3, amount: 10_000 }, { kind: "yearly", fromMonth: 3, amount: 5_000 }];
    const result = computeLoan({ principal: 1_20_000, annualRate: 0, tenureMonths: 12, prepayments });
    expect(result.monthly[2]?.prepayment).toBe(15_000);
  });
});

describe("impossible inputs are rejected with a RangeError", () => {
  const valid: LoanInput = { principal: 10 * LAKH, annualRate: 8.5, tenureMonths: 240 };
  test.each<[string, LoanInput]>([
    ["a principal of 0", { ...valid, principal: 0 }],
    ["a negative principal", { ...valid, principal: -1 }],
    ["a NaN principal", { ...valid, principal: Number.NaN }],
    ["an infinite principal", { ...valid, principal: Number.POSITIVE_INFINITY }],
    ["a negative rate", { ...valid, annualRate: -0.5 }],
    ["a NaN rate", { ...valid, annualRate: Number.NaN }],
    ["a tenure of 0", { ...valid, tenureMonths: 0 }],
    ["a tenure of 12.5 months", { ...valid, tenureMonths: 12.5 }],
    ["a tenure over the maximum", { ...valid, tenureMonths: MAX_TENURE_MONTHS + 1 }],
    ["a prepayment of 0", { ...valid, prepayments: [{ kind: "one-time", month: 5, amount: 0 }] }],
    ["a negative prepayment", { ...valid, prepayments: [{ kind: "yearly", fromMonth: 5, amount: -100 }] }],
    ["a prepayment in month 0", { ...valid, prepayments: [{ kind: "one-time", month: 0, amount: 1_000 }] }],
    ["a prepayment after the tenure", { ...valid, prepayments: [{ kind: "one-time", month: 241, amount: 1_000 }] }],
    ["an unknown prepayment effect", { ...valid, prepaymentEffect: "reduce-rate" as never }],
  ])("given %s, then it throws", (_name, input) => {
    expect(() => computeLoan(input)).toThrow(RangeError);
  });

  test("given a negative principal to emiFor, then it throws", () => {
    expect(() => emiFor(-1, 8.5, 240)).toThrow(RangeError);
  });
});

describe("properties over random loans", () => {
  const prepayment = (tenure: number): fc.Arbitrary<Prepayment> =>
    fc.oneof(
      fc.record({ kind: fc.constant("one-time" as const), month: fc.integer({ min: 1, max: tenure }), amount: fc.oneof(fc.integer({ min: 1, max: 50 * LAKH }), fc.double({ min: 0.01, max: 1e7, noNaN: true })) }),
      fc.record({ kind: fc.constant("yearly" as const), fromMonth: fc.integer({ min: 1, max: tenure }), amount: fc.integer({ min: 1, max: 5 * LAKH }) }),
    );
  const loan: fc.Arbitrary<LoanInput> = fc.integer({ min: 1, max: 480 }).chain((tenureMonths) =>
    fc.record({
      principal: fc.oneof(fc.integer({ min: 10_000, max: 10 * 100 * LAKH }), fc.double({ min: 1, max: 1e9, noNaN: true })),
      annualRate: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 30, noNaN: true }), fc.integer({ min: 1, max: 20 })),
      tenureMonths: fc.constant(tenureMonths),
      prepayments: fc.array(prepayment(tenureMonths), { maxLength: 4 }),
      prepaymentEffect: fc.constantFrom("reduce-tenure" as const, "reduce-emi" as const),
    }),
  );

  const check = (input: LoanInput, result: LoanResult): void => {
    const { monthly, yearly } = result;
    const money = [result.emi, result.emiExact, result.emiAfterPrepayments, result.totalInterest, result.totalEmiPaid, result.totalPrepaid, result.totalPayment, result.interestSaved];
    for (const value of money) expect(Number.isFinite(value) && value >= 0).toBe(true);
    // every row: whole rupees, non-negative, consistent, and following on from the last
    // (collected, not asserted value by value: expect() per cell is what makes this slow)
    let opening = Math.round(input.principal);
    const badRows = monthly.filter((row) => {
      const bad =
        Object.values(row).some((value) => !Number.isInteger(value) || value < 0) ||
        row.opening !== opening ||
        row.emi !== row.interest + row.principal ||
        row.closing !== row.opening - row.principal - row.prepayment;
      opening = row.closing;
      return bad;
    });
    expect(badRows).toEqual([]);
    expect(monthly.at(-1)?.closing).toBe(0);
    expect(monthly.length).toBeLessThanOrEqual(input.tenureMonths);
    // the rows add up to the totals to the rupee, by month and by year
    expect(sumOf(monthly, "interest")).toBe(result.totalInterest);
    expect(sumOf(monthly, "emi")).toBe(result.totalEmiPaid);
    expect(sumOf(monthly, "prepayment")).toBe(result.totalPrepaid);
    expect(sumOf(monthly, "principal") + result.totalPrepaid).toBe(Math.round(input.principal));
    expect(result.totalPayment).toBe(Math.round(input.principal) + result.totalInterest);
    expect(yearly.reduce((total, year) => total + year.interest, 0)).toBe(result.totalInterest);
    expect(yearly.reduce((total, year) => total + year.emiPaid + year.prepayment, 0)).toBe(result.totalPayment);
    expect(yearly.at(-1)?.closing).toBe(0);
    expect(yearly).toHaveLength(Math.ceil(monthly.length / 12));
    // prepayments never cost more interest or time
    expect(result.monthsSaved).toBeGreaterThanOrEqual(0);
    expect(result.withoutPrepayments.months).toBe(input.tenureMonths);
  };

  test("given any valid loan and prepayments, then no NaN, no negative balance, rows sum to the totals and end at ₹0", () => {
    fc.assert(fc.property(loan, (input) => check(input, computeLoan(input))), { numRuns: 1000 });
  });

  test("given a loan without prepayments, then the EMI rises with the rate and the total interest with the tenure", () => {
    fc.assert(
      fc.property(fc.integer({ min: 10_000, max: 10 * 100 * LAKH }), fc.double({ min: 0, max: 25, noNaN: true }), fc.integer({ min: 1, max: 479 }), (principal, rate, months) => {
        expect(emiFor(principal, rate + 0.5, months)).toBeGreaterThan(emiFor(principal, rate, months));
        expect(emiFor(principal, rate, months + 1)).toBeLessThan(emiFor(principal, rate, months));
        const shorter = computeLoan({ principal, annualRate: rate, tenureMonths: months });
        const longer = computeLoan({ principal, annualRate: rate, tenureMonths: months + 1 });
        expect(longer.totalInterest).toBeGreaterThanOrEqual(shorter.totalInterest);
        // the balance only falls
        for (const row of shorter.monthly) expect(row.closing).toBeLessThanOrEqual(row.opening);
      }),
      { numRuns: 100 },
    );
  });

  test("given one prepayment, then a larger one saves at least as much interest", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1 * LAKH, max: 1_00 * LAKH }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 12, max: 360 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.constantFrom("reduce-tenure" as const, "reduce-emi" as const),
        (principal, rate, months, share, effect) => {
          const month = Math.ceil(months / 2);
          const at = (amount: number) => computeLoan({ principal, annualRate: rate, tenureMonths: months, prepaymentEffect: effect, prepayments: [{ kind: "one-time", month, amount }] });
          const small = at(Math.round(principal * share * 0.5) + 1);
          const large = at(Math.round(principal * share) + 1);
          expect(small.interestSaved).toBeGreaterThanOrEqual(0);
          expect(large.interestSaved).toBeGreaterThanOrEqual(small.interestSaved);
          if (effect === "reduce-tenure") expect(large.monthsSaved).toBeGreaterThanOrEqual(small.monthsSaved);
        },
      ),
      { numRuns: 200 },
    );
  });
});
