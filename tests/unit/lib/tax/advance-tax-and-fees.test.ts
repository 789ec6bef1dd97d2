import { advanceTaxSchedule, interest234B, interest234C, lateFilingFee, monthsOrPart, turnoverAuditRequired } from "@/lib/tax";
import { CRORE, LAKH } from "./tax-input";

describe("advance-tax instalments (s.208, s.211; docs/tax-methods.md §2.4 example 1)", () => {
  test("FY 2025-26, estimated tax ₹2,00,000: ₹30,000 / ₹90,000 / ₹1,50,000 / ₹2,00,000 by the four dates", () => {
    expect(advanceTaxSchedule("2025-26", 2 * LAKH)).toEqual([
      { dueDate: "2025-06-15", cumulativePercent: 15, cumulativeAmount: 30_000, instalmentAmount: 30_000 },
      { dueDate: "2025-09-15", cumulativePercent: 45, cumulativeAmount: 90_000, instalmentAmount: 60_000 },
      { dueDate: "2025-12-15", cumulativePercent: 75, cumulativeAmount: 1_50_000, instalmentAmount: 60_000 },
      { dueDate: "2026-03-15", cumulativePercent: 100, cumulativeAmount: 2_00_000, instalmentAmount: 50_000 },
    ]);
  });

  test("tax year 2026-27 moves the dates: 15 June 2026 to 15 March 2027", () => {
    expect(advanceTaxSchedule("2026-27", 2 * LAKH).map((line) => line.dueDate)).toEqual(["2026-06-15", "2026-09-15", "2026-12-15", "2027-03-15"]);
  });

  test("estimated tax ₹9,999 is below the ₹10,000 threshold: no instalments", () => {
    expect(advanceTaxSchedule("2025-26", 9_999)).toEqual([]);
  });

  test("a 44AD/44ADA taxpayer pays all ₹50,000 by 15 March 2026", () => {
    expect(advanceTaxSchedule("2025-26", 50_000, { presumptive: true })).toEqual([
      { dueDate: "2026-03-15", cumulativePercent: 100, cumulativeAmount: 50_000, instalmentAmount: 50_000 },
    ]);
  });
});

describe("interest under s.234C", () => {
  test("docs/tax-methods.md §2.4 example 2: paid 20,000 / 60,000 / 1,50,000 / 1,90,000 of ₹2,00,000 → ₹300 + ₹900 + ₹0 + ₹100 = ₹1,300", () => {
    const { lines, total } = interest234C("2025-26", { taxDueOnReturnedIncome: 2 * LAKH, paidByDueDate: [20_000, 60_000, 1_50_000, 1_90_000] });
    expect(lines.map((line) => line.interest)).toEqual([300, 900, 0, 100]);
    expect(total).toBe(1_300);
  });

  test("12% by June and 36% by September are within the tolerance: ₹0", () => {
    expect(interest234C("2025-26", { taxDueOnReturnedIncome: 2 * LAKH, paidByDueDate: [24_000, 72_000, 1_50_000, 2_00_000] }).total).toBe(0);
  });

  test("nothing paid on ₹1,23,456: shortfalls rounded down to ₹100 → ₹555 + ₹1,665 + ₹2,775 + ₹1,234 = ₹6,229", () => {
    // 18,518.40 → 18,500 × 3%; 55,555.20 → 55,500 × 3%; 92,592 → 92,500 × 3%; 1,23,456 → 1,23,400 × 1%
    const { lines, total } = interest234C("2024-25", { taxDueOnReturnedIncome: 1_23_456, paidByDueDate: [] });
    expect(lines.map((line) => [line.shortfall, line.interest])).toEqual([
      [18_500, 555],
      [55_500, 1_665],
      [92_500, 2_775],
      [1_23_400, 1_234],
    ]);
    expect(total).toBeCloseTo(6_229, 6);
  });

  test("presumptive taxpayer, ₹1,00,000 due, ₹60,000 paid by 15 March: 1% × 40,000 = ₹400", () => {
    expect(interest234C("2025-26", { taxDueOnReturnedIncome: 1 * LAKH, paidByDueDate: [60_000], presumptive: true }).total).toBe(400);
  });

  test("tax due below ₹10,000: no interest", () => {
    expect(interest234C("2025-26", { taxDueOnReturnedIncome: 9_000, paidByDueDate: [] }).total).toBe(0);
  });
});

