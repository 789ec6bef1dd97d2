import fc from "fast-check";
import {
  CURRENCIES,
  CURRENCY_CODES,
  convertCurrency,
  crossConvert,
  currencyByCode,
  foreignToInr,
  inrToForeign,
  roundTo6,
  type CurrencyCode,
} from "@/lib/finance/currency";

/**
 * docs/tax-methods.md §41: amount_to = amount_from × rate; pairs without the rupee go through
 * it; the yen (and won and rupiah) are quoted per 100; a mark-up makes the visitor pay more
 * rupees or get less foreign currency; 6 decimals kept. All rates here are hypothetical.
 */

describe("currency: the list", () => {
  const required = "INR USD EUR GBP JPY AED SGD AUD CAD CHF CNY HKD SAR QAR KWD OMR BHD NZD THB MYR ZAR SEK NOK DKK KRW IDR LKR NPR BDT".split(" ");

  test("given the brief's currencies, then each is listed once with an ISO code, a name and a symbol", () => {
    for (const code of required) expect(currencyByCode(code)).toBeDefined();
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCIES.length);
    for (const currency of CURRENCIES) {
      expect(currency.code).toMatch(/^[A-Z]{3}$/);
      expect(currency.name.length).toBeGreaterThan(0);
      expect(currency.symbol.length).toBeGreaterThan(0);
    }
    expect(currencyByCode("XYZ")).toBeUndefined();
  });

  test("given the yen, won and rupiah, then they are quoted per 100 units and every other currency per unit", () => {
    expect(CURRENCIES.filter((currency) => currency.per === 100).map((currency) => currency.code)).toEqual(["JPY", "KRW", "IDR"]);
    expect(CURRENCIES.filter((currency) => currency.per !== 1 && currency.per !== 100)).toEqual([]);
  });
});

describe("currency: docs/tax-methods.md §41 worked examples", () => {
  test("given USD 1,000 at ₹88.50, then ₹88,500", () => {
    expect(foreignToInr(1_000, 88.5)).toBe(88_500);
  });

  test("given a 2% card mark-up on USD 1,000 at ₹88.50, then ₹90,270 (88,500 × 1.02)", () => {
    expect(foreignToInr(1_000, 88.5, 1, 2)).toBe(90_270);
    expect(convertCurrency({ amount: 1_000, from: "USD", to: "INR", rateFrom: 88.5, markupPercent: 2 })).toEqual({
      converted: 90_270,
      atRate: 88_500,
      // 88.50 × 1.02 = 90.27
      effectiveRate: 90.27,
      effectiveRatePer: 1,
      effectiveRateBase: "USD",
      effectiveRateQuote: "INR",
      markupCost: 1_770,
    });
  });

  test("given €500 at ₹95.58 (EURUSD 1.08 × USDINR 88.50), then ₹47,790", () => {
    // 1.08 × 88.50 = 95.58; 500 × 95.58 = 47,790
    expect(roundTo6(1.08 * 88.5)).toBe(95.58);
    expect(convertCurrency({ amount: 500, from: "EUR", to: "INR", rateFrom: 95.58 }).converted).toBe(47_790);
  });
});

describe("currency: rupees to foreign currency", () => {
  test("given ₹1,00,000 at ₹88.50 per USD, then USD 1,129.943503", () => {
    // 1,00,000 ÷ 88.5 = 1,129.9435028… → 1,129.943503
    expect(inrToForeign(1_00_000, 88.5)).toBe(1_129.943503);
  });

  test("given a 2% mark-up, then less currency: USD 1,107.787748, the rupee cost of the difference ₹1,960.784314", () => {
    // effective rate 88.5 × 1.02 = 90.27; 1,00,000 ÷ 90.27 = 1,107.7877478… → 1,107.787748;
    // cost: 1,00,000 − 1,00,000 ÷ 1.02 = 1,00,000 − 98,039.2156863 = 1,960.7843137 → 1,960.784314
    expect(convertCurrency({ amount: 1_00_000, from: "INR", to: "USD", rateTo: 88.5, markupPercent: 2 })).toEqual({
      converted: 1_107.787748,
      atRate: 1_129.943503,
      effectiveRate: 90.27,
      effectiveRatePer: 1,
      effectiveRateBase: "USD",
      effectiveRateQuote: "INR",
      markupCost: 1_960.784314,
    });
  });
});

describe("currency: the yen per 100", () => {
  test("given JPY 10,000 at ₹58.30 per 100 yen, then ₹5,830", () => {
    // 10,000 × 58.30 ÷ 100 = 5,830
    expect(foreignToInr(10_000, 58.3, 100)).toBe(5_830);
    expect(convertCurrency({ amount: 10_000, from: "JPY", to: "INR", rateFrom: 58.3 })).toMatchObject({ converted: 5_830, effectiveRate: 58.3, effectiveRatePer: 100 });
  });

  test("given ₹10,000 at ₹58.30 per 100 yen, then JPY 17,152.658662", () => {
    // 10,000 × 100 ÷ 58.30 = 17,152.6586620… → 17,152.658662
    expect(inrToForeign(10_000, 58.3, 100)).toBe(17_152.658662);
    expect(convertCurrency({ amount: 10_000, from: "INR", to: "JPY", rateTo: 58.3 }).converted).toBe(17_152.658662);
  });
});

