import fc from "fast-check";
import { currencyConverter } from "@/lib/calculators/currency-converter";
import { formatFigure } from "@/lib/calculators/format-figure";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { CURRENCY_CODES } from "@/lib/finance/currency";
import { figure, runnerFor } from "./run-calculator";

const run = runnerFor(currencyConverter);
const allFigures = (result: CalculatorResult) => result.groups.flatMap((group) => group.figures);
const notes = (result: CalculatorResult | null) => result!.notes!.join(" ");

/** docs/tax-methods.md §41's hypothetical rate: ₹88.50 per US dollar. */
const usd: RawInputs = { amount: "1000", from: "USD", to: "INR", rate: "88.50" };

describe("currency-converter: no rate entered", () => {
  test("given the defaults (rate 0), then no figures and a prompt naming the rate and where to find it", () => {
    const { result, errors } = run({});
    expect(errors).toEqual({});
    expect(result!.groups).toEqual([]);
    expect(result!.summary).toBe(
      "Enter today's rate (₹ per USD) to convert. FBIL publishes reference rates for the US dollar and other major currencies every business day at about 1:30 pm; your bank's or card's rate is what you will actually pay.",
    );
  });

  test("given a cross pair with only the first rate, then the prompt asks for both", () => {
    const { result } = run({ from: "JPY", to: "EUR", rate: "58.30" });
    expect(result!.groups).toEqual([]);
    expect(result!.summary).toMatch(/^Enter today's rate \(₹ per 100 JPY and ₹ per EUR\)/);
  });

  test("the defaults' query string holds the parameters; the second rate only for a cross pair", () => {
    expect(queryStringFor(currencyConverter, defaultRawInputs(currencyConverter))).toBe("?amount=1000&from=USD&to=INR&rate=0&markup=0");
    expect(queryStringFor(currencyConverter, { ...defaultRawInputs(currencyConverter), from: "USD", to: "EUR" })).toBe(
      "?amount=1000&from=USD&to=EUR&rate=0&rate2=0&markup=0",
    );
  });
});

describe("currency-converter: worked examples (docs/tax-methods.md §41; hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number | string> }>([
    {
      scenario: "§41: USD 1,000 at ₹88.50 → ₹88,500",
      raw: usd,
      expected: { converted: 88_500, effectiveRate: "₹88.5000 per USD", markupCost: 0 },
    },
    {
      scenario: "§41: with a 2% card mark-up → ₹90,270",
      raw: { ...usd, markup: "2" },
      // 88,500 × 1.02 = 90,270; rate 88.50 × 1.02 = 90.27; mark-up 1,770
      expected: { converted: 90_270, effectiveRate: "₹90.2700 per USD", markupCost: 1_770 },
    },
    {
      scenario: "§41: €500 at ₹95.58 (1.08 × 88.50) → ₹47,790",
      raw: { amount: "500", from: "EUR", rate: "95.58" },
      expected: { converted: 47_790, effectiveRate: "₹95.5800 per EUR" },
    },
    {
      scenario: "₹1,00,000 to USD at ₹88.50 → USD 1,129.94",
      raw: { amount: "100000", from: "INR", to: "USD", rate: "88.5" },
      // 1,00,000 ÷ 88.5 = 1,129.9435
      expected: { converted: "USD 1,129.94", effectiveRate: "₹88.5000 per USD", markupCost: 0 },
    },
    {
      scenario: "₹1,00,000 to USD with a 2% mark-up → USD 1,107.79, costing ₹1,960.78",
      raw: { amount: "1,00,000", from: "INR", to: "USD", rate: "88.5", markup: "2" },
      // 1,00,000 ÷ 90.27 = 1,107.7877; cost 1,00,000 − 1,00,000 ÷ 1.02 = 1,960.7843 → 1,960.78
      expected: { converted: "USD 1,107.79", effectiveRate: "₹90.2700 per USD", markupCost: 1_960.78 },
    },
    {
      scenario: "yen per 100: JPY 10,000 at ₹58.30 → ₹5,830",
      raw: { amount: "10000", from: "JPY", rate: "58.30" },
      // 10,000 × 58.30 ÷ 100 = 5,830
      expected: { converted: 5_830, effectiveRate: "₹58.3000 per 100 JPY" },
    },
    {
      scenario: "yen per 100: ₹10,000 to JPY at ₹58.30 → JPY 17,152.66",
      raw: { amount: "10000", from: "INR", to: "JPY", rate: "58.30" },
      // 10,000 × 100 ÷ 58.30 = 17,152.6587
      expected: { converted: "JPY 17,152.66", effectiveRate: "₹58.3000 per 100 JPY" },
    },
    {
      scenario: "cross: USD 1,000 to EUR at ₹88.50 and ₹95.58 → EUR 925.93",
      raw: { amount: "1000", from: "USD", to: "EUR", rate: "88.50", rate2: "95.58" },
      // 88,500 ÷ 95.58 = 925.9259; cross rate 0.9259 EUR per USD
      expected: { converted: "EUR 925.93", effectiveRate: "0.9259 EUR per USD", markupCost: 0 },
    },
    {
      scenario: "cross with a 2% mark-up → EUR 907.77, costing ₹1,735.29",
      raw: { amount: "1000", from: "USD", to: "EUR", rate: "88.50", rate2: "95.58", markup: "2" },
      // 925.925926 ÷ 1.02 = 907.7705; cost 88,500 − 88,500 ÷ 1.02 = 1,735.2941; rate 0.925926 ÷ 1.02 = 0.907771
      expected: { converted: "EUR 907.77", effectiveRate: "0.9078 EUR per USD", markupCost: 1_735.29 },
    },
    {
      scenario: "cross from yen: JPY 1,00,000 to USD at ₹58.30 per 100 and ₹88.50 → USD 658.76",
      raw: { amount: "100000", from: "JPY", to: "USD", rate: "58.30", rate2: "88.50" },
      // 58,300 ÷ 88.50 = 658.7571; per 100 yen 58.30 ÷ 88.50 = 0.658757
      expected: { converted: "USD 658.76", effectiveRate: "0.6588 USD per 100 JPY" },
    },
    {
      scenario: "a rate to 4 decimals: USD 250.50 at ₹88.2575 → ₹22,108.50",
      raw: { amount: "250.50", from: "USD", rate: "88.2575" },
      // 250.50 × 88.2575 = 22,108.50375 → 22,108.50
      expected: { converted: 22_108.5 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the §41 card example, then the summary and the shown text", () => {
    const { result } = run({ ...usd, markup: "2" });
    expect(result!.summary).toBe("USD 1,000.00 at ₹88.5 per USD with a 2% mark-up comes to ₹90,270.00; the mark-up costs you ₹1,770.00.");
    expect(allFigures(result!).map((entry) => [entry.name, formatFigure(entry)])).toEqual([
      ["converted", "₹90,270.00"],
      ["effectiveRate", "₹90.2700 per USD"],
      ["markupCost", "₹1,770.00"],
    ]);
  });

  test("given a cross pair, then the summary names both rupee rates", () => {
    expect(run({ amount: "1000", from: "USD", to: "EUR", rate: "88.50", rate2: "95.58" }).result!.summary).toBe(
      "USD 1,000.00 at ₹88.5 per USD and ₹95.58 per EUR comes to EUR 925.93.",
    );
  });

  test("every breakdown step names where it comes from", () => {
    for (const raw of [
      usd,
      { ...usd, markup: "2" },
      { amount: "5000", from: "INR", to: "JPY", rate: "58.3", markup: "3" },
      { from: "GBP", to: "AED", rate: "112", rate2: "24.1", markup: "1" },
    ]) {
      const steps = run(raw).result!.breakdown.flatMap((section) => section.steps);
      expect(steps.length).toBeGreaterThan(1);
      for (const step of steps) expect(step.reference).toBeTruthy();
    }
  });

  test("the notes say which rate is official for tax and customs, and that TCS is not worked out", () => {
    expect(notes(run(usd).result)).toMatch(/rule 115/);
    expect(notes(run(usd).result)).toMatch(/CBIC/);
    expect(notes(run(usd).result)).not.toMatch(/TCS/);
    const sending = notes(run({ amount: "100000", from: "INR", to: "USD", rate: "88.5" }).result);
    expect(sending).toMatch(/TCS once it passes ₹10,00,000 in a year/);
    // Tax year 2026-27: section 394 of the Income-tax Act, 2025 and the Finance Act 2026's rates.
    expect(sending).toMatch(/section 394 \(section 206C of the 1961 Act\) from tax year 2026-27/);
    expect(sending).toMatch(/a flat 2% on an overseas tour package/);
    expect(sending).toMatch(/does not work it out/);
  });
});

