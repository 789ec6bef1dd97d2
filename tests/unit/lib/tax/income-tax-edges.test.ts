import { FINANCIAL_YEARS, computeIncomeTax, type FinancialYear } from "@/lib/tax";
import { CRORE, LAKH, taxInput, withRupees } from "./tax-input";

/**
 * Edge cases computed by hand from the law (slab tables of docs/tax-methods.md §1.2, s.87A as
 * in §1.5, surcharge and marginal relief as in §1.6, cess 4%, s.288A/288B rounding). The
 * income is given as income from other sources, so total income equals it.
 */

const NEW_2025_RULES = ["2025-26", "2026-27"] as const;

describe("slab boundaries, new regime", () => {
  const cases = [
    // FY 2023-24: 5% on 3-6 L, 10% on 6-9 L, 15% on 9-12 L, 20% on 12-15 L, 30% above
    { fy: "2023-24", income: 3 * LAKH, slabTax: 0, totalTax: 0 },
    { fy: "2023-24", income: 6 * LAKH, slabTax: 15_000, totalTax: 0 },
    { fy: "2023-24", income: 7 * LAKH, slabTax: 25_000, totalTax: 0 },
    { fy: "2023-24", income: 9 * LAKH, slabTax: 45_000, totalTax: 46_800 },
    { fy: "2023-24", income: 12 * LAKH, slabTax: 90_000, totalTax: 93_600 },
    { fy: "2023-24", income: 15 * LAKH, slabTax: 1_50_000, totalTax: 1_56_000 },
    // 1,50,003 × 1.04 = 1,56,003.12 → 1,56,000
    { fy: "2023-24", income: 15_00_010, slabTax: 1_50_003, totalTax: 1_56_000 },
    // FY 2024-25: 5% on 3-7 L, 10% on 7-10 L, 15% on 10-12 L, 20% on 12-15 L, 30% above
    { fy: "2024-25", income: 3 * LAKH, slabTax: 0, totalTax: 0 },
    { fy: "2024-25", income: 7 * LAKH, slabTax: 20_000, totalTax: 0 },
    { fy: "2024-25", income: 10 * LAKH, slabTax: 50_000, totalTax: 52_000 },
    { fy: "2024-25", income: 12 * LAKH, slabTax: 80_000, totalTax: 83_200 },
    { fy: "2024-25", income: 15 * LAKH, slabTax: 1_40_000, totalTax: 1_45_600 },
    // FY 2025-26 and 2026-27: 5% on 4-8 L, 10% on 8-12 L, 15%, 20%, 25% on each 4 L, 30% above 24 L
    ...NEW_2025_RULES.flatMap((fy) => [
      { fy, income: 4 * LAKH, slabTax: 0, totalTax: 0 },
      { fy, income: 8 * LAKH, slabTax: 20_000, totalTax: 0 },
      { fy, income: 12 * LAKH, slabTax: 60_000, totalTax: 0 },
      { fy, income: 16 * LAKH, slabTax: 1_20_000, totalTax: 1_24_800 },
      { fy, income: 20 * LAKH, slabTax: 2_00_000, totalTax: 2_08_000 },
      { fy, income: 24 * LAKH, slabTax: 3_00_000, totalTax: 3_12_000 },
      { fy, income: 30 * LAKH, slabTax: 4_80_000, totalTax: 4_99_200 },
    ]),
  ] as { fy: FinancialYear; income: number; slabTax: number; totalTax: number }[];

  test.each(withRupees(cases))("FY $fy, total income $incomeText: slab tax $slabTaxText, payable $totalTaxText", ({ fy, income, slabTax, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime: "new", otherIncome: income }));
    expect([result.slabTax, result.totalTax]).toEqual([slabTax, totalTax]);
  });
});

