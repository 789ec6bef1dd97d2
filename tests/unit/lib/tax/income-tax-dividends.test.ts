import fc from "fast-check";
import { computeIncomeTax } from "@/lib/tax";
import { CRORE, LAKH, taxInput, withRupees } from "./tax-input";

/**
 * Dividends (docs/tax-methods.md errata, §1.2): taxed at slab rates; the surcharge on their share
 * of the tax is at most 15%; they count toward the ₹50 lakh and ₹1 crore bands but not
 * toward the ₹2 crore and ₹5 crore bands (proviso to Paragraph A of the First Schedule).
 * Their share of the slab tax is taken pro rata (slab tax × dividends ÷ slab income).
 * Expected values by hand; the working is in each comment.
 */

describe("₹2.1 crore of dividends and nothing else", () => {
  test.each(withRupees([
    // New regime (FY 2025-26 slabs, kept for 2026-27): 4L × 0 + 4L × 5% + 4L × 10% + 4L × 15% + 4L × 20%
    // + 4L × 25% = 3,00,000 up to 24 L; 30% × (2,10,00,000 − 24,00,000) = 55,80,000; slab tax 58,80,000.
    // Total income 2.1 Cr > 1 Cr; income without dividends 0 ≤ 2 Cr, so 15% (not 25%): 8,82,000.
    // Relief at 1 Cr: 25,80,000 × 1.10 + 1,10,00,000 is far above 67,62,000: none.
    // Cess 4% × 67,62,000 = 2,70,480 → 70,32,480 (errata; 76,44,000 would be 58,80,000 × 1.25 × 1.04).
    { fy: "2026-27", regime: "new", slabTax: 58_80_000, surcharge: 8_82_000, totalTax: 70_32_480 },
    { fy: "2025-26", regime: "new", slabTax: 58_80_000, surcharge: 8_82_000, totalTax: 70_32_480 },
    // Old regime below 60: 12,500 + 1,00,000 (to 10 L) + 30% × 2,00,00,000 = 61,12,500; 15% = 9,16,875;
    // relief at 1 Cr: 28,12,500 × 1.10 + 1,10,00,000 far above: none. 70,29,375 × 1.04 = 73,10,550.
    { fy: "2026-27", regime: "old", slabTax: 61_12_500, surcharge: 9_16_875, totalTax: 73_10_550 },
    { fy: "2025-26", regime: "old", slabTax: 61_12_500, surcharge: 9_16_875, totalTax: 73_10_550 },
  ] as const))("$fy, $regime regime: slab tax $slabTaxText, surcharge 15% $surchargeText, payable $totalTaxText", ({ fy, regime, slabTax, surcharge, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime, dividendIncome: 2.1 * CRORE }));
    expect(result.taxableIncome).toBe(2.1 * CRORE);
    expect(result.slabTax).toBe(slabTax);
    expect(result.surchargeRate).toBe(15);
    expect(result.surcharge).toBeCloseTo(surcharge, 6);
    expect(result.marginalRelief).toBe(0);
    expect(result.totalTax).toBe(totalTax);
  });

  test("given the same ₹2.1 crore as other income instead, then the 25% band applies (₹76,44,000)", () => {
    // 58,80,000 × 1.25 = 73,50,000; relief at 2 Cr: tax at 2 Cr = 3,00,000 + 30% × 1,76,00,000 = 55,80,000,
    // × 1.15 = 64,17,000 + 10,00,000 = 74,17,000 > 73,50,000: none. × 1.04 = 76,44,000.
    const result = computeIncomeTax(taxInput({ fy: "2026-27", regime: "new", otherIncome: 2.1 * CRORE }));
    expect(result.surchargeRate).toBe(25);
    expect(result.totalTax).toBe(76_44_000);
  });
});

