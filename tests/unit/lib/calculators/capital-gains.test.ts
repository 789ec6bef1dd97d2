import fc from "fast-check";
import { capitalGains } from "@/lib/calculators/capital-gains";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { computeIncomeTax, rulesFor } from "@/lib/tax";
import { COST_INFLATION_INDEX } from "@/lib/tax/capital-gains-cii";
import { CAPITAL_GAINS_RULES } from "@/lib/tax/capital-gains-rules";
import { capitalGainsYearTax } from "@/lib/tax/capital-gains-year-tax";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(capitalGains);


/*
 * Year's tax on the other income alone (the "without" figure), new regime, other income ₹15,00,000:
 *   FY 2023-24: 5% × 3L + 10% × 3L + 15% × 3L + 20% × 3L = 15,000 + 30,000 + 45,000 + 60,000 = 1,50,000; +4% = 1,56,000
 *   FY 2024-25: 5% × 4L + 10% × 3L + 15% × 2L + 20% × 3L = 20,000 + 30,000 + 30,000 + 60,000 = 1,40,000; +4% = 1,45,600
 *   FY 2025-26 and 2026-27: 5% × 4L + 10% × 4L + 15% × 3L = 20,000 + 40,000 + 45,000 = 1,05,000; +4% = 1,09,200
 */
const equity = { asset: "equity" };
const property = { asset: "property" };

