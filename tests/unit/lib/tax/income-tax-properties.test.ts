import fc from "fast-check";
import {
  AGE_BANDS,
  FINANCIAL_YEARS,
  REGIMES,
  compareRegimes,
  computeIncomeTax,
  dropPaise,
  type IncomeTaxInput,
  type IncomeTaxResult,
} from "@/lib/tax";
import { CRORE, LAKH } from "./tax-input";

/**
 * Properties that must hold for every year, regime and age. Amounts are drawn so that a
 * good share land near the thresholds where the rules change (rebate limits, surcharge
 * bands), which is where a mistake in marginal relief would show.
 */

const THRESHOLDS = [2.5 * LAKH, 3 * LAKH, 4 * LAKH, 5 * LAKH, 7 * LAKH, 7.5 * LAKH, 12 * LAKH, 12.75 * LAKH, 12.7 * LAKH, 50 * LAKH, 51 * LAKH, 1 * CRORE, 1.02 * CRORE, 2 * CRORE, 2.09 * CRORE, 5 * CRORE, 5.3 * CRORE];

const amount = fc.oneof(
  { weight: 2, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 20 * LAKH }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 6 * CRORE }) },
  { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...THRESHOLDS), fc.integer({ min: -30_000, max: 30_000 })).map(([t, d]) => Math.max(0, t + d)) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: 1e9, noNaN: true }) },
);
const smallAmount = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5 * LAKH }));

const input: fc.Arbitrary<IncomeTaxInput> = fc.record({
  fy: fc.constantFrom(...FINANCIAL_YEARS),
  regime: fc.constantFrom(...REGIMES),
  age: fc.constantFrom(...AGE_BANDS),
  resident: fc.boolean(),
  grossSalary: amount,
  otherIncome: amount,
  exemptHra: smallAmount,
  professionalTax: fc.integer({ min: 0, max: 5_000 }),
  deductions: fc.record({ ded80c: smallAmount, ded80d: smallAmount, ded80ccd1b: smallAmount, homeLoanInterest: smallAmount }),
  specialRateIncome: fc.option(
    fc.record({
      stcg111A: fc.oneof(fc.constant(0), amount),
      ltcg112A: fc.oneof(fc.constant(0), amount),
      ltcg112: fc.oneof(fc.constant(0), amount),
      vda: fc.oneof(fc.constant(0), amount),
      beforeRateChange: fc.record({ stcg111A: smallAmount, ltcg112A: smallAmount, ltcg112: smallAmount }),
    }),
    { nil: undefined },
  ),
  netAgriculturalIncome: fc.option(amount, { nil: undefined }),
});

const MONEY_FIELDS = [
  "salaryIncome",
  "standardDeduction",
  "exemptHraAllowed",
  "professionalTaxAllowed",
  "homeLoanInterestAllowed",
  "houseLossNotSetOff",
  "grossTotalIncome",
  "specialRateIncome",
  "deductionsAllowed",
  "taxableIncome",
  "slabIncome",
  "slabTax",
  "specialRateTax",
  "rebate87A",
  "taxAfterRebate",
  "surcharge",
  "marginalRelief",
  "cess",
  "totalTax",
] as const satisfies readonly (keyof IncomeTaxResult)[];

/** TAX_PROPERTY_RUNS=30000 for a deeper search before a release. */
const RUNS = { numRuns: Number(process.env.TAX_PROPERTY_RUNS ?? 3000) };