describe("currency: cross rates through the rupee", () => {
  test("given USD 1,000 to EUR at ₹88.50 and ₹95.58, then EUR 925.925926", () => {
    // 1,000 × 88.50 = ₹88,500; ÷ 95.58 = 8,850,000 ÷ 9,558 = 1,50,000 ÷ 162 = 925.925925… → 925.925926
    // cross rate 88.50 ÷ 95.58 = 0.925926 EUR per USD
    expect(crossConvert(1_000, 88.5, 1, 95.58, 1)).toBe(925.925926);
    expect(convertCurrency({ amount: 1_000, from: "USD", to: "EUR", rateFrom: 88.5, rateTo: 95.58 })).toEqual({
      converted: 925.925926,
      atRate: 925.925926,
      effectiveRate: 0.925926,
      effectiveRatePer: 1,
      effectiveRateBase: "USD",
      effectiveRateQuote: "EUR",
      markupCost: 0,
    });
  });

  test("given a 2% mark-up on the cross, then EUR 907.770516 and a rupee cost of ₹1,735.294118", () => {
    // 1,50,000 ÷ (162 × 1.02) = 1,50,000 ÷ 165.24 = 907.7705156… → 907.770516;
    // cost 88,500 − 88,500 ÷ 1.02 = 88,500 − 86,764.7058824 = 1,735.2941176 → 1,735.294118
    expect(convertCurrency({ amount: 1_000, from: "USD", to: "EUR", rateFrom: 88.5, rateTo: 95.58, markupPercent: 2 })).toMatchObject({
      converted: 907.770516,
      markupCost: 1_735.294118,
    });
  });

  test("given JPY 1,00,000 to USD at ₹58.30 per 100 yen and ₹88.50, then USD 658.757062, 0.658757 per 100 yen", () => {
    // 1,00,000 × 58.30 ÷ 100 = ₹58,300; ÷ 88.50 = 658.7570621… → 658.757062; per 100 yen 58.30 ÷ 88.50 = 0.6587571 → 0.658757
    expect(convertCurrency({ amount: 1_00_000, from: "JPY", to: "USD", rateFrom: 58.3, rateTo: 88.5 })).toMatchObject({
      converted: 658.757062,
      effectiveRate: 0.658757,
      effectiveRatePer: 100,
      effectiveRateBase: "JPY",
      effectiveRateQuote: "USD",
    });
  });
});

describe("currency: inputs it refuses", () => {
  test.each<[string, () => unknown]>([
    ["a rate of zero (not entered)", () => foreignToInr(1_000, 0)],
    ["a negative amount", () => foreignToInr(-1, 88.5)],
    ["a negative mark-up", () => inrToForeign(1_000, 88.5, 1, -2)],
    ["a rate that is not a number", () => inrToForeign(1_000, Number.NaN)],
    ["a cross pair missing its second rate", () => convertCurrency({ amount: 1, from: "USD", to: "EUR", rateFrom: 88.5 })],
    ["the same currency on both sides", () => convertCurrency({ amount: 1, from: "USD", to: "USD", rateFrom: 88.5, rateTo: 88.5 })],
    ["an unknown code", () => convertCurrency({ amount: 1, from: "XYZ" as CurrencyCode, to: "INR", rateFrom: 1 })],
  ])("%s", (_, convert) => {
    expect(convert).toThrow(RangeError);
  });
});

describe("currency: properties of any conversion", () => {
  const code = fc.constantFrom(...CURRENCY_CODES);
  const rate = fc.integer({ min: 1, max: 1_00_000_0000 }).map((value) => value / 10_000);
  const input = fc.record({
    amount: fc.integer({ min: 1, max: 1_00_00_00_000 }).map((value) => value / 100),
    from: code,
    to: code,
    rateFrom: rate,
    rateTo: rate,
    markupPercent: fc.integer({ min: 0, max: 2_500 }).map((value) => value / 100),
  });

  test("given any pair of different currencies, then every figure is finite, never negative, and the mark-up never helps", () => {
    fc.assert(
      fc.property(input, (value) => {
        fc.pre(value.from !== value.to);
        const conversion = convertCurrency(value);
        for (const figure of [conversion.converted, conversion.atRate, conversion.effectiveRate, conversion.markupCost]) {
          expect(Number.isFinite(figure)).toBe(true);
          expect(figure).toBeGreaterThanOrEqual(0);
        }
        if (value.to === "INR") expect(conversion.converted).toBeGreaterThanOrEqual(conversion.atRate);
        else expect(conversion.converted).toBeLessThanOrEqual(conversion.atRate);
      }),
    );
  });

  test("given any amount and rate, then rupees to currency and back return the amount (no mark-up)", () => {
    fc.assert(
      fc.property(input, (value) => {
        const per = currencyByCode(value.from)!.per;
        const there = (value.amount * value.rateFrom) / per;
        const back = inrToForeign(there, value.rateFrom, per);
        expect(Math.abs(back - value.amount)).toBeLessThanOrEqual(Math.max(1e-6, value.amount * 1e-12));
      }),
    );
  });

  test("given a cross pair, then going through the rupee equals converting each leg", () => {
    fc.assert(
      fc.property(input, (value) => {
        const from = currencyByCode(value.from)!;
        const to = currencyByCode(value.to)!;
        const direct = crossConvert(value.amount, value.rateFrom, from.per, value.rateTo, to.per);
        const legs = inrToForeign(foreignToInr(value.amount, value.rateFrom, from.per), value.rateTo, to.per);
        // each leg is kept to 6 decimals, so the two paths agree to well under a paisa's worth
        expect(Math.abs(direct - legs)).toBeLessThanOrEqual(Math.max(2e-6, direct * 1e-9) + (1e-6 * to.per) / value.rateTo);
      }),
    );
  });
});