describe("slab boundaries and age bands, old regime (the same in every year)", () => {
  const byAge = [
    { age: "below60", income: 2.5 * LAKH, slabTax: 0, totalTax: 0 },
    { age: "below60", income: 5 * LAKH, slabTax: 12_500, totalTax: 0 },
    // no marginal relief in the old regime: 12,502 + 500.08 = 13,002.08 → 13,000
    { age: "below60", income: 5_00_010, slabTax: 12_502, totalTax: 13_000 },
    { age: "below60", income: 6 * LAKH, slabTax: 32_500, totalTax: 33_800 },
    { age: "below60", income: 10 * LAKH, slabTax: 1_12_500, totalTax: 1_17_000 },
    { age: "below60", income: 15 * LAKH, slabTax: 2_62_500, totalTax: 2_73_000 },
    { age: "60to80", income: 3 * LAKH, slabTax: 0, totalTax: 0 },
    { age: "60to80", income: 5 * LAKH, slabTax: 10_000, totalTax: 0 },
    { age: "60to80", income: 6 * LAKH, slabTax: 30_000, totalTax: 31_200 },
    { age: "60to80", income: 7 * LAKH, slabTax: 50_000, totalTax: 52_000 },
    { age: "60to80", income: 10 * LAKH, slabTax: 1_10_000, totalTax: 1_14_400 },
    { age: "80plus", income: 5 * LAKH, slabTax: 0, totalTax: 0 },
    // 20% × 10 = 2; 2.08 → 2 → nearest ten 0
    { age: "80plus", income: 5_00_010, slabTax: 2, totalTax: 0 },
    { age: "80plus", income: 6 * LAKH, slabTax: 20_000, totalTax: 20_800 },
    { age: "80plus", income: 10 * LAKH, slabTax: 1_00_000, totalTax: 1_04_000 },
  ] as const;
  const cases = FINANCIAL_YEARS.flatMap((fy) => byAge.map((row) => ({ fy, ...row })));

  test.each(withRupees(cases))("FY $fy, age $age, total income $incomeText: slab tax $slabTaxText, payable $totalTaxText", ({ fy, age, income, slabTax, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime: "old", age, otherIncome: income }));
    expect([result.slabTax, result.totalTax]).toEqual([slabTax, totalTax]);
  });

  test("the new regime has no age bands: FY 2025-26, age 80plus, 16 lakh pays ₹1,24,800 like anyone", () => {
    expect(computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", age: "80plus", otherIncome: 16 * LAKH })).totalTax).toBe(1_24_800);
  });
});

describe("section 87A rebate at and around the limit", () => {
  const cases = [
    // FY 2025-26 / 2026-27: 12,00,010 → slab 60,001.50; rebate 60,001.50 − 10 = 59,991.50; tax 10 + 0.40 → 10
    ...NEW_2025_RULES.flatMap((fy) => [
      { fy, income: 12 * LAKH, rebate: 60_000, totalTax: 0 },
      { fy, income: 12_00_010, rebate: 59_991.5, totalTax: 10 },
      { fy, income: 12_10_000, rebate: 51_500, totalTax: 10_400 },
      // slab 70,587; rebate 7; 70,580 + 2,823.20 = 73,403.20 → 73,400
      { fy, income: 12_70_580, rebate: 7, totalTax: 73_400 },
      // slab 70,588.50 < 70,590 above the limit: no rebate; + 2,823.54 = 73,412.04 → 73,410
      { fy, income: 12_70_590, rebate: 0, totalTax: 73_410 },
    ]),
    // FY 2024-25: 7,10,000 → slab 21,000; rebate 11,000; 10,000 + 400
    { fy: "2024-25", income: 7 * LAKH, rebate: 20_000, totalTax: 0 },
    { fy: "2024-25", income: 7_10_000, rebate: 11_000, totalTax: 10_400 },
    // slab 22,222; rebate 2; 22,220 + 888.80 = 23,108.80 → 23,110
    { fy: "2024-25", income: 7_22_220, rebate: 2, totalTax: 23_110 },
    // slab 22,223 < 22,230: no rebate; + 888.92 = 23,111.92 → 23,110
    { fy: "2024-25", income: 7_22_230, rebate: 0, totalTax: 23_110 },
    // FY 2023-24: 7,27,770 → slab 27,777; rebate 7; 27,770 + 1,110.80 → 28,880
    { fy: "2023-24", income: 7 * LAKH, rebate: 25_000, totalTax: 0 },
    { fy: "2023-24", income: 7_27_770, rebate: 7, totalTax: 28_880 },
    // slab 27,778 < 27,780: no rebate; + 1,111.12 = 28,889.12 → 28,890
    { fy: "2023-24", income: 7_27_780, rebate: 0, totalTax: 28_890 },
  ] as { fy: FinancialYear; income: number; rebate: number; totalTax: number }[];

  test.each(withRupees(cases))("new regime FY $fy, total income $incomeText: rebate $rebateText, payable $totalTaxText", ({ fy, income, rebate, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime: "new", otherIncome: income }));
    expect(result.rebate87A).toBeCloseTo(rebate, 6);
    expect(result.totalTax).toBe(totalTax);
  });

  test("new regime FY 2025-26, salary 12,75,010: total income 12,00,010, payable ₹10", () => {
    expect(computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", grossSalary: 12_75_010 })).totalTax).toBe(10);
  });

  test.each(FINANCIAL_YEARS)("old regime FY %s, total income 4,90,000: tax ₹12,000 fully rebated", (fy) => {
    const result = computeIncomeTax(taxInput({ fy, regime: "old", otherIncome: 4_90_000 }));
    expect([result.slabTax, result.rebate87A, result.totalTax]).toEqual([12_000, 12_000, 0]);
  });
});