describe("capital-gains calculator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number | string> }>([
    {
      scenario: "defaults: listed shares held 3 years, gain 2.5 lakh, sold October 2026: 12.5% above ₹1.25 lakh adds ₹16,250",
      raw: {},
      // 112A: 2,50,000 − 1,25,000 = 1,25,000 × 12.5% = 15,625; with: (1,05,000 + 15,625) × 1.04 = 1,25,450; − 1,09,200 = 16,250
      expected: { gain: 250_000, term: "Long-term", taxableGain: 125_000, tax: 16_250, exemptionLeft: 0 },
    },
    {
      scenario: "CALCULATORS §22.4 ex 1: shares bought 1 March 2024, sold 10 August 2024, gain 2 lakh: 111A at 20% adds ₹41,600",
      raw: { ...equity, buy: "2024-03-01", sell: "2024-08-10", cost: "300000", sale: "500000" },
      // 20% × 2,00,000 = 40,000; with: (1,40,000 + 40,000) × 1.04 = 1,87,200; − 1,45,600 = 41,600
      expected: { gain: 200_000, term: "Short-term", taxableGain: 200_000, tax: 41_600 },
    },
    {
      scenario: "CALCULATORS §22.4 ex 1: the same shares sold 10 June 2024, before 23 July: 111A at 15% adds ₹31,200",
      raw: { ...equity, buy: "2024-03-01", sell: "2024-06-10", cost: "300000", sale: "500000" },
      // 15% × 2,00,000 = 30,000; with: 1,70,000 × 1.04 = 1,76,800; − 1,45,600 = 31,200
      expected: { term: "Short-term", tax: 31_200 },
    },
    {
      scenario: "FY 2024-25, listed shares sold 10 June 2024 (10%) with the year's ₹1.25 lakh exemption: adds ₹7,800",
      raw: { ...equity, buy: "2023-01-02", sell: "2024-06-10", cost: "300000", sale: "500000" },
      // 2,00,000 − 1,25,000 = 75,000 × 10% = 7,500; with: 1,47,500 × 1.04 = 1,53,400; − 1,45,600 = 7,800
      expected: { term: "Long-term", taxableGain: 75_000, tax: 7_800, exemptionLeft: 0 },
    },
    {
      scenario: "FY 2023-24, listed shares, LTCG 2 lakh: 10% above ₹1 lakh adds ₹10,400",
      raw: { ...equity, buy: "2022-06-01", sell: "2023-12-01", cost: "300000", sale: "500000" },
      // 2,00,000 − 1,00,000 = 1,00,000 × 10% = 10,000; with: 1,60,000 × 1.04 = 1,66,400; − 1,56,000 = 10,400
      expected: { taxableGain: 100_000, tax: 10_400 },
    },
    {
      scenario: "CALCULATORS §1.7 ex 8: old regime FY 2024-25, other income 2 lakh, LTCG 3 lakh in October 2024: ₹16,250",
      raw: { ...equity, buy: "2023-01-01", sell: "2024-10-15", cost: "200000", sale: "500000", other: "200000", regime: "old" },
      // unused exemption 2,50,000 − 2,00,000 = 50,000; 3,00,000 − 1,25,000 − 50,000 = 1,25,000 × 12.5% = 15,625;
      // 87A cannot reduce 112A tax; + 625 cess = 16,250; without the sale: 2,00,000 → nil
      expected: { taxableGain: 125_000, tax: 16_250 },
    },
    {
      scenario: "CALCULATORS §1.7 ex 7: FY 2025-26, other income 3 lakh, STCG 5 lakh in August 2025: ₹83,200",
      raw: { ...equity, buy: "2025-03-01", sell: "2025-08-15", cost: "500000", sale: "1000000", other: "300000" },
      // unused exemption 4,00,000 − 3,00,000 = 1,00,000; 4,00,000 × 20% = 80,000; rebate capped at slab tax (nil); + 3,200 = 83,200
      expected: { taxableGain: 400_000, tax: 83_200 },
    },
    {
      scenario: "old regime FY 2025-26, other income 1 lakh, STCG 3 lakh: the 87A rebate reduces 111A tax: ₹18,200",
      raw: { ...equity, buy: "2025-04-01", sell: "2025-09-01", cost: "300000", sale: "600000", other: "100000", regime: "old" },
      // total income 4,00,000 ≤ 5,00,000; unused exemption 1,50,000; 1,50,000 × 20% = 30,000; rebate 12,500 → 17,500; × 1.04 = 18,200
      expected: { taxableGain: 150_000, tax: 18_200 },
    },
    {
      scenario: "holding boundary: bought 10 January 2025, sold 10 January 2026 is 12 months: short-term, adds ₹20,800",
      raw: { ...equity, buy: "2025-01-10", sell: "2026-01-10", cost: "200000", sale: "300000" },
      // 20% × 1,00,000 = 20,000; with: 1,25,000 × 1.04 = 1,30,000; − 1,09,200 = 20,800
      expected: { term: "Short-term", tax: 20_800 },
    },
    {
      scenario: "holding boundary: sold 11 January 2026 is more than 12 months: long-term, within ₹1.25 lakh, no tax",
      raw: { ...equity, buy: "2025-01-10", sell: "2026-01-11", cost: "200000", sale: "300000" },
      // 1,00,000 ≤ 1,25,000 → exempt; exemption left 25,000
      expected: { term: "Long-term", taxableGain: 0, tax: 0, exemptionLeft: 25_000 },
    },
    {
      scenario: "leap day: bought 29 February 2024, sold 28 February 2025 (12 months on): short-term, ₹20,800",
      raw: { ...equity, buy: "2024-02-29", sell: "2025-02-28", cost: "200000", sale: "300000" },
      // 12 months from 29-02-2024 end on 28-02-2025; 20% × 1,00,000 = 20,000; 1,60,000 × 1.04 = 1,66,400 − 1,45,600 = 20,800
      expected: { term: "Short-term", tax: 20_800 },
    },
    {
      scenario: "leap day: bought 29 February 2024, sold 1 March 2025: long-term, within the exemption",
      raw: { ...equity, buy: "2024-02-29", sell: "2025-03-01", cost: "200000", sale: "300000" },
      expected: { term: "Long-term", tax: 0 },
    },
    {
      scenario: "CALCULATORS §22.4 ex 4 scaled: bought 2016, value on 31 January 2018 20 lakh, cost 10 lakh, sold at 30 lakh: ₹1,13,750",
      raw: { ...equity, buy: "2016-05-10", sell: "2025-06-10", cost: "1000000", fmv2018: "2000000", sale: "3000000" },
      // cost = max(10L, min(20L, 30L)) = 20L; gain 10,00,000 − 1,25,000 = 8,75,000 × 12.5% = 1,09,375; × 1.04 = 1,13,750
      expected: { gain: 1_000_000, taxableGain: 875_000, tax: 113_750 },
    },
    {
      scenario: "CALCULATORS §22.4 ex 4: sold at 15 lakh, below the 2018 value: cost is the sale price, no gain, no loss",
      raw: { ...equity, buy: "2016-05-10", sell: "2025-06-10", cost: "1000000", fmv2018: "2000000", sale: "1500000" },
      // cost = max(10L, min(20L, 15L)) = 15L → gain 0
      expected: { gain: 0, tax: 0 },
    },
    {
      scenario: "other listed-equity gains of ₹50,000 use the exemption first: gain 1 lakh pays on ₹25,000, adds ₹3,250",
      raw: { ...equity, buy: "2024-01-01", sell: "2025-06-01", cost: "200000", sale: "300000", ltcgOther: "50000" },
      // exemption 1,25,000: 50,000 to the other gains, 75,000 to this one; 25,000 × 12.5% = 3,125 × 1.04 = 3,250
      expected: { taxableGain: 25_000, tax: 3_250, exemptionLeft: 0 },
    },
    {
      scenario: "a short-term loss on shares: no tax and no taxable gain",
      raw: { ...equity, buy: "2026-05-01", sell: "2026-09-01", cost: "300000", sale: "200000" },
      expected: { gain: -100_000, term: "Short-term", taxableGain: 0, tax: 0 },
    },
    {
      scenario: "CALCULATORS §22.4 ex 3: flat bought April 2010 for 30 lakh, sold January 2026 for 1 crore: 20% with indexation wins",
      raw: { ...property, buy: "2010-04-15", sell: "2026-01-15", cost: "3000000", sale: "10000000" },
      // A: 12.5% × 70,00,000 = 8,75,000. B: indexed cost 30,00,000 × 376/167 = 67,54,491; gain 32,45,509 × 20% = 6,49,101.80
      // total income 85,00,000 → surcharge 10%: (1,05,000 + 6,49,101.80) × 1.10 = 8,29,511.98; no marginal relief
      // (at ₹50 lakh the tax is far below); cess 33,180.48 → 8,62,692.46 → 8,62,690; − 1,09,200 = 7,53,490
      expected: { gain: 7_000_000, taxableGain: 3_245_509, tax: 753_490, taxWithoutIndexation: 875_000, taxWithIndexation: 649_101.8 },
    },
    {
      scenario: "CALCULATORS §22.4 ex 3, non-resident: 12.5% without indexation, adds ₹10,11,920",
      raw: { ...property, buy: "2010-04-15", sell: "2026-01-15", cost: "3000000", sale: "10000000", resident: "0" },
      // (1,05,000 + 8,75,000) × 1.10 = 10,78,000; cess 43,120 → 11,21,120; − 1,09,200 = 10,11,920
      expected: { taxableGain: 7_000_000, tax: 1_011_920 },
    },
    {
      scenario: "the same flat, resident with no other income: unused ₹4 lakh exemption, option B, adds ₹6,51,050",
      raw: { ...property, buy: "2010-04-15", sell: "2026-01-15", cost: "3000000", sale: "10000000", other: "0" },
      // B: (32,45,509 − 4,00,000) × 20% = 5,69,101.80 (A: 66,00,000 × 12.5% = 8,25,000); total income 70,00,000 → 10%:
      // 56,910.18; at ₹50 lakh (gain cut by 20 lakh) the tax is 1,69,101.80, ceiling far above → no relief;
      // cess 25,040.48 → 6,51,052.46 → 6,51,050; without the sale: nil
      expected: { taxableGain: 2_845_509, tax: 651_050 },
    },
    {
      scenario: "plot bought April 2020 for 20 lakh, sold May 2025 for 60 lakh, other income 5 lakh: 12.5% without indexation wins, ₹5,25,200",
      raw: { ...property, buy: "2020-04-10", sell: "2025-05-10", cost: "2000000", sale: "6000000", other: "500000" },
      // A: 40,00,000 × 12.5% = 5,00,000. B: 20,00,000 × 376/301 = 24,98,339; gain 35,01,661 × 20% = 7,00,332.20
      // with: slab 5% × 1,00,000 = 5,000 + 5,00,000 = 5,05,000 (total income 45L: no rebate) × 1.04 = 5,25,200
      // without: 5,00,000 → slab 5,000, rebate 5,000 → nil
      expected: { taxableGain: 4_000_000, tax: 525_200, taxWithoutIndexation: 500_000, taxWithIndexation: 700_332.2 },
    },
    {
      scenario: "house with an improvement: bought 2005 for 10 lakh, 5 lakh spent in 2012, sold September 2025 for 80 lakh: ₹8,90,960",
      raw: { ...property, buy: "2005-06-01", sell: "2025-09-01", cost: "1000000", impr: "500000", imprDate: "2012-08-01", sale: "8000000" },
      // A: 65,00,000 × 12.5% = 8,12,500. B: 10,00,000 × 376/117 = 32,13,675; 5,00,000 × 376/200 = 9,40,000;
      // gain 38,46,325 × 20% = 7,69,265. Total income 80L → 10%: (1,05,000 + 7,69,265) × 1.10 = 9,61,691.50;
      // cess 38,467.66 → 10,00,159.16 → 10,00,160; − 1,09,200 = 8,90,960
      expected: { gain: 6_500_000, taxableGain: 3_846_325, tax: 890_960 },
    },
    {
      scenario: "land bought in 1995 (value on 1 April 2001: 5 lakh), sold June 2025 for 50 lakh: base year 2001-02, option A, ₹6,54,420",
      raw: { ...property, buy: "1995-01-01", sell: "2025-06-01", cost: "500000", sale: "5000000" },
      // A: 45,00,000 × 12.5% = 5,62,500. B: 5,00,000 × 376/100 = 18,80,000; 31,20,000 × 20% = 6,24,000.
      // total income 60L → (1,05,000 + 5,62,500) × 1.10 = 7,34,250; at 50L: slab 5L (tax 5,000) + 5,62,500, ceiling
      // 15,67,500 → no relief; cess 29,370 → 7,63,620; − 1,09,200 = 6,54,420
      expected: { taxableGain: 4_500_000, tax: 654_420 },
    },
    {
      scenario: "flat sold in tax year 2026-27 with no index for the year: 12.5% only, adds ₹7,25,920",
      raw: { ...property, buy: "2015-06-01", sell: "2026-06-01", cost: "4000000", sale: "9000000" },
      // 50,00,000 × 12.5% = 6,25,000; total income 65L → (1,05,000 + 6,25,000) × 1.10 = 8,03,000; cess 32,120
      // → 8,35,120; − 1,09,200 = 7,25,920
      expected: { taxableGain: 5_000_000, tax: 725_920 },
    },
    {
      scenario: "the same flat with an index of 400 entered for 2026-27: option B, adds ₹6,28,860",
      raw: { ...property, buy: "2015-06-01", sell: "2026-06-01", cost: "4000000", sale: "9000000", cii: "400" },
      // B: 40,00,000 × 400/254 = 62,99,213; gain 27,00,787 × 20% = 5,40,157.40; (1,05,000 + 5,40,157.40) × 1.10
      // = 7,09,673.14; cess 28,386.93 → 7,38,060.07 → 7,38,060; − 1,09,200 = 6,28,860
      expected: { taxableGain: 2_700_787, tax: 628_860 },
    },
    {
      scenario: "flat held 17 months, gain 5 lakh: short-term at the slab rates, adds ₹98,800",
      raw: { ...property, buy: "2025-01-01", sell: "2026-06-01", cost: "5000000", sale: "5500000" },
      // slab on 20,00,000 = 20,000 + 40,000 + 60,000 + 80,000 = 2,00,000 × 1.04 = 2,08,000; − 1,09,200 = 98,800
      expected: { term: "Short-term", taxableGain: 500_000, tax: 98_800 },
    },
    {
      scenario: "gold bought May 2020, sold 15 June 2024: long-term, 20% with indexation, adds ₹40,980",
      raw: { asset: "other", buy: "2020-05-01", sell: "2024-06-15", cost: "500000", sale: "800000" },
      // 5,00,000 × 363/301 = 6,02,990; gain 1,97,010 × 20% = 39,402; (1,40,000 + 39,402) × 1.04 = 1,86,578.08 → 1,86,580
      // − 1,45,600 = 40,980
      expected: { gain: 197_010, taxableGain: 197_010, tax: 40_980 },
    },
    {
      scenario: "the same gold sold 15 August 2024: 12.5% without indexation, adds ₹39,000",
      raw: { asset: "other", buy: "2020-05-01", sell: "2024-08-15", cost: "500000", sale: "800000" },
      // 3,00,000 × 12.5% = 37,500; 1,77,500 × 1.04 = 1,84,600; − 1,45,600 = 39,000
      expected: { gain: 300_000, tax: 39_000 },
    },
    {
      scenario: "unlisted shares bought January 2020, sold May 2024, resident: 20% with indexation, adds ₹1,54,740",
      raw: { asset: "unlisted", buy: "2020-01-01", sell: "2024-05-01", cost: "1000000", sale: "2000000" },
      // 10,00,000 × 363/289 = 12,56,055; gain 7,43,945 × 20% = 1,48,789; total 22,43,945 → 22,43,950 (s.288A), so slab
      // income 15,00,005: 1,40,000 + 30% × 5 = 1,40,001.50; (1,40,001.50 + 1,48,789) × 1.04 = 3,00,342.12 → 3,00,340
      // − 1,45,600 = 1,54,740
      expected: { taxableGain: 743_945, tax: 154_740 },
    },
    {
      scenario: "the same unlisted shares, non-resident: 10% without indexation (s.112(1)(c)(iii)), adds ₹1,04,000",
      raw: { asset: "unlisted", buy: "2020-01-01", sell: "2024-05-01", cost: "1000000", sale: "2000000", resident: "0" },
      // 10,00,000 × 10% = 1,00,000; (1,40,000 + 1,00,000) × 1.04 = 2,49,600; − 1,45,600 = 1,04,000
      expected: { taxableGain: 1_000_000, tax: 104_000 },
    },
    {
      scenario: "debt fund bought May 2023, held 3 years: short-term under s.50AA at the slab rates, adds ₹15,600",
      raw: { asset: "debtfund", buy: "2023-05-01", sell: "2026-06-01", cost: "500000", sale: "600000" },
      // slab on 16,00,000 = 1,05,000 + 15% × 1,00,000 = 1,20,000 × 1.04 = 1,24,800; − 1,09,200 = 15,600
      expected: { term: "Short-term", taxableGain: 100_000, tax: 15_600 },
    },
    {
      scenario: "debt fund bought May 2022, sold June 2024 (25 months, limit 36): short-term, slab rates, adds ₹31,200",
      raw: { asset: "debtfund", buy: "2022-05-01", sell: "2024-06-01", cost: "500000", sale: "600000" },
      // slab on 16,00,000 (FY 2024-25) = 1,40,000 + 30% × 1,00,000 = 1,70,000 × 1.04 = 1,76,800; − 1,45,600 = 31,200
      expected: { term: "Short-term", tax: 31_200 },
    },
    {
      scenario: "debt fund bought May 2022, sold August 2024 (27 months, limit now 24): long-term at 12.5%, adds ₹13,000",
      raw: { asset: "debtfund", buy: "2022-05-01", sell: "2024-08-01", cost: "500000", sale: "600000" },
      // 1,00,000 × 12.5% = 12,500; 1,52,500 × 1.04 = 1,58,600; − 1,45,600 = 13,000
      expected: { term: "Long-term", tax: 13_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect(figure(result, name)).toBe(value);
  });

  test("given an improvement made before 1 April 2001, then it is not counted (s.55(1)(b))", () => {
    const { result } = run({ ...property, buy: "1995-01-01", sell: "2025-06-01", cost: "500000", sale: "5000000", impr: "300000", imprDate: "2000-06-01" });
    // the same as without the improvement: gain 45,00,000, tax ₹6,54,420
    expect(figure(result, "gain")).toBe(4_500_000);
    expect(figure(result, "tax")).toBe(654_420);
  });

  test("given the default flat example, then the summary and the rate say what was applied", () => {
    const { result } = run({ ...property, buy: "2010-04-15", sell: "2026-01-15", cost: "3000000", sale: "10000000" });
    expect(result?.summary).toBe("Long-term capital gain of ₹70,00,000: it adds ₹7,53,490 to your tax for FY 2025-26 (AY 2026-27).");
    expect(figure(result, "rate")).toBe("Lower of 12.5% and 20% with indexation (section 112)");
    expect(result?.groups.find((group) => group.title.startsWith("Indexation"))?.badge).toBe("With indexation is lower");
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    for (const raw of [{}, { ...property, buy: "2005-06-01", sell: "2025-09-01", cost: "1000000", impr: "500000", imprDate: "2012-08-01", sale: "8000000" }]) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThan(8);
      for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(10);
    }
  });
});

