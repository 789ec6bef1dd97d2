import fc from "fast-check";
import {
  FINENESS,
  GOLD_KARATS,
  goldGstRules,
  jewelleryPrice,
  karatRate,
  karatRateTable,
  purityFactor,
  toGrams,
  TOLA_GRAMS,
  TROY_OUNCE_GRAMS,
  type JewelleryPrice,
  type JewelleryPriceInput,
} from "@/lib/finance/gold";

/**
 * docs/tax-methods.md §40: karat rates from the 24K rate by fineness (or karat ÷ 24), and a
 * jewellery bill: gold value + making + hallmarking, GST at 1.5% CGST + 1.5% SGST on
 * their sum, each line rounded to the paisa half up, less old gold at the day's rate.
 * Expected figures are worked by hand in the comments; all rates are hypothetical.
 */

const paise = (rupees: number) => Math.round(rupees * 100);

/** The §40 necklace: 10 g of 22K at ₹1,00,000 per 10 g of 24K, 12% making. */
const necklace: JewelleryPriceInput = {
  rate24kPerGram: 10_000,
  karat: 22,
  weight: 10,
  unit: "g",
  making: { kind: "percent", percent: 12 },
};

describe("gold: the rate for each purity", () => {
  test.each([
    // 24K is the base; 22K = 10,000 × 916/1000 = 9,160; 18K = × 0.75 = 7,500; 14K = × 0.585 = 5,850
    { karat: 24, perGram: 10_000, per10g: 1_00_000 },
    { karat: 22, perGram: 9_160, per10g: 91_600 },
    { karat: 18, perGram: 7_500, per10g: 75_000 },
    { karat: 14, perGram: 5_850, per10g: 58_500 },
  ] as const)("given 24K at ₹10,000/g, by fineness $karat K is ₹$perGram/g and ₹$per10g per 10 g", ({ karat, perGram, per10g }) => {
    expect(karatRate(10_000, karat)).toBe(perGram);
    expect(karatRate(10_000, karat, "fineness", 10)).toBe(per10g);
  });

  test.each([
    // 22/24 × 10,000 = 9,166.666… → 9,166.67; per 10 g 91,666.666… → 91,666.67
    { karat: 22, perGram: 9_166.67, per10g: 91_666.67 },
    // 18/24 = 0.75 exactly, the same as fineness 750
    { karat: 18, perGram: 7_500, per10g: 75_000 },
    // 14/24 × 10,000 = 5,833.333… → 5,833.33; per 10 g 58,333.33
    { karat: 14, perGram: 5_833.33, per10g: 58_333.33 },
  ] as const)("given 24K at ₹10,000/g, by karat ÷ 24 $karat K is ₹$perGram/g", ({ karat, perGram, per10g }) => {
    expect(karatRate(10_000, karat, "karat")).toBe(perGram);
    expect(karatRate(10_000, karat, "karat", 10)).toBe(per10g);
  });

  test("the table lists 24K, 22K, 18K and 14K with their hallmark fineness", () => {
    expect(karatRateTable(10_000)).toEqual([
      { karat: 24, fineness: 999, perGram: 10_000, per10g: 1_00_000 },
      { karat: 22, fineness: 916, perGram: 9_160, per10g: 91_600 },
      { karat: 18, fineness: 750, perGram: 7_500, per10g: 75_000 },
      { karat: 14, fineness: 585, perGram: 5_850, per10g: 58_500 },
    ]);
    expect(GOLD_KARATS).toEqual([24, 22, 18, 14]);
    expect(purityFactor(22)).toBe(0.916);
    expect(purityFactor(22, "karat")).toBeCloseTo(0.916667, 6);
    expect(purityFactor(24)).toBe(1);
    expect(FINENESS[14]).toBe(585);
  });

  test("a rate with a paisa: 24K at ₹10,250.55/g makes 22K ₹9,389.50/g", () => {
    // 1,025,055 paise × 916 / 1000 = 938,950.38 paise → ₹9,389.50; per 10 g 9,389,503.8 paise → ₹93,895.04
    expect(karatRate(10_250.55, 22)).toBe(9_389.5);
    expect(karatRate(10_250.55, 22, "fineness", 10)).toBe(93_895.04);
  });
});