describe("surcharge thresholds with marginal relief", () => {
  const cases = [
    // New regime FY 2025-26 / 2026-27. Tax at 50 L 10,80,000; at 1 Cr 25,80,000 (+10% = 28,38,000);
    // at 2 Cr 55,80,000 (+15% = 64,17,000); at 5 Cr 1,45,80,000.
    ...NEW_2025_RULES.flatMap((fy) => [
      { fy, regime: "new", income: 50 * LAKH, surcharge: 0, relief: 0, totalTax: 11_23_200 },
      // slab 11,28,357 + 1,12,835.70 = 12,41,192.70; ceiling 10,80,000 + 1,61,190; relief 2.70;
      // 12,41,190 + 49,647.60 = 12,90,837.60 → 12,90,840
      { fy, regime: "new", income: 51_61_190, surcharge: 1_12_835.7, relief: 2.7, totalTax: 12_90_840 },
      // slab 11,28,360 + 1,12,836 = 12,41,196 < ceiling 12,41,200: no relief; + 49,647.84 → 12,90,840
      { fy, regime: "new", income: 51_61_200, surcharge: 1_12_836, relief: 0, totalTax: 12_90_840 },
      { fy, regime: "new", income: 1 * CRORE, surcharge: 2_58_000, relief: 0, totalTax: 29_51_520 },
      // slab 25,83,000 + 15% 3,87,450 = 29,70,450; ceiling 28,38,000 + 10,000; relief 1,22,450; cess 1,13,920
      { fy, regime: "new", income: 1_00_10_000, surcharge: 3_87_450, relief: 1_22_450, totalTax: 29_61_920 },
      { fy, regime: "new", income: 2 * CRORE, surcharge: 8_37_000, relief: 0, totalTax: 66_73_680 },
      // slab 55,83,000 + 25% 13,95,750 = 69,78,750; ceiling 64,17,000 + 10,000; relief 5,51,750; cess 2,57,080
      { fy, regime: "new", income: 2_00_10_000, surcharge: 13_95_750, relief: 5_51_750, totalTax: 66_84_080 },
      // 25% cap: 1,45,80,000 + 36,45,000 = 1,82,25,000 + 7,29,000
      { fy, regime: "new", income: 5 * CRORE, surcharge: 36_45_000, relief: 0, totalTax: 1_89_54_000 },
    ]),
    // New regime FY 2023-24: tax at 50 L 12,00,000; 50,10,000 → 12,03,000 + 1,20,300; ceiling 12,10,000;
    // relief 1,13,300; cess 48,400 → 12,58,400
    { fy: "2023-24", regime: "new", income: 50_10_000, surcharge: 1_20_300, relief: 1_13_300, totalTax: 12_58_400 },
    // New regime FY 2024-25: tax at 50 L 11,90,000; 11,93,000 + 1,19,300; ceiling 12,00,000; relief 1,12,300
    { fy: "2024-25", regime: "new", income: 50_10_000, surcharge: 1_19_300, relief: 1_12_300, totalTax: 12_48_000 },
    // Old regime (below 60). Tax at 50 L 13,12,500; at 1 Cr 28,12,500 (+10% 30,93,750); at 2 Cr
    // 58,12,500 (+15% 66,84,375); at 5 Cr 1,48,12,500 (+25% 1,85,15,625).
    { fy: "2024-25", regime: "old", income: 50 * LAKH, surcharge: 0, relief: 0, totalTax: 13_65_000 },
    // 13,15,500 + 1,31,550 = 14,47,050; ceiling 13,22,500; relief 1,24,550; cess 52,900
    { fy: "2024-25", regime: "old", income: 50_10_000, surcharge: 1_31_550, relief: 1_24_550, totalTax: 13_75_400 },
    { fy: "2024-25", regime: "old", income: 1 * CRORE, surcharge: 2_81_250, relief: 0, totalTax: 32_17_500 },
    { fy: "2024-25", regime: "old", income: 2 * CRORE, surcharge: 8_71_875, relief: 0, totalTax: 69_51_750 },
    // 58,15,500 + 25% 14,53,875 = 72,69,375; ceiling 66,94,375; relief 5,75,000; cess 2,67,775
    { fy: "2024-25", regime: "old", income: 2_00_10_000, surcharge: 14_53_875, relief: 5_75_000, totalTax: 69_62_150 },
    // 60,88,500 × 1.25 = 76,10,625; ceiling 66,84,375 + 9,20,000 = 76,04,375; relief 6,250; cess 3,04,175
    { fy: "2024-25", regime: "old", income: 2_09_20_000, surcharge: 15_22_125, relief: 6_250, totalTax: 79_08_550 },
    // docs/tax-methods.md §1.6: relief ends at 2,09,30,000: 60,91,500 × 1.25 = 76,14,375 = ceiling
    { fy: "2024-25", regime: "old", income: 2_09_30_000, surcharge: 15_22_875, relief: 0, totalTax: 79_18_950 },
    { fy: "2024-25", regime: "old", income: 5 * CRORE, surcharge: 37_03_125, relief: 0, totalTax: 1_92_56_250 },
  ] as { fy: FinancialYear; regime: "old" | "new"; income: number; surcharge: number; relief: number; totalTax: number }[];

  test.each(withRupees(cases))("$regime regime FY $fy, total income $incomeText: surcharge $surchargeText, relief $reliefText, payable $totalTaxText", ({ fy, regime, income, surcharge, relief, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime, otherIncome: income }));
    expect(result.surcharge).toBeCloseTo(surcharge, 6);
    expect(result.marginalRelief).toBeCloseTo(relief, 6);
    expect(result.totalTax).toBe(totalTax);
  });
});

