import fc from "fast-check";
import { rentFreeAccommodation } from "@/lib/calculators/rent-free-accommodation";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { FINANCIAL_YEARS } from "@/lib/tax";
import { ACCOMMODATION_RULES_BY_YEAR, CITY_CLASSES } from "@/lib/tax/accommodation-parameters";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(rentFreeAccommodation);


const num = (result: CalculatorResult | null, name: string) => figure(result, name) as number;

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number | undefined>;
}

/** A salary made of basic pay alone. */
const basicOnly = (basic: number) => ({ basic: String(basic), da: "0", bonus: "0", allowances: "0" });

describe("rent-free-accommodation calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: tax year 2026-27, employer-owned flat in a city above 40 lakh, salary ₹24 lakh, rent ₹60,000: ₹1,80,000",
      raw: {},
      // 10% × 24,00,000 = 2,40,000 − 60,000 = 1,80,000
      expected: { salary: 2_400_000, accommodationValue: 240_000, furnitureValue: 0, perquisite: 180_000 },
    },
    {
      scenario: "docs/tax-methods.md §12.2 ex. 1: FY 2024-25, Mumbai, employer-owned, unfurnished: ₹1,80,000",
      raw: { fy: "2024-25", housing: "owned", city: "large", rentPaid: "60000" },
      expected: { accommodationValue: 240_000, perquisite: 180_000 },
    },
    {
      scenario: "docs/tax-methods.md §12.2 ex. 1: the same with employer-owned furniture costing ₹5,00,000: ₹2,30,000",
      raw: { fy: "2024-25", housing: "owned", city: "large", furniture: "owned", furnitureCost: "500000", rentPaid: "60000" },
      // + 10% × 5,00,000 = 50,000 → 2,40,000 + 50,000 − 60,000 = 2,30,000
      expected: { furnitureValue: 50_000, perquisite: 230_000 },
    },
    {
      scenario: "leased flat, lease ₹4,20,000, salary ₹24 lakh, FY 2024-25: 10% of salary (₹2,40,000) is lower, ₹1,80,000 after rent",
      raw: { fy: "2024-25", housing: "leased", leaseRent: "420000", rentPaid: "60000" },
      // min(4,20,000; 10% × 24,00,000 = 2,40,000) = 2,40,000 − 60,000 = 1,80,000 (docs/tax-methods.md §12.2 ex. 2, with the 10% cap in force from September 2023)
      expected: { accommodationValue: 240_000, perquisite: 180_000 },
    },
    {
      scenario: "leased flat, lease ₹1,80,000 below 10% of salary, FY 2025-26: the lease rent, ₹1,20,000 after rent",
      raw: { fy: "2025-26", housing: "leased", leaseRent: "180000", rentPaid: "60000" },
      expected: { accommodationValue: 180_000, perquisite: 120_000 },
    },
    {
      scenario: "leased flat, lease exactly 10% of salary (₹2,40,000): ₹2,40,000, ₹1,80,000 after rent",
      raw: { fy: "2025-26", housing: "leased", leaseRent: "240000", rentPaid: "60000" },
      expected: { accommodationValue: 240_000, perquisite: 180_000 },
    },
    {
      scenario: "docs/tax-methods.md §12.2 ex. 3: FY 2023-24 split year, Mumbai, salary ₹2 lakh a month: ₹1,50,000 + ₹1,40,000 = ₹2,90,000",
      raw: { fy: "2023-24", housing: "owned", city: "large", city2001: "large", months: "12", monthsBeforeSep: "5", rentPaid: "0" },
      // April–August: 15% × 10,00,000 = 1,50,000; September–March: 10% × 14,00,000 = 1,40,000
      expected: { accommodationValue: 290_000, perquisite: 290_000 },
    },
    {
      scenario: "FY 2023-24 split year, 10–25 lakh city in 2001 and under 15 lakh in 2011: ₹1,00,000 + ₹70,000, ₹1,10,000 after rent",
      raw: { fy: "2023-24", housing: "owned", city: "small", city2001: "medium", rentPaid: "60000" },
      // 10% × 10,00,000 = 1,00,000; 5% × 14,00,000 = 70,000; 1,70,000 − 60,000
      expected: { accommodationValue: 170_000, perquisite: 110_000 },
    },
    {
      scenario: "FY 2023-24, moved in on 1 September 2023 (7 months, salary ₹14 lakh): new rates only, ₹1,40,000",
      raw: { fy: "2023-24", housing: "owned", city: "large", months: "7", monthsBeforeSep: "0", ...basicOnly(1_400_000), rentPaid: "0" },
      expected: { accommodationValue: 140_000, perquisite: 140_000 },
    },
    {
      scenario: "FY 2023-24, 8 months (3 before September), salary ₹16 lakh, city above 25 and 40 lakh: ₹90,000 + ₹1,00,000",
      raw: { fy: "2023-24", housing: "owned", city: "large", city2001: "large", months: "8", monthsBeforeSep: "3", ...basicOnly(1_600_000), rentPaid: "0" },
      // 15% × 16,00,000 × 3/8 = 15% × 6,00,000 = 90,000; 10% × 16,00,000 × 5/8 = 10% × 10,00,000 = 1,00,000
      expected: { accommodationValue: 190_000, perquisite: 190_000 },
    },
    {
      scenario: "FY 2023-24 leased flat, lease ₹4,20,000, salary ₹24 lakh: 15% then 10% of salary are lower, ₹2,90,000",
      raw: { fy: "2023-24", housing: "leased", leaseRent: "420000", rentPaid: "0" },
      // April–August: min(4,20,000 × 5/12 = 1,75,000; 15% × 10,00,000 = 1,50,000) = 1,50,000
      // September–March: min(4,20,000 × 7/12 = 2,45,000; 10% × 14,00,000 = 1,40,000) = 1,40,000
      expected: { accommodationValue: 290_000, perquisite: 290_000 },
    },
    {
      scenario: "city of 15 to 40 lakh, salary ₹24 lakh, FY 2025-26: 7.5% is ₹1,80,000, ₹1,20,000 after rent",
      raw: { fy: "2025-26", city: "medium" },
      expected: { accommodationValue: 180_000, perquisite: 120_000 },
    },
    {
      scenario: "city under 15 lakh, salary ₹24 lakh, FY 2025-26: 5% is ₹1,20,000, ₹60,000 after rent",
      raw: { fy: "2025-26", city: "small" },
      expected: { accommodationValue: 120_000, perquisite: 60_000 },
    },
    {
      scenario: "7.5% of ₹10,00,005 is ₹75,000.375: rounded to ₹75,000",
      raw: { fy: "2025-26", city: "medium", ...basicOnly(1_000_005), rentPaid: "0" },
      expected: { accommodationValue: 75_000, perquisite: 75_000 },
    },
    {
      scenario: "7.5% of ₹10,00,020 is ₹75,001.50: fifty paise round up to ₹75,002",
      raw: { fy: "2025-26", city: "medium", ...basicOnly(1_000_020), rentPaid: "0" },
      expected: { accommodationValue: 75_002, perquisite: 75_002 },
    },
    {
      scenario: "basic ₹10 lakh and retirement DA ₹2 lakh, city above 40 lakh: 10% of ₹12,00,000 is ₹1,20,000",
      raw: { fy: "2025-26", basic: "1000000", da: "200000", bonus: "0", allowances: "0", rentPaid: "0" },
      expected: { salary: 1_200_000, perquisite: 120_000 },
    },
    {
      scenario: "six months, salary ₹12 lakh for them, furniture ₹5 lakh, rent ₹30,000: ₹1,20,000 + ₹25,000 − ₹30,000 = ₹1,15,000",
      raw: { fy: "2025-26", months: "6", ...basicOnly(1_200_000), furniture: "owned", furnitureCost: "500000", rentPaid: "30000" },
      // 10% × 12,00,000 = 1,20,000; 10% × 5,00,000 × 6/12 = 25,000
      expected: { accommodationValue: 120_000, furnitureValue: 25_000, perquisite: 115_000 },
    },
    {
      scenario: "hired furniture ₹60,000 in a city under 15 lakh, salary ₹24 lakh, rent ₹60,000: ₹1,20,000",
      raw: { fy: "2025-26", city: "small", furniture: "hired", furnitureHire: "60000", rentPaid: "60000" },
      // 5% × 24,00,000 = 1,20,000 + 60,000 − 60,000
      expected: { furnitureValue: 60_000, perquisite: 120_000 },
    },
    {
      scenario: "rent paid ₹60,000 above the value ₹50,000 (5% of ₹10 lakh): nil, never negative",
      raw: { fy: "2025-26", city: "small", ...basicOnly(1_000_000), rentPaid: "60000" },
      expected: { accommodationValue: 50_000, perquisite: 0 },
    },
    {
      scenario: "rent paid exactly the value, ₹50,000: nil",
      raw: { fy: "2025-26", city: "small", ...basicOnly(1_000_000), rentPaid: "50000" },
      expected: { perquisite: 0 },
    },
    {
      scenario: "hotel, charges ₹3,00,000, salary ₹24 lakh: 24% is ₹5,76,000, so the charges, ₹3,00,000 (furniture ignored)",
      raw: { fy: "2025-26", housing: "hotel", hotelCharges: "300000", furniture: "owned", rentPaid: "0" },
      expected: { accommodationValue: 300_000, furnitureValue: 0, perquisite: 300_000 },
    },
    {
      scenario: "hotel, charges ₹7,00,000, salary ₹24 lakh: 24% of salary, ₹5,76,000, is lower",
      raw: { fy: "2025-26", housing: "hotel", hotelCharges: "700000", rentPaid: "0" },
      expected: { accommodationValue: 576_000, perquisite: 576_000 },
    },
    {
      scenario: "hotel for 15 days or less on transfer: nil",
      raw: { fy: "2025-26", housing: "hotel", hotelCharges: "100000", shortStay: "1", rentPaid: "0" },
      expected: { accommodationValue: 0, perquisite: 0 },
    },
    {
      scenario: "FY 2023-24 hotel: one 24% rule all year, ₹3,00,000",
      raw: { fy: "2023-24", housing: "hotel", hotelCharges: "300000", months: "3", monthsBeforeSep: "5", rentPaid: "0" },
      expected: { perquisite: 300_000 },
    },
    {
      scenario: "Government quarters, licence fee ₹30,000, rent paid ₹12,000: ₹18,000",
      raw: { fy: "2025-26", housing: "government", licenceFee: "30000", rentPaid: "12000" },
      expected: { accommodationValue: 30_000, perquisite: 18_000 },
    },
    {
      scenario: "Government quarters with furniture costing ₹1,00,000: ₹30,000 + ₹10,000 − ₹12,000 = ₹28,000",
      raw: { fy: "2025-26", housing: "government", licenceFee: "30000", furniture: "owned", furnitureCost: "100000", rentPaid: "12000" },
      expected: { furnitureValue: 10_000, perquisite: 28_000 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary states the perquisite", () => {
    expect(run({}).result?.summary).toBe("The accommodation your employer owns adds ₹1,80,000 to your taxable salary for tax year 2026-27, for 12 months.");
  });

  test("given rent that covers the value, then the summary says there is no perquisite", () => {
    expect(run({ fy: "2025-26", city: "small", ...basicOnly(1_000_000), rentPaid: "60000" }).result?.summary).toBe(
      "No perquisite for FY 2025-26 (AY 2026-27): the rent you pay (₹60,000) covers the value of the accommodation (₹50,000).",
    );
  });

  test("given employer-owned accommodation, then the notes flag the unmodelled same-accommodation cap", () => {
    expect(run({}).result?.notes?.some((line) => line.startsWith("UNSURE"))).toBe(true);
  });

  test("given compute() called directly with an impossible split of FY 2023-24, then it still gives figures", () => {
    const read = readInputs({ fields: rentFreeAccommodation.fields }, { ...defaultRawInputs(rentFreeAccommodation), fy: "2023-24", months: "3", monthsBeforeSep: "5", rentPaid: "0" });
    const result = rentFreeAccommodation.compute(read.input!);
    // at most 3 months can fall before September: 15% × 24,00,000 = 3,60,000
    expect(figure(result, "perquisite")).toBe(360_000);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [
      {},
      { fy: "2023-24", housing: "leased", furniture: "hired" },
      { housing: "hotel" },
      { housing: "hotel", shortStay: "1" },
      { housing: "government", furniture: "owned" },
    ];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(4);
      for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(10);
    }
  });

  test.each(FINANCIAL_YEARS)("FY %s: every accommodation parameter has a reference, a unit and an effective date within the year", (fy) => {
    const rules = ACCOMMODATION_RULES_BY_YEAR[fy];
    expect(rules.periods.reduce((sum, period) => sum + period.monthsInYear, 0)).toBe(12);
    const values = [
      ...rules.periods.flatMap((period) => [period.populationBands, period.leasedRate, ...CITY_CLASSES.map((city) => period.ownedRate[city])]),
      rules.perquisite,
      rules.salaryDefinition,
      rules.hotelRate,
      rules.hotelTransferDays,
      rules.furnitureRate,
      rules.governmentLicenceFee,
      rules.rentRecovery,
      rules.sameAccommodationCap,
    ];
    for (const value of values) {
      expect(value.reference.trim().length).toBeGreaterThan(10);
      expect(["percent", "text", "days"]).toContain(value.unit);
      expect(value.effectiveFrom <= `${Number(fy.slice(0, 4)) + 1}-03-31`).toBe(true);
    }
    // Rule 3(1) from 1 September 2023: 10%, 7.5%, 5%; leased 10%.
    const last = rules.periods[rules.periods.length - 1]!;
    expect(CITY_CLASSES.map((city) => last.ownedRate[city].value)).toEqual([10, 7.5, 5]);
    expect(last.leasedRate.value).toBe(10);
  });
});