describe("interest under s.234B", () => {
  test("docs/tax-methods.md §2.4 example 3: assessed ₹2,00,000, paid ₹1,50,000, balance paid 20 July 2026 → 4 months × 1% × 50,000 = ₹2,000", () => {
    expect(interest234B("2025-26", { assessedTax: 2 * LAKH, advanceTaxPaid: 1.5 * LAKH, paidOn: "2026-07-20" })).toEqual({ shortfall: 50_000, months: 4, interest: 2_000 });
  });

  test("90% paid (₹1,80,000 of ₹2,00,000): no interest", () => {
    expect(interest234B("2025-26", { assessedTax: 2 * LAKH, advanceTaxPaid: 1.8 * LAKH, paidOn: "2026-12-01" }).interest).toBe(0);
  });

  test("tax year 2026-27: interest runs from 1 April 2027; paid that day → one month on ₹50,050 rounded to ₹50,000 = ₹500", () => {
    expect(interest234B("2026-27", { assessedTax: 1_00_050, advanceTaxPaid: 50_000, paidOn: "2027-04-01" })).toEqual({ shortfall: 50_000, months: 1, interest: 500 });
  });

  test.each([
    ["2026-04-01", "2026-07-20", 4],
    ["2026-04-01", "2026-04-01", 1],
    ["2026-04-01", "2027-03-31", 12],
    ["2026-04-01", "2026-03-31", 0],
  ])("months or part from %s to %s: %i", (from, to, months) => {
    expect(monthsOrPart(from as `${number}-${number}-${number}`, to as `${number}-${number}-${number}`)).toBe(months);
  });
});

describe("late-filing fee, s.234F (docs/tax-methods.md §19)", () => {
  test.each([
    { totalIncome: 8_20_000, filedAfterDueDate: true, requiredToFile: true, fee: 5_000, label: "total income 8,20,000 filed late → ₹5,000" },
    { totalIncome: 4_60_000, filedAfterDueDate: true, requiredToFile: true, fee: 1_000, label: "total income 4,60,000 filed late → ₹1,000" },
    { totalIncome: 5 * LAKH, filedAfterDueDate: true, requiredToFile: true, fee: 1_000, label: "total income exactly 5 lakh filed late → ₹1,000" },
    { totalIncome: 5_00_010, filedAfterDueDate: true, requiredToFile: true, fee: 5_000, label: "total income 5,00,010 filed late → ₹5,000" },
    { totalIncome: 2_10_000, filedAfterDueDate: true, requiredToFile: false, fee: 0, label: "not required to file, filed voluntarily in December → ₹0" },
    { totalIncome: 8_20_000, filedAfterDueDate: false, requiredToFile: true, fee: 0, label: "filed by the due date → ₹0" },
  ])("$label", ({ totalIncome, filedAfterDueDate, requiredToFile, fee }) => {
    for (const fy of ["2024-25", "2026-27"] as const) {
      expect(lateFilingFee(fy, { totalIncome, filedAfterDueDate, requiredToFile })).toBe(fee);
    }
  });
});

describe("tax audit on the turnover test, s.44AB(a)/(b) (docs/tax-methods.md §20.2)", () => {
  test.each([
    { label: "trader, turnover 8 crore, cash receipts 3% and payments 4%: limit 10 crore → no audit", activity: "business" as const, turnover: 8 * CRORE, cashReceiptsPercent: 3, cashPaymentsPercent: 4, audit: false },
    { label: "same trader with cash receipts 7%: limit 1 crore → audit", activity: "business" as const, turnover: 8 * CRORE, cashReceiptsPercent: 7, cashPaymentsPercent: 4, audit: true },
    { label: "business, turnover exactly 1 crore, cash 10% → no audit", activity: "business" as const, turnover: 1 * CRORE, cashReceiptsPercent: 10, cashPaymentsPercent: 10, audit: false },
    { label: "consultant, receipts 60 lakh without 44ADA → audit", activity: "profession" as const, turnover: 60 * LAKH, cashReceiptsPercent: 2, cashPaymentsPercent: 2, audit: true },
    { label: "consultant, receipts exactly 50 lakh → no audit", activity: "profession" as const, turnover: 50 * LAKH, cashReceiptsPercent: 2, cashPaymentsPercent: 2, audit: false },
  ])("$label", ({ activity, turnover, cashReceiptsPercent, cashPaymentsPercent, audit }) => {
    expect(turnoverAuditRequired("2025-26", { activity, turnover, cashReceiptsPercent, cashPaymentsPercent })).toBe(audit);
  });
});