describe("standard deduction by year and regime", () => {
  const cases = [
    // salary 10 L. FY 2023-24 new: 9,50,000 → 15,000 + 30,000 + 7,500 = 52,500 + 2,100
    { fy: "2023-24", regime: "new", standardDeduction: 50_000, totalTax: 54_600 },
    // FY 2024-25 new: 9,25,000 → 20,000 + 22,500 = 42,500 + 1,700
    { fy: "2024-25", regime: "new", standardDeduction: 75_000, totalTax: 44_200 },
    // FY 2025-26 / 2026-27 new: 9,25,000 → 32,500, fully rebated
    { fy: "2025-26", regime: "new", standardDeduction: 75_000, totalTax: 0 },
    { fy: "2026-27", regime: "new", standardDeduction: 75_000, totalTax: 0 },
    // old, every year: 9,50,000 → 12,500 + 90,000 = 1,02,500 + 4,100
    ...FINANCIAL_YEARS.map((fy) => ({ fy, regime: "old", standardDeduction: 50_000, totalTax: 1_06_600 })),
  ] as { fy: FinancialYear; regime: "old" | "new"; standardDeduction: number; totalTax: number }[];

  test.each(withRupees(cases))("$regime regime FY $fy, salary 10 lakh: standard deduction $standardDeductionText, payable $totalTaxText", ({ fy, regime, standardDeduction, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime, grossSalary: 10 * LAKH }));
    expect([result.standardDeduction, result.totalTax]).toEqual([standardDeduction, totalTax]);
  });

  test("a salary below the standard deduction: FY 2025-26 new regime, salary 40,000 → deduction ₹40,000, salary income ₹0", () => {
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", grossSalary: 40_000, otherIncome: 1_000 }));
    expect(result).toMatchObject({ standardDeduction: 40_000, salaryIncome: 0, grossTotalIncome: 1_000 });
  });
});