describe("rent-free-accommodation calculator: input validation", () => {
  test.each([
    ["months", "0", {}, /at least 1 month/],
    ["months", "13", {}, /at most 12 months/],
    ["monthsBeforeSep", "6", { fy: "2023-24" }, /at most 5 months/],
    ["housing", "rented", {}, /Choose one of/],
    ["city", "metro", {}, /Choose one of/],
    ["city2001", "x", { fy: "2023-24" }, /Choose one of/],
    ["furniture", "x", {}, /Choose one of/],
    ["shortStay", "2", { housing: "hotel" }, /Use 1 for yes or 0 for no/],
    ["basic", "abc", {}, /digits/],
    ["bonus", "1.5", {}, /whole rupees/],
    ["leaseRent", "x", { housing: "leased" }, /digits/],
    ["rentPaid", "-1", {}, /digits/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, context, message) => {
    const { result, errors } = run({ ...context, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test.each<{ scenario: string; raw: RawInputs; message: string }>([
    {
      scenario: "given FY 2023-24 with 3 months in all but 5 before September",
      raw: { fy: "2023-24", months: "3", monthsBeforeSep: "5" },
      message: "You lived there 3 months in all, so at most 3 can fall in April to August 2023.",
    },
    {
      scenario: "given FY 2023-24 with 12 months in all but only 4 before September",
      raw: { fy: "2023-24", months: "12", monthsBeforeSep: "4" },
      message: "September 2023 to March 2024 has only 7 months: with 12 months in all, at least 5 fall in April to August 2023.",
    },
    {
      scenario: "given FY 2023-24 leased, 1 month in all but 2 before September",
      raw: { fy: "2023-24", housing: "leased", months: "1", monthsBeforeSep: "2" },
      message: "You lived there 1 month in all, so at most 1 can fall in April to August 2023.",
    },
  ])("$scenario, then the months before September have the message and no figure is computed", ({ raw, message }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({ monthsBeforeSep: message });
    expect(result).toBeNull();
  });

  test("given invalid text in fields hidden for these inputs, then they are ignored", () => {
    // FY 2025-26 owned: no split, no lease, hotel or licence fee, unfurnished
    const { result, errors } = run({ fy: "2025-26", monthsBeforeSep: "x", city2001: "x", leaseRent: "x", hotelCharges: "x", shortStay: "x", licenceFee: "x", furnitureCost: "x", furnitureHire: "x" });
    expect(errors).toEqual({});
    expect(figure(result, "perquisite")).toBe(180_000);
  });

  test("given a year other than FY 2023-24, then an impossible split in the hidden field is not checked", () => {
    expect(run({ fy: "2025-26", months: "3", monthsBeforeSep: "5" }).errors).toEqual({});
  });
});

describe("rent-free-accommodation calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 500_000_000 }).map(String);
  const rawInputs = fc
    .record({
      fy: fc.constantFrom(...FINANCIAL_YEARS),
      housing: fc.constantFrom("owned", "leased", "hotel", "government"),
      city: fc.constantFrom(...CITY_CLASSES),
      city2001: fc.constantFrom(...CITY_CLASSES),
      months: fc.integer({ min: 1, max: 12 }),
      beforeShare: fc.integer({ min: 0, max: 5 }),
      basic: amount,
      da: amount,
      bonus: amount,
      allowances: amount,
      leaseRent: amount,
      hotelCharges: amount,
      shortStay: fc.constantFrom("0", "1"),
      licenceFee: amount,
      furniture: fc.constantFrom("none", "owned", "hired"),
      furnitureCost: amount,
      furnitureHire: amount,
      rentPaid: amount,
    })
    // the months before September are drawn as a possible split of the months (others are refused, tested above)
    .map(({ months, beforeShare, ...raw }) => {
      const lowest = Math.max(0, months - 7);
      const highest = Math.min(5, months);
      return { ...raw, months: String(months), monthsBeforeSep: String(lowest + (beforeShare % (highest - lowest + 1))) };
    });

  test("given any valid inputs, then every amount is a finite non-negative whole rupee and the parts add up", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        expect(errors).toEqual({});
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          expect(Number.isInteger(f.value) && (f.value as number) >= 0).toBe(true);
        }
        const gross = num(result, "accommodationValue") + num(result, "furnitureValue");
        expect(num(result, "perquisite")).toBe(Math.max(0, gross - Number(raw.rentPaid)));
        const salary = num(result, "salary");
        // never more than the highest rate (15%; 24% in a hotel) of salary, plus a rupee of rounding per period
        if (raw.housing === "owned" || raw.housing === "leased") expect(num(result, "accommodationValue")).toBeLessThanOrEqual(0.15 * salary + 2);
        if (raw.housing === "leased") expect(num(result, "accommodationValue")).toBeLessThanOrEqual(Number(raw.leaseRent) + 2);
        if (raw.housing === "hotel") expect(num(result, "accommodationValue")).toBeLessThanOrEqual(Math.min(0.24 * salary + 1, Number(raw.hotelCharges)));
      }),
      { numRuns: 400 },
    );
  });

  test("given more salary, then the perquisite never falls; given more rent paid, it never rises", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 100_000_000 }), (raw, extra) => {
        const base = num(run(raw).result, "perquisite");
        expect(num(run({ ...raw, basic: String(Number(raw.basic) + extra) }).result, "perquisite")).toBeGreaterThanOrEqual(base);
        expect(num(run({ ...raw, rentPaid: String(Number(raw.rentPaid) + extra) }).result, "perquisite")).toBeLessThanOrEqual(base);
      }),
      { numRuns: 300 },
    );
  });

  test("given a more populous city, then an employer-owned house is never valued lower", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const owned = { ...raw, housing: "owned" };
        const values = CITY_CLASSES.map((city) => num(run({ ...owned, city, city2001: city }).result, "accommodationValue"));
        expect(values[0]).toBeGreaterThanOrEqual(values[1]!);
        expect(values[1]).toBeGreaterThanOrEqual(values[2]!);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(rentFreeAccommodation.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
