import {
  CURRENT_FINANCIAL_YEAR,
  FINANCIAL_YEARS,
  RETURN_DUE_DATES,
  assessmentYearOf,
  dropPaise,
  financialYearDates,
  financialYearLabel,
  financialYearOf,
  isFinancialYear,
  roundDownToMultiple,
  roundToNearestMultiple,
  rulesFor,
  startYearOf,
  type FinancialYear,
} from "@/lib/tax";
import { SECTION_80U_RULES } from "@/lib/tax/deduction-80u";
import { byAct } from "@/lib/tax/years";

describe("financial years", () => {
  test("the site covers FY 2023-24 to tax year 2026-27 and opens on 2026-27", () => {
    expect(FINANCIAL_YEARS).toEqual(["2023-24", "2024-25", "2025-26", "2026-27"]);
    expect(CURRENT_FINANCIAL_YEAR).toBe("2026-27");
  });

  test.each([
    ["2023-24", "2024-25", "FY 2023-24 (AY 2024-25)"],
    ["2025-26", "2026-27", "FY 2025-26 (AY 2026-27)"],
    ["2026-27", "2027-28", "Tax year 2026-27"],
  ] as [FinancialYear, string, string][])("%s: assessment year %s, shown as %s", (fy, ay, label) => {
    expect(assessmentYearOf(fy)).toBe(ay);
    expect(financialYearLabel(fy)).toBe(label);
  });

  test("FY 2099-00 wraps the century: assessment year 2100-01", () => {
    expect(assessmentYearOf("2099-00")).toBe("2100-01");
  });

  test.each([
    ["2026-06-15", "2026-27"],
    ["2026-04-01", "2026-27"],
    ["2026-03-31", "2025-26"],
    ["2027-01-10", "2026-27"],
  ] as const)("%s falls in FY %s", (date, fy) => {
    expect(financialYearOf(date)).toBe(fy);
  });

  test("FY 2025-26 runs from 1 April 2025 to 31 March 2026", () => {
    expect(financialYearDates("2025-26")).toEqual({ start: "2025-04-01", end: "2026-03-31" });
  });

  test.each(["2025-27", "2025", "25-26", ""])("%p is not a financial year", (text) => {
    expect(isFinancialYear(text)).toBe(false);
    expect(() => startYearOf(text)).toThrow(RangeError);
  });

  test("every year has rules and return due dates, and rulesFor refuses a year it does not know", () => {
    for (const fy of FINANCIAL_YEARS) {
      expect(rulesFor(fy).financialYear).toBe(fy);
      expect(RETURN_DUE_DATES[fy].nonAudit.value > financialYearDates(fy).end).toBe(true);
    }
    expect(() => rulesFor("2019-20" as FinancialYear)).toThrow(RangeError);
  });

  test("a table that changes only with the Act gives the 1961 Act's rules up to FY 2025-26 and the 2025 Act's from tax year 2026-27", () => {
    expect(byAct("1961", "2025")).toEqual({ "2023-24": "1961", "2024-25": "1961", "2025-26": "1961", "2026-27": "2025" });
    // One such table: s.80U of the 1961 Act became s.154 of the 2025 Act, ₹75,000 in both.
    expect(SECTION_80U_RULES["2025-26"].disabilityAmount.reference).toMatch(/Income-tax Act, 1961, s\.80U/);
    expect(SECTION_80U_RULES["2026-27"].disabilityAmount.reference).toMatch(/Income-tax Act, 2025, s\.154/);
    expect(SECTION_80U_RULES["2026-27"].disabilityAmount.value).toBe(75_000);
  });
});

describe("rounding (docs/tax-methods.md §0.2)", () => {
  test.each([
    [12_98_925, 12_98_930],
    [9_72_604, 9_72_600],
    [1_11_300.8, 1_11_300],
    [99_32_812.5, 99_32_810],
    [13_002.08, 13_000],
    [13_235.04, 13_240],
    [4.99, 0],
    [5, 10],
    [0, 0],
    [-1_235, -1_240],
  ])("s.288A/288B: %p rounds to %p", (amount, expected) => {
    expect(roundToNearestMultiple(amount, 10)).toBe(expected);
  });

  test("floating-point noise below a paisa is cleaned before the paise are dropped: 0.1 + 0.2 + 1234.7 → 1,235", () => {
    expect(dropPaise(1234.7 + 0.1 + 0.2)).toBe(1_235);
    expect(dropPaise(1234.999)).toBe(1_235);
    expect(dropPaise(1234.99)).toBe(1_234);
  });

  test.each([
    [50_050, 50_000],
    [18_518.4, 18_500],
    [99, 0],
  ])("Rule 119A: %p rounds down to %p", (amount, expected) => {
    expect(roundDownToMultiple(amount, 100)).toBe(expected);
  });
});