describe("deductions: limits in the old regime, none in the new", () => {
  const claims = {
    grossSalary: 15_50_000,
    exemptHra: 1 * LAKH,
    professionalTax: 3_000,
    deductions: { ded80c: 2 * LAKH, ded80d: 1 * LAKH, ded80ccd1b: 80_000, homeLoanInterest: 3 * LAKH },
  };

  test("old regime FY 2025-26, below 60: HRA, PT ₹2,500, interest ₹2 lakh, 80C ₹1.5 lakh, 80D ₹75,000, 80CCD(1B) ₹50,000 → total income ₹9,22,500, payable ₹1,00,880", () => {
    // 15,50,000 − 1,00,000 − 50,000 − 2,500 = 13,97,500; − 2,00,000 = 11,97,500; − 2,75,000 = 9,22,500
    // 12,500 + 20% × 4,22,500 = 97,000 + 3,880
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "old", ...claims }));
    expect(result).toMatchObject({
      exemptHraAllowed: 1 * LAKH,
      professionalTaxAllowed: 2_500,
      salaryIncome: 13_97_500,
      homeLoanInterestAllowed: 2 * LAKH,
      grossTotalIncome: 11_97_500,
      deductionsAllowed: 2_75_000,
      taxableIncome: 9_22_500,
      totalTax: 1_00_880,
    });
  });

  test("old regime FY 2025-26, age 60 to 80: the senior 80D limit gives ₹1 lakh → total income ₹8,97,500, payable ₹93,080", () => {
    // VI-A 1,50,000 + 1,00,000 + 50,000; 5% × 2,00,000 + 20% × 3,97,500 = 89,500 + 3,580
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "old", age: "60to80", ...claims }));
    expect(result).toMatchObject({ deductionsAllowed: 3 * LAKH, taxableIncome: 8_97_500, totalTax: 93_080 });
  });

  test("new regime FY 2025-26, same claims: all ignored → total income ₹14,75,000, payable ₹1,05,300", () => {
    // 60,000 + 15% × 2,75,000 = 1,01,250 + 4,050
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", ...claims }));
    expect(result).toMatchObject({
      exemptHraAllowed: 0,
      professionalTaxAllowed: 0,
      homeLoanInterestAllowed: 0,
      deductionsAllowed: 0,
      taxableIncome: 14_75_000,
      totalTax: 1_05_300,
    });
  });

  test("old regime FY 2025-26, deductions above income: salary 3 lakh, interest 2 lakh, 80C 1.5 lakh → deductions allowed ₹50,000, total income ₹0", () => {
    const result = computeIncomeTax(
      taxInput({ fy: "2025-26", regime: "old", grossSalary: 3 * LAKH, deductions: { ded80c: 1.5 * LAKH, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 2 * LAKH } }),
    );
    expect(result).toMatchObject({ grossTotalIncome: 50_000, deductionsAllowed: 50_000, taxableIncome: 0, totalTax: 0, houseLossNotSetOff: 0 });
  });
});