describe("gold: weights", () => {
  test.each([
    ["10 g", 10, "g", 10],
    // 1 tola = 11.6638 g; 10 tolas = 116.638 g; 2.5 tolas = 29.1595 g
    ["1 tola", 1, "tola", 11.6638],
    ["10 tolas", 10, "tola", 116.638],
    ["2.5 tolas", 2.5, "tola", 29.1595],
    // 1 troy ounce = 31.1035 g
    ["1 troy ounce", 1, "ozt", 31.1035],
  ] as const)("%s in grams", (_, weight, unit, grams) => {
    expect(toGrams(weight, unit)).toBeCloseTo(grams, 9);
  });

  test("the trade's rounded units: a tola is 11.6638 g and a troy ounce 31.1035 g", () => {
    expect(TOLA_GRAMS).toBe(11.6638);
    expect(TROY_OUNCE_GRAMS).toBe(31.1035);
  });
});

describe("gold: docs/tax-methods.md §40 worked examples", () => {
  test("given the §40 necklace by fineness, then the bill is ₹1,05,669.76", () => {
    // gold 10 × 9,160 = 91,600.00; making 12% = 10,992.00; value 1,02,592.00;
    // CGST 1.5% = 1,538.88, SGST 1,538.88, GST 3,077.76; total 1,05,669.76
    expect(jewelleryPrice(necklace)).toEqual<JewelleryPrice>({
      grams: 10,
      ratePerGram: 9_160,
      ratePer10g: 91_600,
      goldValue: 91_600,
      making: 10_992,
      hallmark: 0,
      taxableValue: 1_02_592,
      cgst: 1_538.88,
      sgst: 1_538.88,
      igst: 0,
      gst: 3_077.76,
      total: 1_05_669.76,
      oldGrams: 0,
      oldRatePerGram: 9_160,
      oldGoldValue: 0,
      payable: 1_05_669.76,
      refund: 0,
    });
  });

  test("given the same necklace priced at 22/24, then the bill is ₹1,05,746.67", () => {
    // gold 10 × 10,000 × 22/24 = 91,666.666… → 91,666.67; making 12% of 91,666.67 = 11,000.0004 → 11,000.00;
    // value 1,02,666.67; CGST 1.5% = 1,540.00005 → 1,540.00, SGST the same; GST 3,080.00; total 1,05,746.67
    const price = jewelleryPrice({ ...necklace, purityBasis: "karat" });
    expect(price).toMatchObject({ goldValue: 91_666.67, making: 11_000, gst: 3_080, total: 1_05_746.67, ratePerGram: 9_166.67, ratePer10g: 91_666.67 });
  });

  test("given IGST (a seller in another state), then GST is one 3% line and the total is the same", () => {
    // 3% of 1,02,592 = 3,077.76
    expect(jewelleryPrice({ ...necklace, supply: "inter" })).toMatchObject({ cgst: 0, sgst: 0, igst: 3_077.76, gst: 3_077.76, total: 1_05_669.76 });
  });
});

describe("gold: each billed line is rounded to the paisa, half up", () => {
  test("given 0.5 g of 24K at ₹1,000.01/g, then the gold line is ₹500.01 (500.005 rounds up)", () => {
    // 0.5 × 1,000.01 = 500.005 exactly: half a paisa, which rounds up. (As a double, 500.005 is stored
    // as 500.00499…, so the tie is only exact because the bill is worked in whole paise.)
    // GST: CGST 1.5% of 500.01 = 7.50015 → 7.50, SGST 7.50; total 515.01
    expect(jewelleryPrice({ rate24kPerGram: 1_000.01, karat: 24, weight: 0.5, unit: "g" })).toMatchObject({
      goldValue: 500.01,
      cgst: 7.5,
      sgst: 7.5,
      total: 515.01,
    });
  });

  test("given a value of ₹1,00,001.00, then CGST and SGST are each rounded up from a half paisa", () => {
    // 10 g × ₹10,000.10 = 1,00,001.00; 1.5% = 1,500.015 → 1,500.02 twice: GST 3,000.04, total 1,03,001.04.
    // As one IGST line, 3% = 3,000.03 → total 1,03,001.03: the paisa the note on the page mentions.
    const input: JewelleryPriceInput = { rate24kPerGram: 10_000.1, karat: 24, weight: 10, unit: "g" };
    expect(jewelleryPrice(input)).toMatchObject({ goldValue: 1_00_001, cgst: 1_500.02, sgst: 1_500.02, gst: 3_000.04, total: 1_03_001.04 });
    expect(jewelleryPrice({ ...input, supply: "inter" })).toMatchObject({ igst: 3_000.03, gst: 3_000.03, total: 1_03_001.03 });
  });

  test("given 1 tola of 22K at ₹10,000/g, then the gold line is ₹1,06,840.41", () => {
    // 11.6638 × 9,160 = 1,06,840.408 → 1,06,840.41; CGST 1.5% = 1,602.60615 → 1,602.61 (twice) = 3,205.22;
    // total 1,06,840.41 + 3,205.22 = 1,10,045.63
    expect(jewelleryPrice({ rate24kPerGram: 10_000, karat: 22, weight: 1, unit: "tola" })).toMatchObject({
      grams: 11.6638,
      goldValue: 1_06_840.41,
      gst: 3_205.22,
      total: 1_10_045.63,
    });
  });

  test("given 1 troy ounce of 24K at ₹7,540/g, then the gold line is ₹2,34,520.39", () => {
    // 31.1035 × 7,540 = 2,34,520.39 exactly
    expect(jewelleryPrice({ rate24kPerGram: 7_540, karat: 24, weight: 1, unit: "ozt" }).goldValue).toBe(2_34_520.39);
  });
});

