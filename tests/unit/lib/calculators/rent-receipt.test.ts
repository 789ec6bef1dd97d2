import fc from "fast-check";
import { receiptsFor, rentReceipt } from "@/lib/calculators/rent-receipt";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(rentReceipt);


/** The receipts the page shows for these inputs (the inputs must be valid). */
function receipts(raw: RawInputs) {
  const read = readInputs(rentReceipt, { ...defaultRawInputs(rentReceipt), ...raw });
  if (!read.input) throw new Error(`invalid inputs: ${JSON.stringify(read.errors)}`);
  return receiptsFor(read.input);
}

const PAN = "ABCPE1234F";

describe("rent-receipt generator: worked examples (hand computations in comments)", () => {
  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, number | string> }>([
    {
      scenario: "defaults: ₹8,000 a month for April 2026 to March 2027, 12 monthly receipts, ₹96,000, no PAN (docs/tax-methods.md §7.3)",
      raw: {},
      // 8,000 × 12 = 96,000 ≤ 1,00,000 → PAN not required; 8,000 ≤ 50,000 a month → no TDS
      expected: { receipts: 12, totalRent: 96_000, panRequired: "No", tds194ib: 0 },
    },
    {
      scenario: "₹9,000 a month for a year: ₹1,08,000, PAN required and given (docs/tax-methods.md §7.3)",
      raw: { rent: "9000", pan: PAN },
      // 9,000 × 12 = 1,08,000 > 1,00,000 → PAN required
      expected: { receipts: 12, totalRent: 108_000, panRequired: "Yes", tds194ib: 0 },
    },
    {
      scenario: "exactly ₹1,00,000 in the year (₹10,000 × 10 months, April 2026 to January 2027): PAN not required",
      raw: { rent: "10000", to: "2027-01" },
      // 10,000 × 10 = 1,00,000, not above 1,00,000 → not required
      expected: { receipts: 10, totalRent: 100_000, panRequired: "No", tds194ib: 0 },
    },
    {
      scenario: "₹1,00,001 in the year (one month of ₹1,00,001): PAN required, landlord has none, declaration attached",
      raw: { rent: "100001", from: "2026-06", to: "2026-06", noPan: "1" },
      // 1,00,001 > 1,00,000 → required. Rent above 50,000 a month: TDS 20% without PAN (s.206AA) = 20,000.20,
      // capped at one month's rent (s.194-IB(4)) → 20,000 (nearest rupee; the cap of 1,00,001 does not bite)
      expected: { receipts: 1, totalRent: 100_001, panRequired: "Yes", tds194ib: 20_000 },
    },
    {
      scenario: "₹8,333 a month for a year: ₹99,996, PAN not required",
      raw: { rent: "8333" },
      // 8,333 × 12 = 99,996 ≤ 1,00,000
      expected: { receipts: 12, totalRent: 99_996, panRequired: "No", tds194ib: 0 },
    },
    {
      scenario: "₹8,334 a month for a year: ₹1,00,008, PAN required",
      raw: { rent: "8334", pan: PAN },
      // 8,334 × 12 = 1,00,008 > 1,00,000
      expected: { receipts: 12, totalRent: 100_008, panRequired: "Yes", tds194ib: 0 },
    },
    {
      scenario: "quarterly for a full year: 4 receipts of ₹24,000",
      raw: { freq: "quarterly" },
      // 12 months ÷ 3 = 4 receipts; 8,000 × 3 = 24,000 each; 96,000 in all
      expected: { receipts: 4, totalRent: 96_000, panRequired: "No", tds194ib: 0 },
    },
    {
      scenario: "quarterly from May 2026 to March 2027: 3 full quarters and a last one of 2 months, ₹88,000",
      raw: { freq: "quarterly", from: "2026-05" },
      // 11 months: May–Jul, Aug–Oct, Nov–Jan, Feb–Mar → 4 receipts; 8,000 × 11 = 88,000
      expected: { receipts: 4, totalRent: 88_000, panRequired: "No", tds194ib: 0 },
    },
    {
      scenario: "194-IB: ₹55,000 a month in FY 2024-25, deducted from the March 2025 rent at 2%: ₹13,200 (docs/tax-methods.md §7.3)",
      raw: { rent: "55000", from: "2024-04", to: "2025-03", pan: PAN },
      // 55,000 > 50,000 a month → 2% (from 1 October 2024) × 6,60,000 = 13,200
      expected: { receipts: 12, totalRent: 660_000, panRequired: "Yes", tds194ib: 13_200 },
    },
    {
      scenario: "194-IB: ₹60,000 a month, tenancy ending September 2024, deducted before 1 October 2024 at 5%: ₹18,000",
      raw: { rent: "60000", from: "2024-04", to: "2024-09", pan: PAN },
      // 6 months × 60,000 = 3,60,000 × 5% = 18,000
      expected: { receipts: 6, totalRent: 360_000, panRequired: "Yes", tds194ib: 18_000 },
    },
    {
      scenario: "194-IB without the landlord's PAN: ₹60,000 a month for a year, 20% capped at one month's rent: ₹60,000",
      raw: { rent: "60000", noPan: "1" },
      // 20% × 7,20,000 = 1,44,000 > 60,000 (last month's rent) → 60,000
      expected: { receipts: 12, totalRent: 720_000, panRequired: "Yes", tds194ib: 60_000 },
    },
    {
      scenario: "194-IB threshold: exactly ₹50,000 a month is not above it, no TDS",
      raw: { rent: "50000", pan: PAN },
      // 50,000 × 12 = 6,00,000; 50,000 is not above 50,000 → no TDS
      expected: { receipts: 12, totalRent: 600_000, panRequired: "Yes", tds194ib: 0 },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given quarterly receipts from May, then each covers three months from the first and the last the two left", () => {
    const set = receipts({ freq: "quarterly", from: "2026-05" });
    expect(set.receipts.map((receipt) => [receipt.number, receipt.period, receipt.months, receipt.amount])).toEqual([
      ["2026-27/01", "May 2026 to July 2026", 3, 24_000],
      ["2026-27/02", "August 2026 to October 2026", 3, 24_000],
      ["2026-27/03", "November 2026 to January 2027", 3, 24_000],
      ["2026-27/04", "February 2027 to March 2027", 2, 16_000],
    ]);
  });

  test.each([
    ["one month", { freq: "quarterly", from: "2026-04", to: "2026-04" }, [8_000]],
    ["four months", { freq: "quarterly", from: "2026-04", to: "2026-07" }, [24_000, 8_000]],
    ["five months", { freq: "quarterly", from: "2026-04", to: "2026-08" }, [24_000, 16_000]],
  ])("given quarterly receipts for %s, then the amounts are %j", (_, raw, amounts) => {
    expect(receipts(raw).receipts.map((receipt) => receipt.amount)).toEqual(amounts);
  });

  test("given monthly receipts for the default year, then they are numbered, dated on the 5th and worded", () => {
    const set = receipts({});
    expect(set.receipts).toHaveLength(12);
    expect(set.receipts[0]).toMatchObject({
      number: "2026-27/01",
      period: "April 2026",
      amount: 8_000,
      amountInWords: "Eight thousand rupees only",
      paidOn: "2026-04-05",
      paidOnText: "5 April 2026",
      revenueStamp: false,
    });
    expect(set.receipts[11]).toMatchObject({ number: "2026-27/12", period: "March 2027", paidOn: "2027-03-05" });
    expect(set.receipts.reduce((sum, receipt) => sum + receipt.amount, 0)).toBe(96_000);
    expect(set.panText).toBe("Not required (rent for the year up to ₹1,00,000)");
  });

  test.each([
    ["31st in February 2027 (28 days)", { day: "31", from: "2027-02", to: "2027-02" }, "2027-02-28"],
    ["31st in February 2028 (leap year)", { day: "31", from: "2028-02", to: "2028-02" }, "2028-02-29"],
    ["31st in April", { day: "31", from: "2026-04", to: "2026-04" }, "2026-04-30"],
    ["1st in April", { day: "1", from: "2026-04", to: "2026-04" }, "2026-04-01"],
  ])("given rent paid on the %s, then the receipt is dated %s", (_, raw, paidOn) => {
    expect(receipts(raw).receipts[0]?.paidOn).toBe(paidOn);
  });

  test.each([
    ["cash, ₹5,000 a month: not above ₹5,000, no stamp", { mode: "cash", rent: "5000" }, false],
    ["cash, ₹5,001 a month: a stamp", { mode: "cash", rent: "5001" }, true],
    ["bank transfer, ₹6,000 a month: no stamp", { mode: "bank", rent: "6000" }, false],
    ["cheque, ₹6,000 a month: no stamp", { mode: "cheque", rent: "6000" }, false],
    ["cash, ₹2,000 a month in quarterly receipts of ₹6,000: a stamp", { mode: "cash", rent: "2000", freq: "quarterly" }, true],
  ])("given %s (Stamp Act, Schedule I, Article 53)", (_, raw, stamped) => {
    expect(receipts(raw).receipts[0]?.revenueStamp).toBe(stamped);
  });

  test("given ₹1,00,001 for one month, then the amount in words has no stray 'thousand'", () => {
    // 1,00,001 = one lakh, no thousands, one
    expect(receipts({ rent: "100001", from: "2026-06", to: "2026-06", noPan: "1" }).receipts[0]?.amountInWords).toBe("One lakh one rupees only");
  });

  test("given the landlord's PAN, then every receipt carries it; with the declaration, it says so", () => {
    expect(receipts({ rent: "9000", pan: "abcpe 1234f" }).panText).toBe(PAN);
    expect(receipts({ rent: "9000", noPan: "1" }).panText).toBe("Not available: the landlord's declaration is attached");
  });

  test("given the PAN is needed, then the summary and breakdown say so, and every step names its rule", () => {
    const { result } = run({ rent: "9000", pan: PAN });
    expect(result?.summary).toBe(
      "12 monthly receipts for April 2026 to March 2027: ₹1,08,000 in all. The rent for the year is above ₹1,00,000, so the receipts carry the landlord's PAN.",
    );
    for (const step of result?.breakdown.flatMap((section) => section.steps) ?? []) expect(step.reference?.trim()).toBeTruthy();
  });
});