describe("residence", () => {
  test("old regime FY 2025-26, non-resident aged 80+, total income 5 lakh: below-60 slabs, no rebate → ₹13,000", () => {
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "old", age: "80plus", resident: false, otherIncome: 5 * LAKH }));
    expect([result.slabTax, result.rebate87A, result.totalTax]).toEqual([12_500, 0, 13_000]);
  });

  test("new regime FY 2025-26, non-resident, total income 10 lakh: no rebate → ₹41,600", () => {
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", resident: false, otherIncome: 10 * LAKH }));
    expect([result.slabTax, result.rebate87A, result.totalTax]).toEqual([40_000, 0, 41_600]);
  });
});

describe("rounding under s.288A and s.288B", () => {
  test("new regime FY 2025-26, income 12,98,925: total income ₹12,98,930, payable ₹77,830", () => {
    // 60,000 + 15% × 98,930 = 74,839.50; no rebate; + 2,993.58 = 77,833.08 → 77,830
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", otherIncome: 12_98_925 }));
    expect([result.taxableIncome, result.totalTax]).toEqual([12_98_930, 77_830]);
  });

  test("old regime FY 2025-26, income 9,72,604: total income ₹9,72,600, payable ₹1,11,300", () => {
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "old", otherIncome: 9_72_604 }));
    expect([result.taxableIncome, result.totalTax]).toEqual([9_72_600, 1_11_300]);
  });

  test("paise in the input are dropped: new regime FY 2025-26, income 12,10,000.99 → payable ₹10,400", () => {
    expect(computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", otherIncome: 12_10_000.99 })).totalTax).toBe(10_400);
  });
});

describe("input the calculator should have refused", () => {
  test.each([NaN, Infinity, -Infinity])("a salary of %p throws a RangeError instead of returning a wrong tax", (salary) => {
    expect(() => computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", grossSalary: salary }))).toThrow(RangeError);
  });

  test("a negative amount counts as zero: other income −5 lakh with salary 12.75 lakh → ₹0 (FY 2025-26 new)", () => {
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", grossSalary: 12_75_000, otherIncome: -5 * LAKH }));
    expect([result.taxableIncome, result.totalTax]).toEqual([12 * LAKH, 0]);
  });
});

describe("computation steps", () => {
  const result = computeIncomeTax(
    taxInput({ fy: "2025-26", regime: "old", grossSalary: 12 * LAKH, professionalTax: 2_400, deductions: { ded80c: 1.5 * LAKH, ded80d: 25_000, ded80ccd1b: 0, homeLoanInterest: 0 } }),
  );

  test("every line has a label, a finite amount and a reference", () => {
    for (const step of result.steps) {
      expect(step.label.length).toBeGreaterThan(0);
      expect(Number.isFinite(step.amount)).toBe(true);
      expect(step.reference.length).toBeGreaterThan(10);
    }
  });

  test("the lines follow docs/tax-methods.md §1.4 for Example 3 (old regime) and end with the payable ₹1,11,300", () => {
    expect(result.steps.map((step) => [step.id, step.amount])).toEqual([
      ["grossSalary", 12_00_000],
      ["standardDeduction", 50_000],
      ["professionalTax", 2_400],
      ["salaryIncome", 11_47_600],
      ["grossTotalIncome", 11_47_600],
      ["ded80c", 1_50_000],
      ["ded80d", 25_000],
      ["taxableIncome", 9_72_600],
      ["slabTax", 1_07_020],
      ["cess", 4_280.8],
      ["totalTax", 1_11_300],
    ]);
  });

  test("FY 2026-27 steps cite the Income-tax Act, 2025", () => {
    const steps = computeIncomeTax(taxInput({ fy: "2026-27", regime: "new", grossSalary: 20 * LAKH })).steps;
    for (const step of steps) expect(step.reference).toMatch(/Income-tax Act, 2025|Finance Act 2026/);
  });
});
