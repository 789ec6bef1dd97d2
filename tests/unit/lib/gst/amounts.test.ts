import fc from "fast-check";
import { gstAmounts, percentToBasisPoints, type GstInput } from "@/lib/gst/amounts";

const rupees = (amount: number) => Math.round(amount * 100);
const run = (input: Partial<GstInput> & { amount: number; rate: number }) =>
  gstAmounts({ amountPaise: rupees(input.amount), rateBp: Math.round(input.rate * 100), cessBp: input.cessBp ?? 0, mode: input.mode ?? "add", supply: input.supply ?? "intra" });

describe("GST in paise: docs/tax-methods.md §25.4 and hand-worked cases", () => {
  test("§25.4 (1): add 18% to ₹1,000 within a state → CGST 90 + SGST 90, total 1,180; between states IGST 180", () => {
    expect(run({ amount: 1000, rate: 18 })).toEqual({ taxable: 100_000, cgst: 9_000, sgst: 9_000, igst: 0, gst: 18_000, cess: 0, total: 118_000 });
    expect(run({ amount: 1000, rate: 18, supply: "inter" })).toEqual({ taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000, gst: 18_000, cess: 0, total: 118_000 });
  });

  test("§25.4 (2): remove 18% from ₹11,800 → 10,000 + GST 1,800 (900 + 900)", () => {
    expect(run({ amount: 11_800, rate: 18, mode: "remove" })).toMatchObject({ taxable: 1_000_000, cgst: 90_000, sgst: 90_000, gst: 180_000, total: 1_180_000 });
  });

  test("§25.4 (3): remove 18% from ₹1,000 → 1,000 × 100 ÷ 118 = 847.457… → ₹847.46; GST 152.54 = 76.27 + 76.27", () => {
    expect(run({ amount: 1000, rate: 18, mode: "remove" })).toMatchObject({ taxable: 84_746, gst: 15_254, cgst: 7_627, sgst: 7_627, total: 100_000 });
  });

  test("§25.4 (4): add 28% (before 22-09-2025) to ₹50,000 → GST 14,000, total 64,000", () => {
    expect(run({ amount: 50_000, rate: 28 })).toMatchObject({ gst: 1_400_000, total: 6_400_000 });
  });

  test("§25.2 edge: ₹2,499 at 5% → CGST 62.475 → 62.48 and SGST 62.48 (124.96), but IGST 124.95", () => {
    expect(run({ amount: 2499, rate: 5 })).toMatchObject({ cgst: 6_248, sgst: 6_248, gst: 12_496, total: 262_396 });
    expect(run({ amount: 2499, rate: 5, supply: "inter" })).toMatchObject({ igst: 12_495, gst: 12_495, total: 262_395 });
  });

  test("remove 18% from ₹101 within a state: CGST = SGST = 101 × 9 ÷ 118 = 7.7034 → ₹7.70 each; GST 15.40; taxable 101 − 15.40 = ₹85.60", () => {
    expect(run({ amount: 101, rate: 18, mode: "remove" })).toMatchObject({ taxable: 8_560, gst: 1_540, cgst: 770, sgst: 770, total: 10_100 });
    // Between states IGST = 101 × 18 ÷ 118 = 15.4068 → ₹15.41; taxable ₹85.59.
    expect(run({ amount: 101, rate: 18, mode: "remove", supply: "inter" })).toMatchObject({ taxable: 8_559, igst: 1_541, gst: 1_541 });
  });

  test("remove 18% from ₹20,000 within a state: CGST = SGST = 20,000 × 9 ÷ 118 = 1,525.4237 → ₹1,525.42 each; taxable 20,000 − 3,050.84 = ₹16,949.16", () => {
    // Check back: 16,949.16 × 9% = 1,525.4244 → ₹1,525.42, so adding GST to the taxable value gives the same split.
    expect(run({ amount: 20_000, rate: 18, mode: "remove" })).toEqual({ taxable: 1_694_916, cgst: 152_542, sgst: 152_542, igst: 0, gst: 305_084, cess: 0, total: 2_000_000 });
    expect(run({ amount: 16_949.16, rate: 18 })).toMatchObject({ cgst: 152_542, sgst: 152_542, total: 2_000_000 });
    // Between states IGST = 20,000 × 18 ÷ 118 = 3,050.847… → ₹3,050.85; taxable ₹16,949.15.
    expect(run({ amount: 20_000, rate: 18, mode: "remove", supply: "inter" })).toMatchObject({ taxable: 1_694_915, igst: 305_085 });
  });

  test("0.25% on ₹1,000: 0.125% each way is ₹1.25 CGST + ₹1.25 SGST; IGST ₹2.50", () => {
    expect(run({ amount: 1000, rate: 0.25 })).toMatchObject({ cgst: 125, sgst: 125, gst: 250 });
    expect(run({ amount: 1000, rate: 0.25, supply: "inter" })).toMatchObject({ igst: 250 });
  });

  test("with 12% compensation cess at 28%: ₹1,00,000 → GST 28,000 + cess 12,000 = 1,40,000; removing both from 1,40,000 gives 1,00,000 back", () => {
    expect(run({ amount: 100_000, rate: 28, cessBp: 1200 })).toMatchObject({ gst: 2_800_000, cess: 1_200_000, total: 14_000_000 });
    expect(run({ amount: 140_000, rate: 28, cessBp: 1200, mode: "remove" })).toMatchObject({ taxable: 10_000_000, gst: 2_800_000, cess: 1_200_000 });
  });

  test("0%: no tax either way", () => {
    expect(run({ amount: 999.99, rate: 0 })).toMatchObject({ gst: 0, total: 99_999 });
    expect(run({ amount: 999.99, rate: 0, mode: "remove" })).toMatchObject({ taxable: 99_999, gst: 0 });
  });

  test("percentToBasisPoints takes two-decimal rates and refuses finer ones", () => {
    expect(percentToBasisPoints(18)).toBe(1800);
    expect(percentToBasisPoints(0.25)).toBe(25);
    expect(percentToBasisPoints(1.5)).toBe(150);
    expect(percentToBasisPoints(0.125)).toBeNull();
  });
});