describe("income-tax engine properties, every year, regime and age", () => {
  test("never NaN or Infinity, never negative: every amount and every step", () => {
    fc.assert(
      fc.property(input, (case_) => {
        const result = computeIncomeTax(case_);
        const bad = MONEY_FIELDS.filter((field) => !Number.isFinite(result[field]) || result[field] < 0);
        const badSteps = result.steps.filter((step) => !Number.isFinite(step.amount)).map((step) => step.id);
        expect([...bad, ...badSteps]).toEqual([]);
      }),
      RUNS,
    );
  });

  test("the tax is a whole multiple of ₹10 and never more than the total income", () => {
    fc.assert(
      fc.property(input, (case_) => {
        const result = computeIncomeTax(case_);
        expect(result.totalTax % 10).toBe(0);
        expect(result.taxableIncome % 10).toBe(0);
        expect(result.totalTax).toBeLessThanOrEqual(result.taxableIncome);
      }),
      RUNS,
    );
  });

  test("relief and rebate never exceed what they relieve", () => {
    fc.assert(
      fc.property(input, (case_) => {
        const result = computeIncomeTax(case_);
        expect(result.marginalRelief).toBeLessThanOrEqual(result.surcharge + 1e-6);
        expect(result.rebate87A).toBeLessThanOrEqual(result.slabTax + result.specialRateTax + 1e-6);
      }),
      RUNS,
    );
  });

  test.each(["grossSalary", "otherIncome"] as const)("more %s never means less tax, with no special-rate or agricultural income (marginal relief included)", (field) => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 50 * LAKH }), (case_, extra) => {
        const plain = { ...case_, specialRateIncome: undefined, netAgriculturalIncome: undefined };
        const before = computeIncomeTax(plain).totalTax;
        const after = computeIncomeTax({ ...plain, [field]: plain[field] + extra }).totalTax;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  test.each(["grossSalary", "otherIncome"] as const)("old regime with agricultural income: more %s never means less tax", (field) => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 50 * LAKH }), (case_, extra) => {
        const old = { ...case_, regime: "old" as const, specialRateIncome: undefined };
        const before = computeIncomeTax(old).totalTax;
        const after = computeIncomeTax({ ...old, [field]: old[field] + extra }).totalTax;
        expect(after).toBeGreaterThanOrEqual(before);
      }),
      RUNS,
    );
  });

  test.each(["grossSalary", "otherIncome"] as const)("with special-rate income, more %s never means less tax by more than one ₹10 rounding step", (field) => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 50 * LAKH }), (case_, extra) => {
        const withoutAgriculture = { ...case_, netAgriculturalIncome: undefined };
        const before = computeIncomeTax(withoutAgriculture).totalTax;
        const after = computeIncomeTax({ ...withoutAgriculture, [field]: withoutAgriculture[field] + extra }).totalTax;
        expect(after).toBeGreaterThanOrEqual(before - 10);
      }),
      RUNS,
    );
  });

  /**
   * With special-rate income the law itself allows a ₹10 dip. Total income is rounded as a
   * whole (s.288A) while each special-rate gain is taxed at its own amount, so the slab-rate
   * part is the rounded total less the gains: ₹5,01,125 of salary income plus a ₹1 gain is
   * total income ₹5,01,130, of which ₹5,01,129 is taxed at slab rates, one rupee less than
   * with no gain. The tax can then land on the lower side of a s.288B rounding step (the
   * worked case below). A gain larger by a multiple of ₹10 leaves the last digit, and so the
   * split, unchanged: no dip at all. (Agricultural income is left out here: see the rebate
   * anomaly in income-tax-special-rates.test.ts.)
   *
   * Except where the gain soaks up a loss that had nothing to be set off against: a
   * house-property loss may not be set off against VDA income (s.115BBH(2)) but may be against
   * a s.111A gain (s.71). FY 2023-24, old regime, non-resident: VDA income ₹2,00,09,435 and a
   * ₹361 house-property loss left over is total income ₹2,00,09,440 (₹5 of it by rounding, at
   * slab rates) and ₹71,85,820 of tax (₹69,00,000 at ₹2 crore plus the ₹9,440 above it, plus
   * 4% cess: ₹71,85,817.60). A ₹370 s.111A gain absorbs the loss: ₹9 of gain, total income
   * again ₹2,00,09,440, but the income is now made of other parts, one taxed at 15%; the tax
   * at ₹2 crore that marginal relief measures against then depends on which part is cut to
   * reach it (UNSURE in docs/tax-methods.md §1.6), and moves by a few rupees, which can cross a
   * s.288B ₹10 step (fast-check found it a ₹10 step lower). So where a loss was left over,
   * one ₹10 step is allowed.
   */
  test.each(["stcg111A", "ltcg112A", "ltcg112", "vda"] as const)("a %s gain larger by a multiple of ₹10 never means less tax", (kind) => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 5 * LAKH }), (case_, tens) => {
        const withoutAgriculture = { ...case_, netAgriculturalIncome: undefined };
        const special = case_.specialRateIncome ?? {};
        const before = computeIncomeTax(withoutAgriculture).totalTax;
        const after = computeIncomeTax({ ...withoutAgriculture, specialRateIncome: { ...special, [kind]: dropPaise(special[kind] ?? 0) + tens * 10 } }).totalTax;
        const beforeWhole = computeIncomeTax({ ...withoutAgriculture, specialRateIncome: { ...special, [kind]: dropPaise(special[kind] ?? 0) } });
        const allowedDip = beforeWhole.houseLossNotSetOff > 0 && kind !== "vda" ? 10 : 0;
        expect(after).toBeGreaterThanOrEqual(beforeWhole.totalTax - allowedDip);
        expect(before).toBe(beforeWhole.totalTax);
      }),
      RUNS,
    );
  });

  test.each(["stcg111A", "ltcg112A", "ltcg112", "vda"] as const)("a larger %s gain of any amount never means less tax by more than one ₹10 rounding step", (kind) => {
    fc.assert(
      fc.property(input, fc.integer({ min: 1, max: 50 * LAKH }), (case_, extra) => {
        const withoutAgriculture = { ...case_, netAgriculturalIncome: undefined };
        const special = case_.specialRateIncome ?? {};
        const before = computeIncomeTax(withoutAgriculture).totalTax;
        const after = computeIncomeTax({ ...withoutAgriculture, specialRateIncome: { ...special, [kind]: (special[kind] ?? 0) + extra } }).totalTax;
        expect(after).toBeGreaterThanOrEqual(before - 10);
      }),
      RUNS,
    );
  });

  test("the ₹10 dip, by hand: FY 2023-24 old regime, salary income 5,01,125 pays ₹13,240, and ₹13,230 with a ₹1 STCG", () => {
    // without: total income 5,01,125 → 5,01,130; 12,500 + 20% × 1,130 = 12,726; no rebate (above 5 L);
    //   + 509.04 cess = 13,235.04 → 13,235 → 13,240
    // with ₹1 STCG: total 5,01,126 → 5,01,130, of which 5,01,129 at slab rates: 12,725.80 + 15% × 1 =
    //   12,725.95; + 509.038 = 13,234.988 → 13,234 → 13,230
    const base = { fy: "2023-24" as const, regime: "old" as const, age: "below60" as const, grossSalary: 5_51_125, otherIncome: 0, exemptHra: 0, deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 } };
    const without = computeIncomeTax(base);
    const withGain = computeIncomeTax({ ...base, specialRateIncome: { stcg111A: 1 } });
    expect([without.taxableIncome, without.slabIncome, without.totalTax]).toEqual([5_01_130, 5_01_130, 13_240]);
    expect([withGain.taxableIncome, withGain.slabIncome, withGain.totalTax]).toEqual([5_01_130, 5_01_129, 13_230]);
  });

  test("small steps across every threshold: tax rises with income in steps of ₹10, never falls", () => {
    for (const fy of FINANCIAL_YEARS) {
      for (const regime of REGIMES) {
        for (const age of AGE_BANDS) {
          for (const threshold of THRESHOLDS) {
            let previous = -1;
            for (let income = threshold - 2_000; income <= threshold + 2_000; income += 10) {
              const tax = computeIncomeTax({
                fy, regime, age, grossSalary: 0, otherIncome: income, exemptHra: 0,
                deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
              }).totalTax;
              if (tax < previous) throw new Error(`FY ${fy} ${regime} ${age}: tax falls from ${previous} to ${tax} at income ${income}`);
              previous = tax;
            }
          }
        }
      }
    }
  });

  test("the new regime ignores the old-regime deductions", () => {
    fc.assert(
      fc.property(input, input, (case_, other) => {
        const withOwn = computeIncomeTax({ ...case_, regime: "new" });
        const withOthers = computeIncomeTax({
          ...case_,
          regime: "new",
          exemptHra: other.exemptHra,
          professionalTax: other.professionalTax,
          deductions: other.deductions,
        });
        expect(withOthers.totalTax).toBe(withOwn.totalTax);
      }),
      RUNS,
    );
  });

  /**
   * With special-rate income, one ₹10 step the other way comes from the same s.288A rounding
   * as the ₹10 dip above. FY 2023-24, old regime, non-resident: gains of ₹5,39,97,990 (STCG
   * ₹7,34,017, s.112 ₹2,38,153, VDA ₹5,30,25,820) are a round total. A ₹5 house-property loss
   * set off against a gain leaves ₹5,39,97,985, rounded up to the same ₹5,39,97,990: ₹1 less
   * tax on the gains, but the ₹5 rounded up sits in the slab part, which marginal relief cuts
   * first to reach ₹5 crore, so the relief is ₹5 smaller and the tax rises by about ₹3.85,
   * across a ₹10 step (fast-check found this case; the step is found by the engine's figures).
   */
  test("in the old regime, more deductions never mean more tax (with special-rate income, by more than one ₹10 rounding step)", () => {
    fc.assert(
      fc.property(input, fc.constantFrom("ded80c", "ded80d", "ded80ccd1b", "homeLoanInterest"), fc.integer({ min: 1, max: 3 * LAKH }), (case_, key, extra) => {
        const old = { ...case_, regime: "old" as const };
        const before = computeIncomeTax(old).totalTax;
        const after = computeIncomeTax({ ...old, deductions: { ...old.deductions, [key]: old.deductions[key] + extra } }).totalTax;
        const hasSpecialRateIncome = Object.values(old.specialRateIncome ?? {}).some((value) => typeof value === "number" && value > 0);
        expect(after).toBeLessThanOrEqual(before + (hasSpecialRateIncome ? 10 : 0));
      }),
      RUNS,
    );
  });

  test("tax year 2026-27 gives the same tax as FY 2025-26 (Budget 2026 kept the rates)", () => {
    fc.assert(
      fc.property(input, (case_) => {
        const { specialRateIncome } = case_;
        // the FY 2024-25-only split does not exist in either year
        const same = { ...case_, specialRateIncome: specialRateIncome && { ...specialRateIncome, beforeRateChange: undefined } };
        expect(computeIncomeTax({ ...same, fy: "2026-27" }).totalTax).toBe(computeIncomeTax({ ...same, fy: "2025-26" }).totalTax);
      }),
      RUNS,
    );
  });

  test("compareRegimes names the cheaper regime and the difference", () => {
    fc.assert(
      fc.property(input, (case_) => {
        const { regime: _ignored, ...rest } = case_;
        const comparison = compareRegimes(rest);
        const cheaper = Math.min(comparison.old.totalTax, comparison.new.totalTax);
        expect(comparison.saving).toBe(Math.max(comparison.old.totalTax, comparison.new.totalTax) - cheaper);
        if (comparison.better !== "equal") expect(comparison[comparison.better].totalTax).toBe(cheaper);
        else expect(comparison.old.totalTax).toBe(comparison.new.totalTax);
      }),
      { numRuns: 1000 },
    );
  });
});