describe("dividends with salary, near the surcharge thresholds (new regime unless stated)", () => {
  test.each(withRupees([
    {
      // Salary 90,75,000 − 75,000 = 90,00,000, + dividends 10,10,000 = 1,00,10,000: dividends count
      // toward the ₹1 crore band. Slab tax 3,00,000 + 30% × 76,10,000 = 25,83,000; 15% → 29,70,450.
      // At 1 Cr (salary cut by 10,000): 25,80,000 × 1.10 = 28,38,000; ceiling 28,48,000; relief
      // 1,22,450. 28,48,000 × 1.04 = 29,61,920.
      scenario: "2026-27, salary 90.75 lakh + dividends 10.1 lakh (just above ₹1 crore)",
      fy: "2026-27", regime: "new", grossSalary: 90_75_000, dividendIncome: 10_10_000,
      surchargeRate: 15, marginalRelief: 1_22_450, totalTax: 29_61_920,
    },
    {
      // Old: 90,50,000 − 50,000 = 90,00,000 + 10,10,000 = 1,00,10,000. Slab tax 1,12,500 + 30% × 90,10,000
      // = 28,15,500; 15% 4,22,325 → 32,37,825. At 1 Cr: 28,12,500 × 1.10 = 30,93,750, ceiling 31,03,750;
      // relief 1,34,075. 31,03,750 × 1.04 = 32,27,900.
      scenario: "2025-26 old regime, salary 90.5 lakh + dividends 10.1 lakh (just above ₹1 crore)",
      fy: "2025-26", regime: "old", grossSalary: 90_50_000, dividendIncome: 10_10_000,
      surchargeRate: 15, marginalRelief: 1_34_075, totalTax: 32_27_900,
    },
    {
      // Salary 2,00,85,000 − 75,000 = 2,00,10,000 (income without dividends: just above 2 Cr, so 25%);
      // dividends 10,00,000; total 2,10,10,000. Slab tax 3,00,000 + 30% × 1,86,10,000 = 58,83,000.
      // Dividends' share d = 58,83,000 × 10 L ÷ 2,10,10,000 ≈ 2,80,009.52; surcharge 25% × (58,83,000 − d)
      // + 15% × d ≈ 14,42,749.05 → 73,25,749.05. At the 2 Cr threshold (salary cut by 10,000): total
      // 2,10,00,000, income without dividends 2 Cr, so 15%: 58,80,000 × 1.15 = 67,62,000; ceiling
      // 67,72,000; relief ≈ 5,53,749.05. 67,72,000 × 1.04 = 70,42,880.
      scenario: "2026-27, salary 2,00,85,000 + dividends 10 lakh (income without dividends just above ₹2 crore)",
      fy: "2026-27", regime: "new", grossSalary: 2_00_85_000, dividendIncome: 10 * LAKH,
      surchargeRate: 25, marginalRelief: 5_53_749.05, totalTax: 70_42_880,
    },
    {
      // Salary 1,50,75,000 − 75,000 = 1.5 Cr + dividends 1 Cr = 2.5 Cr; without dividends 1.5 Cr ≤ 2 Cr,
      // so 15%, not 25%. Slab tax 3,00,000 + 30% × 2,26,00,000 = 70,80,000; × 1.15 = 81,42,000 (relief at
      // 1 Cr: 28,38,000 + 1.5 Cr far above: none). × 1.04 = 84,67,680.
      scenario: "2026-27, salary 1,50,75,000 + dividends 1 crore (total 2.5 crore, 15% band)",
      fy: "2026-27", regime: "new", grossSalary: 1_50_75_000, dividendIncome: 1 * CRORE,
      surchargeRate: 15, marginalRelief: 0, totalTax: 84_67_680,
    },
  ] as const))("$scenario: surcharge $surchargeRate%, relief $marginalReliefText, payable $totalTaxText", ({ fy, regime, grossSalary, dividendIncome, surchargeRate, marginalRelief, totalTax }) => {
    const result = computeIncomeTax(taxInput({ fy, regime, grossSalary, dividendIncome }));
    expect(result.surchargeRate).toBe(surchargeRate);
    expect(result.marginalRelief).toBeCloseTo(marginalRelief, 1);
    expect(result.totalTax).toBe(totalTax);
  });

  test("given salary 3 crore + dividends 1 crore (2026-27, new), then 25% on the other tax and 15% on the dividends' share: ₹1,47,52,920", () => {
    // Salary 3,00,75,000 − 75,000 = 3 Cr; total 4 Cr; without dividends 3 Cr > 2 Cr → 25%.
    // Slab tax 3,00,000 + 30% × 3,76,00,000 = 1,15,80,000; dividends' share ¼ = 28,95,000; rest 86,85,000.
    // Surcharge 25% × 86,85,000 = 21,71,250 + 15% × 28,95,000 = 4,34,250 → 26,05,500.
    // At 2 Cr (salary cut by 1 Cr): total 3 Cr, 15%: (3,00,000 + 30% × 2,76,00,000) × 1.15 = 98,67,000
    // + 1 Cr excess: far above 1,41,85,500, no relief. Cess 5,67,420 → 1,47,52,920.
    const result = computeIncomeTax(taxInput({ fy: "2026-27", regime: "new", grossSalary: 3_00_75_000, dividendIncome: 1 * CRORE }));
    expect(result.dividendTax).toBeCloseTo(28_95_000, 6);
    expect(result.cappedSurchargeRate).toBe(15);
    expect(result.cappedSurcharge).toBeCloseTo(4_34_250, 6);
    expect(result.surcharge).toBeCloseTo(26_05_500, 6);
    expect(result.totalTax).toBe(1_47_52_920);

    const byId = new Map(result.steps.map((step) => [step.id, step]));
    expect(byId.get("dividendIncome")?.amount).toBe(1 * CRORE);
    expect(byId.get("dividendTax")?.amount).toBeCloseTo(28_95_000, 6);
    expect(byId.get("surcharge")?.label).toBe("Surcharge at 25% on the tax on other income");
    expect(byId.get("surcharge")?.amount).toBeCloseTo(21_71_250, 6);
    expect(byId.get("cappedSurcharge")?.label).toBe("Surcharge at 15% (capped) on the tax on dividends");
    expect(byId.get("cappedSurcharge")?.amount).toBeCloseTo(4_34_250, 6);
  });

  test("given FY 2025-26 old regime, salary 6 crore + dividends 3 crore, then 37% on the other tax and 15% on the dividends: ₹3,61,57,550", () => {
    // Salary 6,00,50,000 − 50,000 = 6 Cr; total 9 Cr; without dividends 6 Cr > 5 Cr → 37%.
    // Slab tax 1,12,500 + 30% × 8,90,00,000 = 2,68,12,500; dividends' share ⅓ = 89,37,500; rest 1,78,75,000.
    // Surcharge 37% × 1,78,75,000 = 66,13,750 + 15% × 89,37,500 = 13,40,625 → 79,54,375.
    // At 5 Cr (salary cut by 1 Cr; total 8 Cr, 25%): slab 2,38,12,500, share ⅜ = 89,29,687.50;
    // 25% × 1,48,82,812.50 + 15% × 89,29,687.50 = 50,60,156.25; + tax + 1 Cr = 3,88,72,656.25 > 3,47,66,875:
    // no relief. Cess 13,90,675 → 3,61,57,550.
    const result = computeIncomeTax(taxInput({ fy: "2025-26", regime: "old", grossSalary: 6_00_50_000, dividendIncome: 3 * CRORE }));
    expect(result.surchargeRate).toBe(37);
    expect(result.surcharge).toBeCloseTo(79_54_375, 6);
    expect(result.marginalRelief).toBe(0);
    expect(result.totalTax).toBe(3_61_57_550);
  });

  test("given dividends within the ₹12 lakh rebate limit (2026-27, new), then they are slab income the rebate covers", () => {
    // Salary 8,75,000 − 75,000 = 8,00,000 + dividends 4,00,000 = 12,00,000: slab tax 60,000, rebate 60,000 → 0.
    const result = computeIncomeTax(taxInput({ fy: "2026-27", regime: "new", grossSalary: 8_75_000, dividendIncome: 4 * LAKH }));
    expect([result.taxableIncome, result.slabTax, result.rebate87A, result.totalTax]).toEqual([12 * LAKH, 60_000, 60_000, 0]);
  });
});

describe("dividends against the same amount of other income (properties)", () => {
  test("given any income, then calling part of it dividends never raises the tax, and below ₹50 lakh changes nothing", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("2023-24", "2024-25", "2025-26", "2026-27" as const),
        fc.constantFrom("old", "new" as const),
        fc.integer({ min: 0, max: 8 * CRORE }),
        fc.integer({ min: 0, max: 8 * CRORE }),
        (fy, regime, grossSalary, dividends) => {
          const asDividends = computeIncomeTax(taxInput({ fy, regime, grossSalary, dividendIncome: dividends }));
          const asOther = computeIncomeTax(taxInput({ fy, regime, grossSalary, otherIncome: dividends }));
          expect(asDividends.taxableIncome).toBe(asOther.taxableIncome);
          expect(asDividends.totalTax).toBeLessThanOrEqual(asOther.totalTax);
          if (asOther.taxableIncome <= 50 * LAKH) expect(asDividends.totalTax).toBe(asOther.totalTax);
        },
      ),
      { numRuns: 300 },
    );
  });
});