describe("capital-gains calculator: the rules as data", () => {
  // The index as CBDT notified it (Notification No. 44/2017 and the notifications adding a year), typed here by hand.
  const appendixA: [string, number][] = [
    ["2001-02", 100], ["2002-03", 105], ["2003-04", 109], ["2004-05", 113], ["2005-06", 117], ["2006-07", 122],
    ["2007-08", 129], ["2008-09", 137], ["2009-10", 148], ["2010-11", 167], ["2011-12", 184], ["2012-13", 200],
    ["2013-14", 220], ["2014-15", 240], ["2015-16", 254], ["2016-17", 264], ["2017-18", 272], ["2018-19", 280],
    ["2019-20", 289], ["2020-21", 301], ["2021-22", 317], ["2022-23", 331], ["2023-24", 348], ["2024-25", 363],
    ["2025-26", 376],
  ];

  test.each(appendixA)("cost inflation index %s is %i, with its CBDT notification", (year, value) => {
    const index = COST_INFLATION_INDEX[year];
    expect(index?.value).toBe(value);
    expect(index?.reference).toMatch(/CBDT Notification No\. \d+\/20\d\d/);
    expect(index?.effectiveFrom).toBe(`${year.slice(0, 4)}-04-01`);
  });

  test("given the index table, then it holds only notified years (none after 2025-26)", () => {
    expect(Object.keys(COST_INFLATION_INDEX)).toEqual(appendixA.map(([year]) => year));
  });

  test("given every capital-gains rule, then it has a unit, a date and a reference", () => {
    const values = [
      ...Object.values(CAPITAL_GAINS_RULES.holdingPeriodMonths).flat(),
      CAPITAL_GAINS_RULES.specifiedFundAcquiredFrom,
      CAPITAL_GAINS_RULES.indexationEndsForTransfersFrom,
      CAPITAL_GAINS_RULES.landBuildingIndexedOptionAcquiredBefore,
      CAPITAL_GAINS_RULES.landBuildingIndexedOptionRate,
      CAPITAL_GAINS_RULES.indexationBaseDate,
      CAPITAL_GAINS_RULES.grandfatheringDate,
      ...CAPITAL_GAINS_RULES.nonResidentUnlistedSharesRate,
    ];
    for (const value of values) {
      expect(value.reference).toMatch(/Income-tax Act, 1961, s\./);
      expect(value.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(value.unit).toBeTruthy();
    }
  });
});

describe("capital-gains calculator: input validation", () => {
  test.each([
    ["buy", "2023-02-30", /There is no 30 February 2023/],
    ["buy", "2023-13-01", /no month 13/],
    ["buy", "15-06-2023", /YYYY-MM-DD/],
    ["buy", "2023-6-15", /YYYY-MM-DD/],
    ["buy", "", /Enter the date/],
    ["sell", "2022-06-01", /1 April 2023 to 31 March 2027/],
    ["sell", "2027-04-01", /1 April 2023 to 31 March 2027/],
    ["sell", "tomorrow", /YYYY-MM-DD/],
    ["sale", "abc", /digits/],
    ["cost", "-5000", /digits/],
    ["cost", "12.5", /whole rupees/],
    ["other", "99999999999", /at most/],
    ["asset", "stocks", /Choose one of/],
    ["regime", "both", /Choose one of/],
    ["resident", "yes", /1 for yes or 0 for no/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test.each([
    ["imprDate", { ...property, impr: "100000", imprDate: "2024-02-30" }, /There is no 30 February 2024/],
    ["cii", { ...property, buy: "2015-06-01", sell: "2026-06-01", cii: "376.5" }, /whole/],
    ["age", { regime: "old", age: "young" }, /Choose one of/],
    ["fmv2018", { buy: "2017-01-01", fmv2018: "lots" }, /digits/],
  ])("given a bad %s where that field is shown, then it has a message and no figure is computed", (name, raw, message) => {
    const { result, errors } = run(raw);
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a bad value in a field that is hidden, then it is ignored", () => {
    // fmv2018 is shown only for listed equity bought on or before 31 January 2018
    const { result, errors } = run({ buy: "2023-06-15", fmv2018: "lots", imprDate: "nonsense" });
    expect(errors).toEqual({});
    expect(figure(result, "tax")).toBe(16_250);
  });

  test.each<{ scenario: string; raw: RawInputs; field: string; message: string }>([
    {
      scenario: "given a sale date before the purchase date, then the sale date has the message",
      raw: { buy: "2025-01-01", sell: "2024-12-01" },
      field: "sell",
      message: "The sale date is before the purchase date (1 January 2025). Check both dates.",
    },
    {
      scenario: "given an improvement dated after the sale, then the improvement date has the message",
      raw: { ...property, buy: "2015-01-01", sell: "2025-06-01", impr: "100000", imprDate: "2025-07-01" },
      field: "imprDate",
      message: "The improvement date is after the sale date (1 June 2025): only improvements made before the sale count.",
    },
    {
      scenario: "given an improvement dated the day before the purchase, then the improvement date has the message",
      raw: { asset: "other", buy: "2015-01-01", sell: "2025-06-01", impr: "100000", imprDate: "2014-12-31" },
      field: "imprDate",
      message: "The improvement date is before the purchase date (1 January 2015): an improvement is made to an asset already held.",
    },
    {
      scenario: "given a sale-year index of 375, below the 376 notified for 2025-26, then the index has the message",
      raw: { ...property, buy: "2015-06-01", sell: "2026-06-01", cii: "375" },
      field: "cii",
      message: "Enter at least 376, the index for 2025-26: each year's index has been higher than the one before. Leave 0 to skip.",
    },
  ])("$scenario, and no figure is computed", ({ raw, field, message }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({ [field]: message });
    expect(result).toBeNull();
  });

  test.each<{ scenario: string; raw: RawInputs }>([
    { scenario: "given a sale on the day of purchase", raw: { buy: "2025-01-01", sell: "2025-01-01" } },
    { scenario: "given an improvement on the day of the sale", raw: { ...property, buy: "2015-01-01", sell: "2025-06-01", impr: "100000", imprDate: "2025-06-01" } },
    { scenario: "given an improvement on the day of the purchase", raw: { ...property, buy: "2015-01-01", sell: "2025-06-01", impr: "100000", imprDate: "2015-01-01" } },
    { scenario: "given a sale-year index of exactly 376", raw: { ...property, buy: "2015-06-01", sell: "2026-06-01", cii: "376" } },
    { scenario: "given a sale-year index of 0 (skip the comparison)", raw: { ...property, buy: "2015-06-01", sell: "2026-06-01", cii: "0" } },
    { scenario: "given an improvement date outside the holding but no improvement cost (the date is hidden)", raw: { ...property, buy: "2015-01-01", sell: "2025-06-01", impr: "0", imprDate: "2010-01-01" } },
    { scenario: "given listed shares, with an improvement typed in (hidden for shares)", raw: { buy: "2023-06-15", impr: "100000", imprDate: "2010-01-01" } },
    { scenario: "given a low index where the year of sale has its own (the index is hidden)", raw: { ...property, buy: "2015-06-01", sell: "2025-06-01", cii: "5" } },
  ])("$scenario, then the dates and the index are accepted and figures are shown", ({ raw }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    expect(result?.groups.length).toBeGreaterThan(0);
  });

  test("given compute() called directly with a sale before the purchase, then it still answers without figures", () => {
    const read = readInputs({ fields: capitalGains.fields }, { ...defaultRawInputs(capitalGains), buy: "2025-01-01", sell: "2024-12-01" });
    const result = capitalGains.compute(read.input!);
    expect(result.groups).toEqual([]);
    expect(result.summary).toMatch(/^The sale date is before the purchase date\. Check both dates\./);
  });

  test("given dates with spaces around them, then they are read", () => {
    const { result, errors } = run({ buy: " 2023-06-15 ", sell: "2026-10-01 " });
    expect(errors).toEqual({});
    expect(figure(result, "tax")).toBe(16_250);
  });
});

describe("capital-gains calculator: properties over random inputs", () => {
  const day = fc.integer({ min: 0, max: 9_000 });
  const isoFromDay = (start: number) => (offset: number) => new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
  const purchase = day.map(isoFromDay(Date.UTC(2001, 0, 1)));
  const sale = fc.integer({ min: 0, max: 1_460 }).map(isoFromDay(Date.UTC(2023, 3, 1)));
  const tens = (max: number) => fc.integer({ min: 0, max: max / 10 }).map((n) => String(n * 10));
  const rawInputs = fc.record({
    asset: fc.constantFrom("equity", "unlisted", "property", "debtfund", "other"),
    buy: purchase,
    sell: sale,
    cost: tens(50_000_000),
    sale: tens(50_000_000),
    exp: tens(1_000_000),
    impr: tens(5_000_000),
    imprDate: fc.constantFrom("", "2000-05-01", "2012-08-01", "2019-01-01"),
    fmv2018: tens(50_000_000),
    cii: fc.constantFrom("0", "390"),
    other: tens(30_000_000),
    ltcgOther: tens(500_000),
    regime: fc.constantFrom("new", "old"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    resident: fc.constantFrom("1", "0"),
  });

  test("given any valid inputs, then dates out of order are the only messages, and otherwise every figure is finite and none but the gain is negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        // ISO dates compare as text; the improvement date is shown for property or other assets with an improvement cost
        const improvementShown = ["property", "other"].includes(raw.asset) && Number(raw.impr) > 0 && raw.imprDate !== "";
        const expectedErrors = [
          ...(raw.sell < raw.buy ? ["sell"] : []),
          ...(improvementShown && (raw.imprDate < raw.buy || raw.imprDate > raw.sell) ? ["imprDate"] : []),
        ];
        expect(Object.keys(errors).sort()).toEqual(expectedErrors.sort());
        if (expectedErrors.length > 0) {
          expect(result).toBeNull();
          return;
        }
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value !== "number") continue;
          expect(Number.isFinite(f.value)).toBe(true);
          if (f.name !== "gain") expect(f.value).toBeGreaterThanOrEqual(0);
        }
        for (const step of result!.breakdown.flatMap((section) => section.steps)) {
          if (step.amount !== undefined) expect(Number.isFinite(step.amount)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  test("given a higher sale price and everything else the same, then the tax added never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 500_000 }), (raw, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, sale: String(Number(raw.sale) + extra * 10) }).result;
        if (!before) return; // dates in the wrong order: no figures either way
        expect(figure(after, "tax") as number).toBeGreaterThanOrEqual(figure(before, "tax") as number);
      }),
      { numRuns: 400 },
    );
  });

  test("given the taxable gain, then it is never more than the gain (nor negative)", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        if (!result) return; // dates in the wrong order
        const gain = figure(result, "gain") as number;
        expect(figure(result, "taxableGain") as number).toBeLessThanOrEqual(Math.max(0, gain));
      }),
      { numRuns: 300 },
    );
  });

  test("given one gain without the indexed option, then the year's tax equals the income-tax engine's", () => {
    const kinds = ["stcg111A", "ltcg112A", "ltcg112"] as const;
    fc.assert(
      fc.property(
        fc.constantFrom("2023-24", "2025-26", "2026-27" as const),
        fc.constantFrom("new", "old" as const),
        fc.constantFrom("below60", "60to80", "80plus" as const),
        fc.boolean(),
        fc.integer({ min: 0, max: 80_000_000 }),
        fc.constantFrom(...kinds),
        fc.integer({ min: 1, max: 80_000_000 }),
        (fy, regime, age, resident, other, kind, gain) => {
          const rules = rulesFor(fy);
          const rate = rules.specialRates[kind][rules.specialRates[kind].length - 1]!;
          const mine = capitalGainsYearTax(
            { rules, regime, age, resident },
            { slabIncome: other, gains: [{ kind, rate: rate.value, rateReference: rate.reference, income: gain }] },
          );
          const engine = computeIncomeTax({
            fy,
            regime,
            age,
            resident,
            grossSalary: 0,
            otherIncome: other,
            exemptHra: 0,
            deductions: { ded80c: 0, ded80d: 0, ded80ccd1b: 0, homeLoanInterest: 0 },
            specialRateIncome: { [kind]: gain },
          });
          expect(mine.totalTax).toBe(engine.totalTax);
        },
      ),
      { numRuns: 400 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(capitalGains.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("capital-gains calculator: sections named for the year of the sale (docs/tax-methods.md errata, section map)", () => {
  const steps = (raw: RawInputs) => run(raw).result?.breakdown.flatMap((section) => section.steps.map((step) => step.label)) ?? [];
  const notes = (raw: RawInputs) => run(raw).result?.notes ?? [];
  const shortTerm = (sell: string) => ({ ...equity, buy: `${sell.slice(0, 4)}-03-01`, sell, cost: "300000", sale: "500000" });
  const longTerm = (sell: string) => ({ ...equity, buy: "2020-01-15", sell, cost: "250000", sale: "500000" });
  const flat = (sell: string, cii: string) => ({ ...property, buy: "2015-06-01", sell, cost: "4000000", sale: "9000000", cii });

  test("given listed shares held 5 months, then FY 2025-26 cites section 111A and tax year 2026-27 section 196", () => {
    const before = run(shortTerm("2025-08-10")).result;
    const after = run(shortTerm("2026-08-10")).result;
    expect(figure(before, "rate")).toBe("20% (section 111A)");
    expect(figure(after, "rate")).toBe("20% (section 196)");
    expect(steps(shortTerm("2025-08-10"))).toContain("The short-term gain on listed equity (section 111A)");
    expect(steps(shortTerm("2026-08-10"))).toContain("The short-term gain on listed equity (section 196)");
    expect(steps(shortTerm("2026-08-10"))).toContain("Tax on this short-term gain on listed equity (section 196)");
    expect(notes(shortTerm("2025-08-10")).join(" ")).toContain("Section 111A needs securities transaction tax");
    expect(notes(shortTerm("2026-08-10")).join(" ")).toContain("Section 196 needs securities transaction tax (STT) paid on the sale; section 198 needs it");
  });

  test("given listed shares held long-term, then FY 2025-26 cites section 112A and tax year 2026-27 section 198", () => {
    const before = run(longTerm("2025-10-15")).result;
    const after = run(longTerm("2026-10-15")).result;
    expect(figure(before, "rate")).toBe("12.5% above the exemption (section 112A)");
    expect(figure(after, "rate")).toBe("12.5% above the exemption (section 198)");
    const exemptionLabel = (result: typeof before) => result?.groups.flatMap((group) => group.figures).find((f) => f.name === "exemptionLeft")?.label;
    expect(exemptionLabel(before)).toBe("Section 112A exemption left this year");
    expect(exemptionLabel(after)).toBe("Section 198 exemption left this year");
    expect(before?.notes?.join(" ")).toContain("The section 112A exemption is ₹1,25,000 a year");
    expect(after?.notes?.join(" ")).toContain("The section 198 exemption is ₹1,25,000 a year");
    // the same figures either way: only the words change
    expect(figure(after, "tax")).toBe(figure(before, "tax"));
  });

  test("given land bought before 23 July 2024, then the indexation choice cites section 112 or section 197", () => {
    const before = run(flat("2026-01-15", "")).result;
    const after = run(flat("2026-06-01", "400")).result;
    expect(figure(before, "rate")).toBe("Lower of 12.5% and 20% with indexation (section 112)");
    expect(figure(after, "rate")).toBe("Lower of 12.5% and 20% with indexation (section 197)");
    expect(before?.groups.map((group) => group.title)).toContain("Indexation choice (section 112)");
    expect(after?.groups.map((group) => group.title)).toContain("Indexation choice (section 197)");
    expect(before?.notes?.join(" ")).toContain("(second proviso to section 112(1)(a))");
    expect(after?.notes?.join(" ")).toContain("(section 197, carrying over the second proviso to section 112(1)(a) of the 1961 Act)");
  });

  test("given a sale in tax year 2026-27, then the rebate is the section 156 rebate and never the section 87A one", () => {
    const raw = { ...shortTerm("2026-08-10"), resident: "0" };
    const text = notes(raw).join(" ");
    expect(text).toContain("the section 156 rebate");
    expect(text).toContain("no section 156 rebate");
    expect(text).not.toMatch(/section 87A rebate/);
    const earlier = notes({ ...shortTerm("2025-08-10"), resident: "0" }).join(" ");
    expect(earlier).toContain("the section 87A rebate");
    expect(earlier).not.toMatch(/section 156/);
  });

  test("given the surcharge note, then it lists the year's sections", () => {
    const big = (sell: string) => ({ ...longTerm(sell), other: "6000000" });
    expect(notes(big("2025-10-15")).join(" ")).toContain("gains under sections 111A, 112 and 112A (capped at 15%)");
    expect(notes(big("2026-10-15")).join(" ")).toContain("gains under sections 196, 197 and 198 (capped at 15%)");
  });

  test("given text shown for every year, then it names both Acts' sections", async () => {
    const { explanation, faq } = await import("@/lib/calculators/capital-gains/content");
    const text = [...explanation, ...faq.map((entry) => entry.answer)].join(" ");
    expect(text).toContain("section 196 (section 111A of the 1961 Act)");
    expect(text).toContain("section 198 (section 112A of the 1961 Act)");
    expect(text).toContain("section 197 (section 112 of the 1961 Act)");
  });
});