describe("currency-converter: invalid inputs give a message on the field and no figures", () => {
  test.each<[string, string, RegExp]>([
    ["amount", "0", /^Enter at least 0\.01\.$/],
    ["amount", "10.505", /^Use at most 2 decimal places\.$/],
    ["amount", "one thousand", /^Enter the amount using digits/],
    ["from", "XYZ", /^Choose a currency from the list, by its three-letter code \(such as USD\)\.$/],
    ["to", "usd", /^Choose a currency from the list/],
    ["rate", "88.12345", /^Use at most 4 decimal places\.$/],
    ["rate", "-88", /^Enter the rate in rupees using digits/],
    ["rate", "200000", /^Enter at most ₹1,00,000\.$/],
    ["markup", "30", /^Enter at most 25%\.$/],
    ["markup", "2.555", /^Use at most 2 decimal places\.$/],
  ])("%s=%s", (name, value, message) => {
    const { result, errors } = run({ ...usd, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given the same currency on both sides, then the 'to' field says so", () => {
    const { result, errors } = run({ ...usd, to: "USD" });
    expect(errors.to).toBe("Choose a currency different from the one you convert from.");
    expect(result).toBeNull();
  });

  test("given a bad second rate on a pair with the rupee, then it is ignored (the field is hidden)", () => {
    expect(run({ ...usd, rate2: "abc" }).errors).toEqual({});
    expect(run({ ...usd, to: "EUR", rate2: "abc" }).errors.rate2).toMatch(/^Enter the rate in rupees using digits/);
  });
});

describe("currency-converter: properties", () => {
  const rate = fc.integer({ min: 0, max: 1_00_000_0000 }).map((value) => (value / 10_000).toFixed(4));
  const raw: fc.Arbitrary<RawInputs> = fc.record({
    amount: fc.integer({ min: 1, max: 10_00_00_00_000_00 }).map((value) => (value / 100).toFixed(2)),
    from: fc.constantFrom(...CURRENCY_CODES),
    to: fc.constantFrom(...CURRENCY_CODES),
    rate,
    rate2: rate,
    markup: fc.integer({ min: 0, max: 2_500 }).map((value) => (value / 100).toFixed(2)),
  });

  test("given any valid inputs, then a result or a field message, never NaN or a negative amount", () => {
    fc.assert(
      fc.property(raw, (inputs) => {
        const { result, errors } = run(inputs);
        if (inputs.from === inputs.to) {
          expect(errors.to).toBeTruthy();
          return;
        }
        expect(errors).toEqual({});
        expect(result!.summary).not.toMatch(/NaN|Infinity|undefined/);
        for (const entry of allFigures(result!)) {
          const text = formatFigure(entry);
          expect(text).not.toMatch(/NaN|Infinity|undefined|-/);
          if (typeof entry.value === "number") expect(entry.value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 200 },
    );
  });
});