describe("rent-receipt generator: input validation", () => {
  test.each([
    ["rent", "0", "Enter at least ₹1."],
    ["rent", "abc", "Enter an amount in rupees using digits, like 12,75,000."],
    ["rent", "8000.50", "Enter whole rupees, without decimals."],
    ["from", "April 2026", "Enter the month as YYYY-MM, for example 2026-04 for April 2026."],
    ["from", "2026-13", "There is no month 13: use 01 (January) to 12 (December)."],
    ["to", "2026-00", "There is no month 00: use 01 (January) to 12 (December)."],
    ["from", "1999-04", "Enter a year from 2000 to 2099."],
    ["to", "", "Enter the month as YYYY-MM, for example 2026-04 for April 2026."],
    ["day", "0", "Enter at least 1 day."],
    ["day", "32", "Enter at most 31 days."],
    ["freq", "weekly", "Choose one of: Each month, Every three months."],
    ["mode", "card", "Choose one of: Bank transfer or UPI, Cheque, Cash."],
    ["pan", "ABCDE1234F", expect.stringContaining("“D” is none of these")],
    ["pan", "ABCPE123F", expect.stringContaining("A PAN has 10 characters; this has 9.")],
    ["noPan", "yes", "Use 1 for yes or 0 for no."],
  ])("given %s=%p, then that field says so and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toEqual(message);
    expect(result).toBeNull();
  });

  test.each([
    ["the last month before the first", { from: "2026-06", to: "2026-05" }, "to", "The last month is before the first (June 2026)."],
    [
      "months in two financial years",
      { from: "2026-04", to: "2027-04" },
      "to",
      "Receipts are made for one financial year (April to March) at a time: choose a last month up to March 2027, and make a second set for the months after.",
    ],
    [
      "rent above ₹1,00,000 in the year without a PAN",
      { rent: "9000" },
      "pan",
      'The rent for the year comes to ₹1,08,000, above ₹1,00,000: enter the landlord\'s PAN, or switch on "The landlord has no PAN" and attach their declaration.',
    ],
    [
      "₹1,00,001 for one month without a PAN",
      { rent: "100001", from: "2026-06", to: "2026-06" },
      "pan",
      'The rent for the year comes to ₹1,00,001, above ₹1,00,000: enter the landlord\'s PAN, or switch on "The landlord has no PAN" and attach their declaration.',
    ],
  ])("given %s, then the cross-field rule marks %s", (_, raw, field, message) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({ [field]: message });
    expect(result).toBeNull();
  });

  test("given a PAN, then the no-PAN switch is hidden and ignored", () => {
    const { result, errors } = run({ rent: "9000", pan: PAN, noPan: "1" });
    expect(errors).toEqual({});
    expect(receipts({ rent: "9000", pan: PAN, noPan: "1" }).panText).toBe(PAN);
    expect(figure(result, "panRequired")).toBe("Yes");
  });
});