describe("gold: making charges and hallmarking", () => {
  test("given ₹850 a gram of making on 10 g of 22K, then making is ₹8,500 and the bill ₹1,03,103", () => {
    // gold 91,600; making 10 × 850 = 8,500; value 1,00,100; CGST 1.5% = 1,501.50, SGST the same: GST 3,003.00;
    // total 1,03,103.00
    expect(jewelleryPrice({ ...necklace, making: { kind: "perGram", rupeesPerGram: 850 } })).toMatchObject({
      making: 8_500,
      taxableValue: 1_00_100,
      gst: 3_003,
      total: 1_03_103,
    });
  });

  test("given ₹450.50 a gram of making on 2 tolas, then making is 23.3276 g × 450.50 = ₹10,509.08", () => {
    // 2 × 11.6638 = 23.3276 g; × 450.50 = 10,509.0838 → 10,509.08
    expect(jewelleryPrice({ ...necklace, weight: 2, unit: "tola", making: { kind: "perGram", rupeesPerGram: 450.5 } }).making).toBe(10_509.08);
  });

  test("given a ₹53.10 hallmarking charge on 2 pieces, then ₹106.20 is added and taxed at 3%", () => {
    // value 91,600 + 10,992 + 106.20 = 1,02,698.20; CGST 1.5% = 1,540.473 → 1,540.47 (twice) = 3,080.94;
    // total 1,02,698.20 + 3,080.94 = 1,05,779.14
    expect(jewelleryPrice({ ...necklace, hallmarkPerPiece: 53.1, pieces: 2 })).toMatchObject({
      hallmark: 106.2,
      taxableValue: 1_02_698.2,
      gst: 3_080.94,
      total: 1_05_779.14,
    });
  });
});

describe("gold: old gold exchanged", () => {
  test.each([
    // 8 × 9,160 = 73,280.00; 1,05,669.76 − 73,280 = 32,389.76
    { scenario: "8 g of 22K", oldGold: { weight: 8, karat: 22 }, value: 73_280, payable: 32_389.76, refund: 0 },
    // 5 × 7,500 = 37,500; 1,05,669.76 − 37,500 = 68,169.76
    { scenario: "5 g of 18K", oldGold: { weight: 5, karat: 18 }, value: 37_500, payable: 68_169.76, refund: 0 },
    // 20 × 9,160 = 1,83,200, more than the new piece: nothing to pay, 1,83,200 − 1,05,669.76 = 77,530.24 back
    { scenario: "20 g of 22K, worth more than the piece", oldGold: { weight: 20, karat: 22 }, value: 1_83_200, payable: 0, refund: 77_530.24 },
  ] as const)("given $scenario, then it is worth ₹$value and GST stays on the full price", ({ oldGold, value, payable, refund }) => {
    const price = jewelleryPrice({ ...necklace, oldGold });
    expect(price).toMatchObject({ oldGoldValue: value, payable, refund, gst: 3_077.76, total: 1_05_669.76 });
  });
});

