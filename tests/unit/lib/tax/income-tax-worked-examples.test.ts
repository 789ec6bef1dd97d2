import { computeIncomeTax } from "@/lib/tax";
import { CRORE, LAKH, taxInput, withRupees } from "./tax-input";

/**
 * The worked examples of docs/tax-methods.md §1.7 and §1.8 and the income-tax vectors of
 * Appendix C. Every expected figure below was recomputed by hand from the slabs, the
 * rebate, surcharge and cess rules; the working is in the comments.
 */

describe("docs/tax-methods.md §1.7 worked examples", () => {
  test("Example 1: new regime FY 2025-26, salary 12.75 lakh: total income ₹12,00,000, rebate ₹60,000, no tax", () => {
    // 12,75,000 − 75,000 = 12,00,000; slab 20,000 + 40,000 = 60,000; rebate min(60,000, 60,000)
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", grossSalary: 12_75_000 }));
    expect(result).toMatchObject({ standardDeduction: 75_000, taxableIncome: 12_00_000, slabTax: 60_000, rebate87A: 60_000, cess: 0, totalTax: 0 });
  });

  test.each(withRupees([
    // 60,000 + 15% × 10,000 = 61,500; rebate 61,500 − 10,000 = 51,500; 10,000 + 400 cess
    { fy: "2025-26" as const, income: 12_10_000, slabTax: 61_500, rebate: 51_500, totalTax: 10_400 },
    // 5% × 4,00,000 + 10% × 20,000 = 22,000; rebate 22,000 − 20,000 = 2,000; 20,000 + 800
    { fy: "2024-25" as const, income: 7_20_000, slabTax: 22_000, rebate: 2_000, totalTax: 20_800 },
    // 5% × 3,00,000 + 10% × 1,20,000 = 27,000; rebate 7,000; 20,000 + 800
    { fy: "2023-24" as const, income: 7_20_000, slabTax: 27_000, rebate: 7_000, totalTax: 20_800 },
  ]))("Example 2: new regime FY $fy, total income $incomeText: 87A marginal relief, tax $totalTaxText", ({ fy, income, slabTax, rebate, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime: "new", otherIncome: income }));
    expect(result).toMatchObject({ taxableIncome: income, slabTax, rebate87A: rebate, totalTax });
  });

  describe("Example 3: FY 2025-26, age 35, salary 12 lakh, 80C 1.5 lakh, 80D 25,000, professional tax 2,400", () => {
    const input = {
      fy: "2025-26" as const,
      grossSalary: 12 * LAKH,
      professionalTax: 2_400,
      deductions: { ded80c: 1_50_000, ded80d: 25_000, ded80ccd1b: 0, homeLoanInterest: 0 },
    };

    test("old regime: total income ₹9,72,600, tax ₹1,07,020, cess ₹4,280.80, payable ₹1,11,300", () => {
      // 12,00,000 − 50,000 − 2,400 = 11,47,600; − 1,75,000 = 9,72,600
      // 12,500 + 20% × 4,72,600 (94,520) = 1,07,020; cess 4,280.80; 1,11,300.80 → 1,11,300
      const result = computeIncomeTax(taxInput({ ...input, regime: "old" }));
      expect(result).toMatchObject({ grossTotalIncome: 11_47_600, deductionsAllowed: 1_75_000, taxableIncome: 9_72_600, slabTax: 1_07_020, rebate87A: 0, totalTax: 1_11_300 });
      expect(result.cess).toBeCloseTo(4_280.8, 6);
    });

    test("new regime: total income ₹11,25,000, tax ₹52,500 fully rebated, payable ₹0", () => {
      // 12,00,000 − 75,000 = 11,25,000; 20,000 + 10% × 3,25,000 = 52,500; rebate 52,500
      const result = computeIncomeTax(taxInput({ ...input, regime: "new" }));
      expect(result).toMatchObject({ professionalTaxAllowed: 0, deductionsAllowed: 0, taxableIncome: 11_25_000, slabTax: 52_500, rebate87A: 52_500, totalTax: 0 });
    });
  });

  test.each(withRupees([
    // 3,00,000 + 30% × 26,10,000 = 10,83,000; +10% 1,08,300 = 11,91,300; at 50L 10,80,000 + 10,000
    // = 10,90,000; relief 1,01,300; cess 43,600 → 11,33,600
    { fy: "2025-26" as const, regime: "new" as const, income: 50_10_000, slabTax: 10_83_000, surcharge: 1_08_300, relief: 1_01_300, cess: 43_600, totalTax: 11_33_600 },
    // 1,12,500 + 30% × 90,50,000 = 28,27,500; +15% 4,24,125; at 1 Cr 28,12,500 × 1.10 = 30,93,750
    // + 50,000 = 31,43,750; relief 1,07,875; cess 1,25,750 → 32,69,500
    { fy: "2025-26" as const, regime: "old" as const, income: 1_00_50_000, slabTax: 28_27_500, surcharge: 4_24_125, relief: 1_07_875, cess: 1_25_750, totalTax: 32_69_500 },
    // 1,12,500 + 30% × 4,92,00,000 = 1,48,72,500; +37% 55,02,825; at 5 Cr 1,48,12,500 × 1.25 =
    // 1,85,15,625 + 2,00,000 = 1,87,15,625; relief 16,59,700; cess 7,48,625 → 1,94,64,250
    { fy: "2025-26" as const, regime: "old" as const, income: 5_02_00_000, slabTax: 1_48_72_500, surcharge: 55_02_825, relief: 16_59_700, cess: 7_48_625, totalTax: 1_94_64_250 },
  ]))("Example 4: $regime regime FY $fy, total income $incomeText: surcharge marginal relief $reliefText, tax $totalTaxText", ({ fy, regime, income, slabTax, surcharge, relief, cess, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime, otherIncome: income }));
    expect(result).toMatchObject({ taxableIncome: income, slabTax, surcharge, marginalRelief: relief, cess, totalTax });
  });

  test.each(withRupees([
    // 12,500 + 20% × 1,00,000 = 32,500 + 1,300
    { age: "below60" as const, slabTax: 32_500, totalTax: 33_800 },
    // 5% × 2,00,000 + 20% × 1,00,000 = 30,000 + 1,200
    { age: "60to80" as const, slabTax: 30_000, totalTax: 31_200 },
    // 20% × 1,00,000 = 20,000 + 800
    { age: "80plus" as const, slabTax: 20_000, totalTax: 20_800 },
  ]))("Example 5: old regime FY 2024-25, total income 6 lakh, age $age: tax $totalTaxText", ({ age, slabTax, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy: "2024-25", regime: "old", age, otherIncome: 6 * LAKH }));
    expect(result).toMatchObject({ slabTax, rebate87A: 0, totalTax });
  });

  test("Example 6: new regime FY 2025-26, slab income 2.5 crore + 112A gains 50 lakh: 25% and capped 15% surcharge, tax ₹99,32,810", () => {
    // slab 3,00,000 + 30% × 2,26,00,000 = 70,80,000; 112A 12.5% × 48,75,000 = 6,09,375
    // core income 2.5 Cr > 2 Cr: 25% × 70,80,000 = 17,70,000; 15% × 6,09,375 = 91,406.25
    // 95,50,781.25 + cess 3,82,031.25 = 99,32,812.50 → 99,32,810
    const result = computeIncomeTax(
      taxInput({ fy: "2025-26", regime: "new", otherIncome: 2.5 * CRORE, specialRateIncome: { ltcg112A: 50 * LAKH } }),
    );
    expect(result).toMatchObject({
      taxableIncome: 3 * CRORE,
      slabTax: 70_80_000,
      specialRateTax: 6_09_375,
      surchargeRate: 25,
      surcharge: 18_61_406.25,
      marginalRelief: 0,
      cess: 3_82_031.25,
      totalTax: 99_32_810,
    });
  });

  test("Example 7: new regime FY 2025-26, salary 3.75 lakh + STCG 111A 5 lakh: unused exemption 1 lakh, rebate capped at slab tax 0, tax ₹83,200", () => {
    // salary 3,00,000 after SD; total 8,00,000; shortfall 1,00,000; 4,00,000 × 20% = 80,000; + 3,200
    const result = computeIncomeTax(
      taxInput({ fy: "2025-26", regime: "new", grossSalary: 3_75_000, specialRateIncome: { stcg111A: 5 * LAKH } }),
    );
    expect(result).toMatchObject({ taxableIncome: 8 * LAKH, slabIncome: 3 * LAKH, slabTax: 0, specialRateTax: 80_000, rebate87A: 0, totalTax: 83_200 });
  });

  test("Example 8: old regime FY 2024-25, salary income 2 lakh + 112A 3 lakh sold Oct 2024: no 87A against 112A tax, tax ₹16,250", () => {
    // total income 5,00,000; shortfall 50,000; (3,00,000 − 1,25,000 − 50,000) × 12.5% = 15,625 + 625
    const result = computeIncomeTax(
      taxInput({ fy: "2024-25", regime: "old", grossSalary: 2_50_000, specialRateIncome: { ltcg112A: 3 * LAKH } }),
    );
    expect(result).toMatchObject({ salaryIncome: 2 * LAKH, taxableIncome: 5 * LAKH, specialRateTax: 15_625, rebate87A: 0, totalTax: 16_250 });
  });
});