describe("rent-receipt generator: properties over random inputs", () => {
  // Any month of FY 2023-24 to 2027-28, and a later month of the same year.
  const period = fc.integer({ min: 2023, max: 2027 }).chain((startYear) =>
    fc.tuple(fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 })).map(([a, b]) => {
      const [first, last] = a <= b ? [a, b] : [b, a];
      const month = (offset: number) => {
        const index = startYear * 12 + 3 + offset;
        return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
      };
      return { from: month(first), to: month(last), months: last - first + 1 };
    }),
  );
  const inputs = fc.record({
    rent: fc.integer({ min: 1, max: 10_000_000 }),
    period,
    freq: fc.constantFrom("monthly", "quarterly"),
    mode: fc.constantFrom("bank", "cheque", "cash"),
    day: fc.integer({ min: 1, max: 31 }),
  });

  test("given any rent and period in one year, then the receipts add up to rent × months, one per month or per three months", () => {
    fc.assert(
      fc.property(inputs, ({ rent, period: { from, to, months }, freq, mode, day }) => {
        const raw = { rent: String(rent), from, to, freq, mode, day: String(day), noPan: "1" };
        const set = receipts(raw);
        expect(set.totalRent).toBe(rent * months);
        expect(set.receipts.reduce((sum, receipt) => sum + receipt.amount, 0)).toBe(rent * months);
        expect(set.receipts).toHaveLength(freq === "monthly" ? months : Math.ceil(months / 3));
        for (const receipt of set.receipts) {
          expect(receipt.amount).toBeGreaterThan(0);
          expect(receipt.amountInWords).toMatch(/rupees? only$/);
          expect(receipt.paidOn.slice(0, 7)).toBe(receipt.from);
        }
        expect(set.panRequired).toBe(rent * months > 100_000);
        const { result } = run(raw);
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value === "number") {
            expect(Number.isFinite(f.value)).toBe(true);
            expect(f.value).toBeGreaterThanOrEqual(0);
          }
        }
        expect(figure(result, "tds194ib") as number).toBeLessThanOrEqual(rent);
      }),
      { numRuns: 300 },
    );
  });

  test("given more rent and everything else the same, then the total and the TDS never fall", () => {
    fc.assert(
      fc.property(inputs, fc.integer({ min: 1, max: 100_000 }), ({ rent, period: { from, to } }, extra) => {
        const base = { from, to, pan: PAN };
        const lower = Math.min(rent, 9_000_000); // leaves room below the ₹1 crore a month the field accepts
        const before = run({ ...base, rent: String(lower) }).result;
        const after = run({ ...base, rent: String(lower + extra) }).result;
        expect(figure(after, "totalRent") as number).toBeGreaterThan(figure(before, "totalRent") as number);
        expect(figure(after, "tds194ib") as number).toBeGreaterThanOrEqual(figure(before, "tds194ib") as number);
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(rentReceipt.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("rent-receipt rules: every value is dated and sourced", () => {
  const values = Object.entries(RENT_RECEIPT_RULES).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((entry, index) => [`${name}[${index}]`, entry] as const) : [[name, value] as const],
  );

  test.each(values)("%s has a reference, a unit and an effectiveFrom date", (_, parameter) => {
    expect(parameter.reference.trim().length).toBeGreaterThan(10);
    expect(["INR", "percent", "months"]).toContain(parameter.unit);
    expect(parameter.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("the 194-IB rates are in date order: 5% until 30 September 2024, 2% from 1 October 2024", () => {
    expect(RENT_RECEIPT_RULES.tdsOnRentRate.map((rate) => [rate.effectiveFrom, rate.value])).toEqual([
      ["2017-06-01", 5],
      ["2024-10-01", 2],
    ]);
  });
});