describe("gold: inputs it refuses", () => {
  test.each<[string, Partial<JewelleryPriceInput>]>([
    ["no rate", { rate24kPerGram: 0 }],
    ["a negative rate", { rate24kPerGram: -1 }],
    ["a rate with three decimals", { rate24kPerGram: 10_000.005 }],
    ["no weight", { weight: 0 }],
    ["a weight with four decimals", { weight: 1.2345 }],
    ["a weight that is not a number", { weight: Number.NaN }],
    ["a negative making charge", { making: { kind: "percent", percent: -1 } }],
    ["no pieces", { pieces: 0 }],
    ["a karat not in the list", { karat: 21 as 22 }],
  ])("%s", (_, change) => {
    expect(() => jewelleryPrice({ ...necklace, ...change })).toThrow(RangeError);
  });

  test("every GST rate names its notification", () => {
    for (const rule of Object.values(goldGstRules)) {
      expect(rule.reference).toMatch(/Notification 1\/2017|notification/);
      expect(rule.unit).toBe("percent");
    }
    expect(goldGstRules.cgst.value + goldGstRules.sgst.value).toBe(goldGstRules.igst.value);
  });
});

describe("gold: properties of any bill", () => {
  const karat = fc.constantFrom(...GOLD_KARATS);
  const input: fc.Arbitrary<JewelleryPriceInput> = fc.record({
    rate24kPerGram: fc.integer({ min: 1, max: 1_00_00_000 }).map((value) => value / 100),
    karat,
    weight: fc.integer({ min: 1, max: 1_00_00_000 }).map((value) => value / 1000),
    unit: fc.constantFrom("g" as const, "tola" as const, "ozt" as const),
    purityBasis: fc.constantFrom("fineness" as const, "karat" as const),
    making: fc.oneof(
      fc.integer({ min: 0, max: 10_000 }).map((value) => ({ kind: "percent" as const, percent: value / 100 })),
      fc.integer({ min: 0, max: 10_00_000 }).map((value) => ({ kind: "perGram" as const, rupeesPerGram: value / 100 })),
    ),
    hallmarkPerPiece: fc.integer({ min: 0, max: 10_00_000 }).map((value) => value / 100),
    pieces: fc.integer({ min: 1, max: 1_000 }),
    oldGold: fc.option(fc.record({ weight: fc.integer({ min: 0, max: 1_00_00_000 }).map((value) => value / 1000), karat }), { nil: undefined }),
    supply: fc.constantFrom("intra" as const, "inter" as const),
  });

  test("given any valid bill, then every amount is a finite, non-negative number of whole paise", () => {
    fc.assert(
      fc.property(input, (value) => {
        for (const amount of Object.values(jewelleryPrice(value))) {
          expect(Number.isFinite(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
        const { grams, oldGrams, ...money } = jewelleryPrice(value);
        expect(grams).toBeGreaterThan(0);
        expect(oldGrams).toBeGreaterThanOrEqual(0);
        for (const amount of Object.values(money)) expect(Number(amount.toFixed(2))).toBe(amount);
      }),
    );
  });

  test("given any valid bill, then the total is the sum of its lines and the balance nets the old gold", () => {
    fc.assert(
      fc.property(input, (value) => {
        const price = jewelleryPrice(value);
        expect(paise(price.taxableValue)).toBe(paise(price.goldValue) + paise(price.making) + paise(price.hallmark));
        expect(paise(price.gst)).toBe(paise(price.cgst) + paise(price.sgst) + paise(price.igst));
        expect(paise(price.total)).toBe(paise(price.taxableValue) + paise(price.gst));
        expect(paise(price.payable) - paise(price.refund)).toBe(paise(price.total) - paise(price.oldGoldValue));
        expect(Math.min(price.payable, price.refund)).toBe(0);
        // GST is 3% of the value, give or take a paisa of rounding per line
        expect(Math.abs(paise(price.gst) - paise(price.taxableValue) * 0.03)).toBeLessThanOrEqual(1);
      }),
    );
  });

  test("given a higher purity, then the gold is never cheaper", () => {
    fc.assert(
      fc.property(input, (value) => {
        const rates = GOLD_KARATS.map((k) => karatRate(value.rate24kPerGram, k, value.purityBasis));
        for (let index = 1; index < rates.length; index++) expect(rates[index]!).toBeLessThanOrEqual(rates[index - 1]!);
      }),
    );
  });
});