describe("docs/tax-methods.md §1.8: Budget 2025 comparison, new regime", () => {
  // Slab tax by hand. FY 2024-25: 5% on 3-7 L, 10% on 7-10 L, 15% on 10-12 L, 20% on 12-15 L, 30% above.
  // FY 2025-26: 5% on 4-8 L, 10% on 8-12 L, 15% on 12-16 L, 20% on 16-20 L, 25% on 20-24 L, 30% above.
  test.each(withRupees([
    { income: 8 * LAKH, slab2425: 30_000, slab2526: 20_000, tax2425: 31_200, tax2526: 0 },
    { income: 9 * LAKH, slab2425: 40_000, slab2526: 30_000, tax2425: 41_600, tax2526: 0 },
    { income: 10 * LAKH, slab2425: 50_000, slab2526: 40_000, tax2425: 52_000, tax2526: 0 },
    { income: 11 * LAKH, slab2425: 65_000, slab2526: 50_000, tax2425: 67_600, tax2526: 0 },
    { income: 12 * LAKH, slab2425: 80_000, slab2526: 60_000, tax2425: 83_200, tax2526: 0 },
    { income: 16 * LAKH, slab2425: 1_70_000, slab2526: 1_20_000, tax2425: 1_76_800, tax2526: 1_24_800 },
    { income: 20 * LAKH, slab2425: 2_90_000, slab2526: 2_00_000, tax2425: 3_01_600, tax2526: 2_08_000 },
    { income: 24 * LAKH, slab2425: 4_10_000, slab2526: 3_00_000, tax2425: 4_26_400, tax2526: 3_12_000 },
    { income: 50 * LAKH, slab2425: 11_90_000, slab2526: 10_80_000, tax2425: 12_37_600, tax2526: 11_23_200 },
  ]))("total income $incomeText: FY 2024-25 slab $slab2425Text, tax $tax2425Text; FY 2025-26 slab $slab2526Text, tax $tax2526Text", ({ income, slab2425, slab2526, tax2425, tax2526 }) => {
    const fy2425 = computeIncomeTax(taxInput({ fy: "2024-25", regime: "new", otherIncome: income }));
    const fy2526 = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", otherIncome: income }));
    expect([fy2425.slabTax, fy2425.totalTax]).toEqual([slab2425, tax2425]);
    expect([fy2526.slabTax, fy2526.totalTax]).toEqual([slab2526, tax2526]);
    // no FY 2024-25 rebate from 8 lakh up: above 7 lakh and beyond the marginal-relief range
    expect(fy2425.rebate87A).toBe(0);
  });
});