describe("GST in paise: properties", () => {
  const input = fc.record({
    amountPaise: fc.integer({ min: 1, max: 1_000_000_000_000 }),
    rateBp: fc.constantFrom(0, 25, 150, 300, 500, 1200, 1800, 2800, 4000),
    cessBp: fc.constantFrom(0, 100, 1200, 2200, 29_000),
    mode: fc.constantFrom("add" as const, "remove" as const),
    supply: fc.constantFrom("intra" as const, "inter" as const),
  });

  test("whole paise, parts add up, the entered amount is kept, and CGST/SGST differ from IGST by at most a paisa", () => {
    fc.assert(
      fc.property(input, (value) => {
        const result = gstAmounts(value);
        for (const part of Object.values(result)) expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        expect(result.taxable + result.gst + result.cess).toBe(result.total);
        expect(result.cgst + result.sgst + result.igst).toBe(result.gst);
        expect(value.mode === "add" ? result.taxable : result.total).toBe(value.amountPaise);
        if (value.supply === "intra") {
          expect(result.igst).toBe(0);
          expect(result.cgst).toBe(result.sgst);
          const inter = gstAmounts({ ...value, supply: "inter" });
          expect(Math.abs(inter.gst - result.gst)).toBeLessThanOrEqual(1);
        } else {
          expect(result.cgst + result.sgst).toBe(0);
        }
        // The tax is the rate on the taxable value to within rounding. Removing: GST carries up
        // to a paisa of error (two halves, ½ paisa each), the cess ½ paisa, and the taxable value
        // takes both, so GST − rate × taxable ≤ 1 + rate × 1.5 paise.
        // In whole numbers (BigInt, ×20,000), since at a thousand crore a float misses the bound by its own rounding.
        const error = BigInt(result.gst) * 20_000n - BigInt(result.taxable) * BigInt(value.rateBp) * 2n;
        const bound = value.mode === "add" ? 20_000n : 20_000n + 3n * BigInt(value.rateBp);
        expect(error < 0n ? -error : error).toBeLessThanOrEqual(bound);
      }),
      { numRuns: 500 },
    );
  });
});
