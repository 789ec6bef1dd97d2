import fc from "fast-check";
import { goldRate } from "@/lib/calculators/gold-rate";
import { formatFigure } from "@/lib/calculators/format-figure";
import { defaultRawInputs, queryStringFor, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { figure, runnerFor, money } from "./run-calculator";

const run = runnerFor(goldRate);
const paise = (rupees: number) => Math.round(rupees * 100);
const allFigures = (result: CalculatorResult) => result.groups.flatMap((group) => group.figures);

/** The §40 necklace: 24K at ₹1,00,000 per 10 g (₹10,000/g), 10 g of 22K, 12% making. Rates are hypothetical. */
const necklace: RawInputs = { rate: "10000", karat: "22", weight: "10", making: "12" };

describe("gold-rate calculator: no rate entered", () => {
  test("given the defaults (rate 0), then no money figures and a prompt saying where to find today's rate", () => {
    const { result, errors } = run({});
    expect(errors).toEqual({});
    // Only what needs no rate: 10 g of 22K holds 10 × 916 ÷ 1,000 = 9.16 g of fine gold.
    expect(allFigures(result!).map((entry) => [entry.name, entry.value])).toEqual([
      ["weightGrams", "10 g"],
      ["pureGold", "9.16 g"],
    ]);
    expect(result!.tables).toBeUndefined();
    expect(result!.summary).toMatch(/^Enter today's 24K gold rate, in rupees per gram/);
    expect(result!.summary).toMatch(/IBJA/);
    expect(result!.summary).toMatch(/jeweller's rate board/);
    expect(result!.summary).not.toMatch(/₹\d/);
    for (const step of result!.breakdown.flatMap((section) => section.steps)) expect(step.amount).toBeUndefined();
  });

  test("given a weight and making charges but no rate, then still no money figures; 2 tolas of 18K hold 23.3276 × 0.75 = 17.496 g of fine gold", () => {
    expect(allFigures(run({ ...necklace, rate: "0" }).result!).every((entry) => entry.format === "text")).toBe(true);
    expect(figure(run({ weight: "2", unit: "tola", karat: "18" }).result, "pureGold")).toBe("17.496 g");
    expect(figure(run({ weight: "2", unit: "tola", karat: "18" }).result, "weightGrams")).toBe("23.3276 g");
  });

  test("the defaults' query string holds every parameter (old gold's purity only once old gold is entered)", () => {
    expect(queryStringFor(goldRate, defaultRawInputs(goldRate))).toBe(
      "?rate=0&karat=22&weight=10&unit=g&making=0&makingType=pct&hallmark=0&pieces=1&oldWeight=0&purity=fineness",
    );
    expect(queryStringFor(goldRate, { ...defaultRawInputs(goldRate), oldWeight: "8", oldKarat: "18" })).toContain("&oldWeight=8&oldKarat=18&");
  });
});

describe("gold-rate calculator: worked examples (docs/tax-methods.md §40; hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number> }>([
    {
      scenario: "§40 necklace by fineness → ₹1,05,669.76",
      raw: necklace,
      // 22K = 10,000 × 0.916 = 9,160/g (91,600 per 10 g); gold 91,600; making 12% = 10,992;
      // GST 3% of 1,02,592 = 3,077.76; total 1,05,669.76; no old gold
      expected: { ratePerGram: 9_160, ratePer10g: 91_600, goldValue: 91_600, making: 10_992, hallmark: 0, gst: 3_077.76, total: 1_05_669.76, oldGoldValue: 0, payable: 1_05_669.76 },
    },
    {
      scenario: "§40 necklace at 22/24 → ₹1,05,746.67",
      raw: { ...necklace, purity: "karat" },
      // 10,000 × 22/24 = 9,166.67/g; gold 91,666.67; making 11,000.00; GST 1,540.00 × 2 = 3,080.00; total 1,05,746.67
      expected: { ratePerGram: 9_166.67, ratePer10g: 91_666.67, goldValue: 91_666.67, making: 11_000, gst: 3_080, total: 1_05_746.67 },
    },
    {
      scenario: "a 24K coin, no making: ₹10,000 × 10 g + 3% = ₹1,03,000",
      raw: { rate: "10000", karat: "24", weight: "10" },
      // 1,00,000 + 1,500 + 1,500
      expected: { ratePerGram: 10_000, ratePer10g: 1_00_000, goldValue: 1_00_000, making: 0, gst: 3_000, total: 1_03_000 },
    },
    {
      scenario: "1 tola of 22K → gold ₹1,06,840.41",
      raw: { rate: "10000", karat: "22", weight: "1", unit: "tola" },
      // 11.6638 g × 9,160 = 1,06,840.408 → 1,06,840.41; CGST 1.5% = 1,602.60615 → 1,602.61 × 2 = 3,205.22; total 1,10,045.63
      expected: { goldValue: 1_06_840.41, gst: 3_205.22, total: 1_10_045.63 },
    },
    {
      scenario: "making ₹850 a gram → ₹1,03,103",
      raw: { ...necklace, making: "850", makingType: "perg" },
      // making 10 × 850 = 8,500; value 1,00,100; GST 1,501.50 × 2 = 3,003; total 1,03,103
      expected: { making: 8_500, gst: 3_003, total: 1_03_103 },
    },
    {
      scenario: "hallmarking ₹53.10 on 2 pieces → ₹1,05,779.14",
      raw: { ...necklace, hallmark: "53.10", pieces: "2" },
      // value 91,600 + 10,992 + 106.20 = 1,02,698.20; CGST 1,540.473 → 1,540.47 × 2 = 3,080.94; total 1,05,779.14
      expected: { hallmark: 106.2, gst: 3_080.94, total: 1_05_779.14 },
    },
    {
      scenario: "8 g of old 22K gold exchanged → pay ₹32,389.76",
      raw: { ...necklace, oldWeight: "8", oldKarat: "22" },
      // old 8 × 9,160 = 73,280; GST stays 3,077.76 on the full price; 1,05,669.76 − 73,280 = 32,389.76
      expected: { oldGoldValue: 73_280, gst: 3_077.76, total: 1_05_669.76, payable: 32_389.76 },
    },
    {
      scenario: "5 g of old 18K gold → worth ₹37,500",
      raw: { ...necklace, oldWeight: "5", oldKarat: "18" },
      // 5 × 7,500 = 37,500; 1,05,669.76 − 37,500 = 68,169.76
      expected: { oldGoldValue: 37_500, payable: 68_169.76 },
    },
    {
      scenario: "a rate with paise: 24K ₹10,250.55 → 22K ₹9,389.50/g",
      raw: { rate: "10,250.55", karat: "22", weight: "10" },
      // 10,250.55 × 0.916 = 9,389.5038 → 9,389.50; per 10 g 93,895.038 → 93,895.04 (also the gold value);
      // CGST 1.5% of 93,895.04 = 1,408.4256 → 1,408.43 × 2 = 2,816.86; total 96,711.90
      expected: { ratePerGram: 9_389.5, ratePer10g: 93_895.04, goldValue: 93_895.04, gst: 2_816.86, total: 96_711.9 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the §40 necklace, then the summary gives the rate, the price and the GST", () => {
    expect(run(necklace).result!.summary).toBe("10 g of 22K gold at ₹9,160.00 a gram with 12% making charges costs ₹1,05,669.76, including ₹3,077.76 of GST.");
  });

  test("given old gold, then the summary says what is left to pay", () => {
    expect(run({ ...necklace, oldWeight: "8" }).result!.summary).toMatch(/After ₹73,280.00 for your old gold, you pay ₹32,389.76\.$/);
  });

  test("given old gold worth more than the new piece, then nothing to pay and the figure's note says what is owed", () => {
    // 20 × 9,160 = 1,83,200; 1,83,200 − 1,05,669.76 = 77,530.24
    const { result } = run({ ...necklace, oldWeight: "20" });
    expect(money(result, "payable")).toBe(0);
    expect(money(result, "oldGoldValue")).toBe(1_83_200);
    const payable = allFigures(result!).find((entry) => entry.name === "payable")!;
    expect(payable.note).toBe("Nothing to pay: the jeweller owes you ₹77,530.24, in cash or as credit.");
  });

  test("the figures are shown to the paisa (₹1,05,669.76)", () => {
    const figures = allFigures(run(necklace).result!);
    expect(figures.map((entry) => entry.name)).toEqual(["ratePerGram", "ratePer10g", "goldValue", "making", "hallmark", "gst", "total", "weightGrams", "pureGold", "oldGoldValue", "payable"]);
    for (const entry of figures) expect(entry.format).toBe(entry.name === "weightGrams" || entry.name === "pureGold" ? "text" : "paise");
    expect(formatFigure(figures.find((entry) => entry.name === "total")!)).toBe("₹1,05,669.76");
  });

  test("the rate table lists every purity per gram and per 10 g, with a plain CSV", () => {
    const table = run(necklace).result!.tables![0]!;
    expect(table.columns).toEqual(["Purity", "Share of the 24K rate", "₹ per gram", "₹ per 10 g"]);
    expect(table.rows).toEqual([
      ["24K (999)", "100%", "₹10,000.00", "₹1,00,000.00"],
      ["22K (916)", "91.6%", "₹9,160.00", "₹91,600.00"],
      ["18K (750)", "75%", "₹7,500.00", "₹75,000.00"],
      ["14K (585)", "58.5%", "₹5,850.00", "₹58,500.00"],
    ]);
    expect(table.csvFileName).toBe("gold-rate-by-purity.csv");
    expect(table.csvRows![1]).toEqual(["22K", 0.916, 9_160, 91_600]);
  });

  test("the breakdown shows each billed line and names the rule behind it", () => {
    const steps = run({ ...necklace, oldWeight: "8" }).result!.breakdown.flatMap((section) => section.steps);
    for (const step of steps) expect(step.reference).toBeTruthy();
    const byLabel = (start: string) => steps.find((step) => step.label.startsWith(start))!;
    expect(byLabel("Rate for 22K").text).toBe("₹9,160.00 a gram");
    expect(byLabel("Gold value").label).toBe("Gold value = 10 g × ₹10,000.00 × 916 ÷ 1,000");
    expect(byLabel("Making charges").text).toBe("₹10,992.00");
    expect(byLabel("CGST at 1.5%").text).toBe("₹1,538.88");
    expect(byLabel("CGST at 1.5%").reference).toMatch(/Notification 1\/2017-Central Tax \(Rate\)/);
    expect(byLabel("SGST at 1.5%").text).toBe("₹1,538.88");
    expect(byLabel("Price with GST").text).toBe("₹1,05,669.76");
    expect(byLabel("Old gold").reference).toMatch(/No GST/);
    expect(byLabel("You pay").text).toBe("₹32,389.76");
    expect(byLabel("Hallmarking").reference).toMatch(/Hallmarking of Gold Jewellery and Gold Artefacts Order/);
  });

  test("given a bill of ₹2 lakh or more, then the cash and PAN rules are noted", () => {
    // 25 g × 9,160 = 2,29,000 + 3% = 2,35,870
    expect(run({ ...necklace, weight: "25", making: "0" }).result!.notes!.join(" ")).toMatch(/section 269ST/);
    expect(run(necklace).result!.notes!.join(" ")).not.toMatch(/section 269ST/);
  });
});

describe("gold-rate calculator: invalid inputs give a message on the field and no figures", () => {
  test.each<[string, string, RegExp]>([
    ["rate", "ten thousand", /^Enter the rate in rupees using digits/],
    ["rate", "10000.555", /^Use at most 2 decimal places\.$/],
    ["rate", "-10000", /^Enter the rate in rupees using digits/],
    ["rate", "150000", /^Enter at most ₹1,00,000 a gram\. For a rate per 10 g, divide it by 10\.$/],
    ["weight", "0", /^Enter at least 0\.001\.$/],
    ["weight", "1.2345", /^Use at most 3 decimal places\.$/],
    ["weight", "200000", /^Enter at most 1,00,000\.$/],
    ["karat", "21", /^Choose one of: 24K \(999\), 22K \(916\), 18K \(750\), 14K \(585\)\.$/],
    ["unit", "oz", /^Choose one of: Grams, Tolas\.$/],
    ["making", "abc", /^Enter the making charges using digits/],
    ["makingType", "flat", /^Choose one of/],
    ["hallmark", "53.105", /^Use at most 2 decimal places\.$/],
    ["pieces", "0", /^Enter at least 1\.$/],
    ["oldWeight", "-1", /^Enter the weight using digits/],
    ["purity", "2224", /^Choose one of: Fineness/],
  ])("%s=%s", (name, value, message) => {
    const { result, errors } = run({ ...necklace, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given making of more than 100% of the gold value, then the making field says so", () => {
    const { result, errors } = run({ ...necklace, making: "150" });
    expect(errors.making).toBe("Enter at most 100% of the gold value, or choose ₹ per gram below.");
    expect(result).toBeNull();
    // the same number as ₹ per gram is fine: 10 × 150 = 1,500
    expect(money(run({ ...necklace, making: "150", makingType: "perg" }).result, "making")).toBe(1_500);
  });

  test("given an old gold purity that is not in the list, then it is refused only when old gold is entered", () => {
    expect(run({ ...necklace, oldKarat: "21" }).errors).toEqual({});
    expect(run({ ...necklace, oldWeight: "5", oldKarat: "21" }).errors.oldKarat).toMatch(/^Choose one of/);
  });
});

describe("gold-rate calculator: properties", () => {
  const decimal = (max: number, places: number) => fc.integer({ min: 0, max: max * 10 ** places }).map((value) => (value / 10 ** places).toFixed(places));
  const raw: fc.Arbitrary<RawInputs> = fc.record({
    rate: decimal(1_00_000, 2),
    karat: fc.constantFrom("24", "22", "18", "14"),
    weight: fc.integer({ min: 1, max: 1_00_00_000 }).map((value) => (value / 1000).toFixed(3)),
    unit: fc.constantFrom("g", "tola"),
    making: decimal(100, 2),
    makingType: fc.constantFrom("pct", "perg"),
    hallmark: decimal(10_000, 2),
    pieces: fc.integer({ min: 1, max: 1_000 }).map(String),
    oldWeight: decimal(1_00_000, 3),
    oldKarat: fc.constantFrom("24", "22", "18", "14"),
    purity: fc.constantFrom("fineness", "karat"),
  });

  test("given any valid inputs, then no NaN or negative figure, and the total is the sum of the lines", () => {
    fc.assert(
      fc.property(raw, (inputs) => {
        const { result, errors } = run(inputs);
        expect(errors).toEqual({});
        if (Number(inputs.rate) === 0) {
          expect(allFigures(result!).every((entry) => entry.format === "text")).toBe(true);
          return;
        }
        for (const entry of allFigures(result!).filter((entry) => entry.format !== "text")) {
          expect(typeof entry.value).toBe("number");
          expect(Number.isFinite(entry.value)).toBe(true);
          expect(entry.value as number).toBeGreaterThanOrEqual(0);
          expect(formatFigure(entry)).not.toMatch(/NaN|Infinity|undefined|-/);
        }
        expect(paise(money(result, "total"))).toBe(paise(money(result, "goldValue")) + paise(money(result, "making")) + paise(money(result, "hallmark")) + paise(money(result, "gst")));
        expect(paise(money(result, "payable"))).toBe(Math.max(0, paise(money(result, "total")) - paise(money(result, "oldGoldValue"))));
        expect(result!.summary).not.toMatch(/NaN|Infinity|undefined/);
      }),
      { numRuns: 200 },
    );
  });
});