describe("income-tax vectors worked by hand from the slab, rebate and cess rules, not covered above", () => {
  test("vector 3: new regime FY 2025-26, total income 12,70,000: slab ₹70,500, rebate ₹500, tax ₹72,800", () => {
    // 60,000 + 15% × 70,000 = 70,500; rebate 70,500 − 70,000 = 500; 70,000 + 2,800
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", otherIncome: 12_70_000 }));
    expect(result).toMatchObject({ slabTax: 70_500, rebate87A: 500, totalTax: 72_800 });
  });

  test("vector 10: new regime FY 2025-26, total income 5.1 crore: 25% cap, no relief, tax ₹1,93,44,000", () => {
    // 3,00,000 + 30% × 4,86,00,000 = 1,48,80,000 (Appendix C's working says 5,07,60,000 but its
    // total is right); 25% 37,20,000; cess 7,44,000
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", otherIncome: 5.1 * CRORE }));
    expect(result).toMatchObject({ slabTax: 1_48_80_000, surchargeRate: 25, surcharge: 37_20_000, marginalRelief: 0, cess: 7_44_000, totalTax: 1_93_44_000 });
  });

  test("vector 11: old regime FY 2025-26, total income 5.1 crore: 37%, relief ₹11,88,500, tax ₹2,02,96,250", () => {
    // 1,12,500 + 30% × 5,00,00,000 = 1,51,12,500; 37% 55,91,625; ceiling 1,85,15,625 + 10,00,000
    // relief 2,07,04,125 − 1,95,15,625 = 11,88,500; cess 7,80,625
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "old", otherIncome: 5.1 * CRORE }));
    expect(result).toMatchObject({ slabTax: 1_51_12_500, surchargeRate: 37, surcharge: 55_91_625, marginalRelief: 11_88_500, cess: 7_80_625, totalTax: 2_02_96_250 });
  });

  test("docs/tax-methods.md §5.3: new regime FY 2025-26, salary 3,40,000 → income from salary ₹2,65,000, no tax", () => {
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "new", grossSalary: 3_40_000 }));
    expect(result).toMatchObject({ salaryIncome: 2_65_000, totalTax: 0 });
  });
});
