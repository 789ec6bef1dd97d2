import fc from "fast-check";
import { sectionOptionsFor, tds } from "@/lib/calculators/tds";
import { type RawInputs } from "@/lib/calculators/read-inputs";
import { describeNoPanRate, describeRate, describeThreshold } from "@/lib/tax/tds-describe";
import { TDS_RATES_BY_YEAR, TDS_YEARS, tdsRowsFor, type TdsSectionRow, type TdsYear } from "@/lib/tax/tds-rates";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(tds);


interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number>;
}

const noTds = { applies: "No", tds: 0 };

/*
 * The errata of docs/tax-methods.md keep every TDS rate and threshold of FY 2025-26 for the tax
 * year 2026-27 (now s.392 and s.393 of the Income-tax Act, 2025), so each hand computation
 * below holds for both years and runs once per year with `fy` set, as a shared link sets it.
 */
const bothYears = (examples: Example[]) =>
  (["2025-26", "2026-27"] as const).flatMap((fy) => examples.map((example) => ({ ...example, fy, raw: { fy, ...example.raw } })));

describe("tds calculator: worked examples (hand computations in comments)", () => {
  test.each<Example & { fy: TdsYear }>(bothYears([
    {
      scenario: "defaults: professional fees ₹55,000 to an individual with PAN: ₹5,500 (docs/tax-methods.md §24 ex. 3)",
      raw: {},
      // 55,000 > 50,000 (s.194J, FA 2025) → 10% × 55,000 = 5,500; 55,000 − 5,500 = 49,500
      expected: { applies: "Yes", rate: 10, tds: 5_500, net: 49_500 },
    },
    {
      scenario: "professional fees ₹45,000: below the ₹50,000 limit, nil (docs/tax-methods.md §24 ex. 3)",
      raw: { amount: "45000" },
      // the rate that would apply above the threshold is still shown
      expected: { ...noTds, net: 45_000, rate: 10 },
    },
    {
      scenario: "professional fees exactly ₹50,000: not above the limit, nil",
      raw: { amount: "50000" },
      expected: noTds,
    },
    {
      scenario: "professional fees ₹50,001: ₹5,000 (10% = 5,000.10, rounded to the rupee)",
      raw: { amount: "50001" },
      expected: { applies: "Yes", tds: 5_000, net: 45_001 },
    },
    {
      scenario: "professional fees ₹55,000 without PAN: 20% under s.206AA, ₹11,000",
      raw: { pan: "0" },
      expected: { rate: 20, tds: 11_000, net: 44_000 },
    },
    {
      scenario: "FD interest ₹60,000 to a 45-year-old: ₹6,000 (docs/tax-methods.md §24 ex. 1)",
      raw: { section: "194A-bank", amount: "60000" },
      // 60,000 > 50,000 → 10% × 60,000
      expected: { applies: "Yes", tds: 6_000, net: 54_000 },
    },
    {
      scenario: "FD interest ₹60,000 to a senior citizen: within ₹1,00,000, nil (docs/tax-methods.md §24 ex. 1)",
      raw: { section: "194A-bank", amount: "60000", senior: "1" },
      expected: noTds,
    },
    {
      scenario: "FD interest ₹1,00,001 to a senior citizen: ₹10,000",
      raw: { section: "194A-bank", amount: "100001", senior: "1" },
      // 10% × 1,00,001 = 10,000.10 → 10,000
      expected: { applies: "Yes", tds: 10_000 },
    },
    {
      scenario: "FD interest ₹60,000 to an HUF: the senior-citizen limit does not apply, ₹6,000",
      raw: { section: "194A-bank", amount: "60000", payee: "huf", senior: "1" },
      expected: { tds: 6_000 },
    },
    {
      scenario: "interest ₹12,000 from a company deposit (194A, other payers): ₹1,200",
      raw: { section: "194A-other", amount: "12000" },
      expected: { tds: 1_200 },
    },
    {
      scenario: "interest ₹10,000 from another payer: not above the limit, nil",
      raw: { section: "194A-other", amount: "10000" },
      expected: noTds,
    },
    {
      scenario: "office rent ₹60,000 a month paid by a company: 194-I(b) 10%, ₹6,000 (docs/tax-methods.md §24 ex. 2)",
      raw: { section: "194-I-b", amount: "60000", payee: "company" },
      expected: { tds: 6_000, net: 54_000 },
    },
    {
      scenario: "rent ₹50,000 for a month: not above the limit, nil",
      raw: { section: "194-I-b", amount: "50000" },
      expected: noTds,
    },
    {
      scenario: "machinery hire ₹60,000 a month: 194-I(a) 2%, ₹1,200",
      raw: { section: "194-I-a", amount: "60000" },
      expected: { tds: 1_200 },
    },
    {
      scenario: "house rent ₹60,000 a month for 12 months paid by a salaried person: 194-IB 2%, ₹14,400 (docs/tax-methods.md §24 ex. 2)",
      raw: { section: "194-IB", amount: "60000", months: "12" },
      // 60,000 × 12 = 7,20,000; 2% = 14,400; 7,20,000 − 14,400 = 7,05,600
      expected: { tds: 14_400, net: 705_600 },
    },
    {
      scenario: "house rent ₹60,000 for 3 months: ₹3,600",
      raw: { section: "194-IB", amount: "60000", months: "3" },
      // 1,80,000 × 2%
      expected: { tds: 3_600 },
    },
    {
      scenario: "house rent ₹60,000 for 12 months, landlord without PAN: 20% = 1,44,000, capped at one month's rent, ₹60,000",
      raw: { section: "194-IB", amount: "60000", pan: "0" },
      expected: { tds: 60_000, net: 660_000 },
    },
    {
      scenario: "house rent ₹50,000 a month: not above the limit, nil",
      raw: { section: "194-IB", amount: "50000" },
      expected: noTds,
    },
    {
      scenario: "contractor: one payment ₹25,000, year's total ₹90,000: nil",
      raw: { section: "194C", amount: "25000", yearTotal: "90000" },
      expected: noTds,
    },
    {
      scenario: "contractor: one payment ₹35,000 to an individual: 1%, ₹350",
      raw: { section: "194C", amount: "35000" },
      expected: { tds: 350, rate: 1 },
    },
    {
      scenario: "contractor: one payment ₹35,000 to a company: 2%, ₹700",
      raw: { section: "194C", amount: "35000", payee: "company" },
      expected: { tds: 700, rate: 2 },
    },
    {
      scenario: "contractor: payment ₹20,000 taking the year to ₹1,10,000: 1% of this payment, ₹200",
      raw: { section: "194C", amount: "20000", yearTotal: "110000" },
      expected: { applies: "Yes", tds: 200 },
    },
    {
      scenario: "contractor: ₹30,050 to an individual: 1% = 300.50, rounded half up to ₹301",
      raw: { section: "194C", amount: "30050" },
      expected: { tds: 301 },
    },
    {
      scenario: "insurance commission ₹25,000 to an individual agent: 2%, ₹500",
      raw: { section: "194D", amount: "25000" },
      expected: { tds: 500 },
    },
    {
      scenario: "insurance commission ₹25,000 to a company: 10%, ₹2,500",
      raw: { section: "194D", amount: "25000", payee: "company" },
      expected: { tds: 2_500, rate: 10 },
    },
    {
      scenario: "insurance commission ₹25,000 to a firm: 2%, ₹500",
      raw: { section: "194D", amount: "25000", payee: "other" },
      expected: { tds: 500 },
    },
    {
      scenario: "insurance commission ₹20,000: not above the limit, nil",
      raw: { section: "194D", amount: "20000" },
      expected: noTds,
    },
    {
      scenario: "dividend ₹10,000 to an individual: not above the limit, nil",
      raw: { section: "194", amount: "10000" },
      expected: noTds,
    },
    {
      scenario: "dividend ₹10,001 to an individual: ₹1,000",
      raw: { section: "194", amount: "10001" },
      expected: { tds: 1_000 },
    },
    {
      scenario: "dividend ₹5,000 to an HUF: the limit is for individuals only, ₹500",
      raw: { section: "194", amount: "5000", payee: "huf" },
      expected: { applies: "Yes", tds: 500 },
    },
    {
      scenario: "lottery prize ₹10,001: 30%, ₹3,000",
      raw: { section: "194B", amount: "10001" },
      // 30% × 10,001 = 3,000.30 → 3,000
      expected: { tds: 3_000 },
    },
    {
      scenario: "lottery prize ₹10,001 without PAN: still 30% (s.206AA takes the higher of 30% and 20%), ₹3,000",
      raw: { section: "194B", amount: "10001", pan: "0" },
      expected: { tds: 3_000, rate: 30 },
    },
    {
      scenario: "lottery prize ₹10,000: nil",
      raw: { section: "194B", amount: "10000" },
      expected: noTds,
    },
    {
      scenario: "horse-race winnings ₹12,000: ₹3,600",
      raw: { section: "194BB", amount: "12000" },
      expected: { tds: 3_600 },
    },
    {
      scenario: "online game net winnings ₹500: no threshold, ₹150",
      raw: { section: "194BA", amount: "500" },
      expected: { applies: "Yes", tds: 150 },
    },
    {
      scenario: "flat bought for ₹60 lakh: 1%, ₹60,000",
      raw: { section: "194-IA", amount: "6000000" },
      expected: { tds: 60_000, net: 5_940_000 },
    },
    {
      scenario: "flat bought for ₹45 lakh with stamp value ₹52 lakh: 1% of 52 lakh, ₹52,000 out of the price",
      raw: { section: "194-IA", amount: "4500000", stampValue: "5200000" },
      // 45,00,000 − 52,000 = 44,48,000
      expected: { tds: 52_000, net: 4_448_000 },
    },
    {
      scenario: "flat at ₹49,99,999: nil",
      raw: { section: "194-IA", amount: "4999999" },
      expected: noTds,
    },
    {
      scenario: "life-policy payout ₹5 lakh, premiums ₹3.5 lakh: 2% of ₹1.5 lakh, ₹3,000",
      raw: { section: "194DA", amount: "500000", premiums: "350000" },
      expected: { tds: 3_000, net: 497_000 },
    },
    {
      scenario: "life-policy payout ₹99,999: below ₹1 lakh, nil",
      raw: { section: "194DA", amount: "99999" },
      expected: noTds,
    },
    {
      scenario: "cash withdrawals ₹1.2 crore: 2% of the ₹20 lakh above ₹1 crore, ₹40,000",
      raw: { section: "194N", amount: "12000000" },
      expected: { tds: 40_000, net: 11_960_000 },
    },
    {
      scenario: "cash withdrawals exactly ₹1 crore: nil",
      raw: { section: "194N", amount: "10000000" },
      expected: noTds,
    },
    {
      scenario: "purchases of ₹60 lakh from one seller: 0.1% of ₹10 lakh, ₹1,000",
      raw: { section: "194Q", amount: "6000000", payee: "company" },
      expected: { tds: 1_000 },
    },
    {
      scenario: "purchases of ₹60 lakh, seller without PAN: 5% of ₹10 lakh, ₹50,000",
      raw: { section: "194Q", amount: "6000000", payee: "company", pan: "0" },
      expected: { tds: 50_000, rate: 5 },
    },
    {
      scenario: "purchases of ₹50,12,345: 0.1% of ₹12,345 = 12.345, rounded to ₹12",
      raw: { section: "194Q", amount: "5012345", payee: "company" },
      expected: { tds: 12 },
    },
    {
      scenario: "e-commerce sales ₹4 lakh by an individual with PAN: nil",
      raw: { section: "194-O", amount: "400000" },
      expected: noTds,
    },
    {
      scenario: "e-commerce sales ₹5,00,500 by an individual: 0.1% = 500.50, rounded half up to ₹501",
      raw: { section: "194-O", amount: "500500" },
      expected: { tds: 501 },
    },
    {
      scenario: "e-commerce sales ₹4 lakh by an individual without PAN: 5% of the whole, ₹20,000",
      raw: { section: "194-O", amount: "400000", pan: "0" },
      expected: { applies: "Yes", tds: 20_000 },
    },
    {
      scenario: "e-commerce sales ₹4 lakh by a company: no limit for companies, 0.1%, ₹400",
      raw: { section: "194-O", amount: "400000", payee: "company" },
      expected: { tds: 400 },
    },
    {
      scenario: "crypto bought for ₹20,000 by a buyer who is not a specified person: 1%, ₹200",
      raw: { section: "194S", amount: "20000" },
      expected: { tds: 200 },
    },
    {
      scenario: "crypto bought for ₹20,000 by a specified person: within ₹50,000, nil",
      raw: { section: "194S", amount: "20000", specified: "1" },
      expected: noTds,
    },
    {
      scenario: "crypto bought for ₹60,000 by a specified person: ₹600",
      raw: { section: "194S", amount: "60000", specified: "1" },
      expected: { tds: 600 },
    },
    {
      scenario: "firm pays a partner ₹25,000 interest (194T): ₹2,500",
      raw: { section: "194T", amount: "25000" },
      expected: { tds: 2_500 },
    },
    {
      scenario: "firm pays a partner ₹20,000: nil",
      raw: { section: "194T", amount: "20000" },
      expected: noTds,
    },
    {
      scenario: "EPF withdrawal ₹50,000 before five years: ₹50,000 or more, 10%, ₹5,000",
      raw: { section: "192A", amount: "50000" },
      expected: { tds: 5_000 },
    },
    {
      scenario: "EPF withdrawal ₹49,999: nil",
      raw: { section: "192A", amount: "49999" },
      expected: noTds,
    },
    {
      scenario: "EPF withdrawal ₹50,000 without PAN: 20%, ₹10,000",
      raw: { section: "192A", amount: "50000", pan: "0" },
      expected: { tds: 10_000 },
    },
    {
      scenario: "mutual fund income ₹12,000: ₹1,200",
      raw: { section: "194K", amount: "12000" },
      expected: { tds: 1_200 },
    },
    {
      scenario: "compulsory acquisition compensation ₹6 lakh: ₹60,000",
      raw: { section: "194LA", amount: "600000" },
      expected: { tds: 60_000 },
    },
    {
      scenario: "contract paid by an individual ₹60 lakh (194M): 2%, ₹1,20,000",
      raw: { section: "194M", amount: "6000000" },
      expected: { tds: 120_000 },
    },
    {
      scenario: "business perquisite ₹25,000 (194R): ₹2,500",
      raw: { section: "194R", amount: "25000" },
      expected: { tds: 2_500 },
    },
    {
      scenario: "lottery-ticket commission ₹25,000 (194G): 2%, ₹500",
      raw: { section: "194G", amount: "25000" },
      expected: { tds: 500 },
    },
    {
      scenario: "brokerage ₹25,000 without PAN (194H): 20%, ₹5,000",
      raw: { section: "194H", amount: "25000", pan: "0" },
      expected: { tds: 5_000 },
    },
    {
      scenario: "technical fees ₹60,000 (194J(a)): 2%, ₹1,200",
      raw: { section: "194J-a", amount: "60000" },
      expected: { tds: 1_200 },
    },
    {
      scenario: "director's sitting fees ₹5,000: no threshold, 10%, ₹500",
      raw: { section: "194J-director", amount: "5000" },
      expected: { tds: 500 },
    },
    {
      scenario: "joint development agreement payment ₹1 lakh (194-IC): ₹10,000",
      raw: { section: "194-IC", amount: "100000" },
      expected: { tds: 10_000 },
    },
    {
      scenario: "interest on securities ₹12,000 (193): ₹1,200",
      raw: { section: "193", amount: "12000" },
      expected: { tds: 1_200 },
    },
    {
      scenario: "salary ₹12,75,000: taxable ₹12,00,000, no tax after the 87A rebate, nil",
      raw: { section: "192", amount: "1275000" },
      expected: { ...noTds, net: 1_275_000 },
    },
    {
      scenario: "salary ₹15,00,000: tax ₹97,500 for the year",
      raw: { section: "192", amount: "1500000" },
      // 15,00,000 − 75,000 = 14,25,000; 5% × 4L + 10% × 4L + 15% × 2,25,000 = 20,000 + 40,000 + 33,750 = 93,750; + 4% = 97,500
      // average rate 97,500 / 14,25,000 = 6.842% → 6.84
      expected: { applies: "Yes", tds: 97_500, net: 1_402_500, rate: 6.84 },
    },
    {
      scenario: "salary ₹12,80,000: marginal relief, tax ₹5,200",
      raw: { section: "192", amount: "1280000" },
      // taxable 12,05,000; slab tax 60,750; relief caps it at the 5,000 above ₹12 lakh; + 4% = 5,200
      expected: { tds: 5_200 },
    },
    {
      scenario: "salary ₹15,00,000 without PAN: higher of ₹97,500 and 20% of ₹14,25,000, ₹2,85,000",
      raw: { section: "192", amount: "1500000", pan: "0" },
      expected: { tds: 285_000, net: 1_215_000 },
    },
  ]))("$fy: $scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults (tax year 2026-27), then the summary names section 393 of the 2025 Act and the TDS", () => {
    // 55,000 > 50,000 → 10% × 55,000 = 5,500; 55,000 − 5,500 = 49,500
    expect(run({}).result?.summary).toBe(
      "TDS under section 393 of the Income-tax Act, 2025 (was section 194J(b) of the 1961 Act): 10% of ₹55,000 = ₹5,500, leaving ₹49,500 to be paid.",
    );
  });

  test("given fy=2025-26, then the summary names section 194J(b) of the 1961 Act", () => {
    expect(run({ fy: "2025-26" }).result?.summary).toBe("TDS under section 194J(b) of the Income-tax Act, 1961: 10% of ₹55,000 = ₹5,500, leaving ₹49,500 to be paid.");
  });

  test.each([
    ["2026-27", "No TDS under section 393 of the Income-tax Act, 2025 (was section 194J(b) of the 1961 Act). The amount, ₹45,000, is not above the ₹50,000 limit."],
    ["2025-26", "No TDS under section 194J(b) of the Income-tax Act, 1961. The amount, ₹45,000, is not above the ₹50,000 limit."],
  ])("given %s and a payment below the threshold, then the summary says why there is no TDS", (fy, summary) => {
    expect(run({ fy, amount: "45000" }).result?.summary).toBe(summary);
  });

  test("given 194-IB rent without PAN in FY 2025-26, then the summary shows the cap at one month's rent", () => {
    expect(run({ fy: "2025-26", section: "194-IB", amount: "60000", pan: "0" }).result?.summary).toBe(
      // 20% × 7,20,000 = 1,44,000 > 60,000 (s.194-IB(4))
      "TDS under section 194-IB of the Income-tax Act, 1961: 20% of ₹7,20,000 is ₹1,44,000, cut to ₹60,000, one month's rent, leaving ₹6,60,000 to be paid.",
    );
  });

  test("given section 194P, then the TDS is left to the bank and no amount is invented", () => {
    const { result } = run({ section: "194P", amount: "900000" });
    expect(figure(result, "tds")).toBe("Worked out by the bank");
    expect(figure(result, "net")).toBeUndefined();
  });

  test.each(TDS_YEARS)("given %s and every section, then every step of the breakdown names its rule", (fy) => {
    for (const row of tdsRowsFor(fy)) {
      const steps = run({ fy, section: row.id, amount: "7500000", pan: "0" }).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(2);
      for (const step of steps) expect([row.id, (step.reference ?? "").trim().length > 10]).toEqual([row.id, true]);
    }
  });
});

describe("tds rate data", () => {
  const rows = TDS_YEARS.flatMap((fy) => tdsRowsFor(fy).map((row) => ({ fy, row })));

  test("given FY 2025-26, then the table has every section of docs/tax-methods.md §24, each id once", () => {
    const sections = new Set(tdsRowsFor("2025-26").map((row) => row.section.replace(/\(.*\)$/, "")));
    for (const section of ["192", "192A", "193", "194", "194A", "194B", "194BA", "194BB", "194C", "194D", "194DA", "194G", "194H", "194-I", "194-IA", "194-IB", "194-IC", "194J", "194K", "194LA", "194M", "194N", "194-O", "194P", "194Q", "194R", "194S", "194T"]) {
      expect([section, sections.has(section)]).toEqual([section, true]);
    }
    const ids = tdsRowsFor("2025-26").map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  function parametersOf(row: TdsSectionRow) {
    const threshold = row.threshold;
    const rates = row.rates;
    return [
      ...(threshold.kind === "limit" ? [threshold.limit, threshold.seniorCitizenLimit, threshold.specifiedPayerLimit, threshold.singlePaymentLimit] : []),
      ...(rates.kind === "percent" ? [rates.individualHuf, rates.others, rates.company] : []),
      row.noPanRate,
      row.noPanCappedAtOneMonth,
    ].filter((parameter) => parameter != null);
  }

  test.each(rows)("FY $fy $row.id: every value is dated, has a unit and a reference", ({ fy, row }) => {
    expect(row.reference).toMatch(/Income-tax Act/);
    for (const parameter of parametersOf(row)) {
      expect(parameter.reference.trim().length).toBeGreaterThan(10);
      expect(["INR", "percent", "flag"]).toContain(parameter.unit);
      expect(parameter.effectiveFrom <= `${Number(fy.slice(0, 4)) + 1}-03-31`).toBe(true);
    }
    if (row.threshold.kind !== "limit") expect(row.threshold.reference.length).toBeGreaterThan(10);
    if (row.rates.kind === "slab") expect(row.rates.reference.length).toBeGreaterThan(10);
  });

  test.each([
    // section → threshold, individual/HUF rate, others, no PAN: as docs/tax-methods.md §24 and s.206AA read
    ["194A-bank", "Above ₹50,000 in the year; ₹1,00,000 for a senior citizen", "10%", "10%", "20%"],
    ["194C", "Above ₹30,000 in a single payment or ₹1,00,000 in the year", "1%", "2%", "20%"],
    ["194D", "Above ₹20,000 in the year", "2%", "2% (10% for a company)", "20%"],
    ["194-I-a", "Above ₹50,000 a month", "2%", "2%", "20%"],
    ["194-IA", "₹50,00,000 or more (consideration or stamp duty value)", "1%", "1%", "20%"],
    ["194-IB", "Above ₹50,000 a month", "2%", "2%", "20%, at most one month's rent"],
    ["194N", "On the amount above ₹1,00,00,000 in the year", "2%", "2%", "20%"],
    ["194-O", "None for an individual or HUF with sales up to ₹5,00,000 in the year who gave PAN or Aadhaar; otherwise every amount", "0.1%", "0.1%", "5%"],
    ["194Q", "On the amount above ₹50,00,000 in the year", "0.1%", "0.1%", "5%"],
    ["194B", "Above ₹10,000 in a single transaction", "30%", "30%", "30%"],
    ["194S", "Above ₹10,000 in the year; ₹50,000 where the payer is a specified person", "1%", "1%", "20%"],
    ["192", "Income above the exemption limit, after the rebate", "Slab rates", "Not applicable", "Higher of the average rate and 20%"],
    ["192A", "₹50,000 or more in the year", "10%", "Not applicable", "20%"],
  ])("given %s, then the chart reads %p | %s | %s | %s", (id, threshold, individualHuf, others, noPan) => {
    const row = tdsRowsFor("2025-26").find((candidate) => candidate.id === id)!;
    expect(describeThreshold(row)).toBe(threshold);
    expect(describeRate(row, "individualHuf")).toBe(individualHuf);
    expect(describeRate(row, "others")).toBe(others);
    expect(describeNoPanRate(row, "2025-26")).toBe(noPan);
  });

  test("given the year rules, then the no-PAN minimum and the rounding carry references", () => {
    for (const fy of TDS_YEARS) {
      const rules = TDS_RATES_BY_YEAR[fy];
      expect(rules.noPanMinimumRate.value).toBe(20);
      expect(rules.noPanMinimumRate.reference).toMatch(/206AA/);
      expect(rules.rounding.note).toMatch(/UNSURE/);
    }
  });
});

describe("tds calculator: input validation", () => {
  test.each([
    ["section", "194Z", {}, /Choose one of/],
    ["section", "194j-b", {}, /Choose one of/],
    ["payee", "trust", {}, /Choose one of/],
    ["fy", "2024-25", {}, /Choose one of/],
    ["amount", "abc", {}, /digits/],
    ["amount", "-100", {}, /digits/],
    ["amount", "100.50", {}, /whole rupees/],
    ["amount", "999999999999", {}, /at most/],
    ["pan", "yes", {}, /Use 1 for yes or 0 for no/],
    ["months", "13", { section: "194-IB" }, /at most 12/],
    ["months", "0", { section: "194-IB" }, /at least 1/],
    ["yearTotal", "x", { section: "194C" }, /digits/],
    ["premiums", "1e5", { section: "194DA" }, /digits/],
    ["stampValue", "-1", { section: "194-IA" }, /digits/],
    ["senior", "2", { section: "194A-bank" }, /Use 1 for yes or 0 for no/],
    ["specified", "maybe", { section: "194S" }, /Use 1 for yes or 0 for no/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, context, message) => {
    const { result, errors } = run({ ...context, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given invalid text in fields hidden for the section, then it is ignored", () => {
    const { errors, result } = run({ months: "x", premiums: "x", stampValue: "x", senior: "x", specified: "x", yearTotal: "x" });
    expect(errors).toEqual({});
    expect(figure(result, "tds")).toBe(5_500);
  });

  test.each(TDS_YEARS)("given %s and a section paid only to individuals, then the hidden payee type is ignored", (fy) => {
    const { errors, result } = run({ fy, section: "192A", payee: "company", amount: "60000" });
    expect(errors).toEqual({});
    // 10% × 60,000
    expect(figure(result, "tds")).toBe(6_000);
  });
});

describe("tds calculator: properties over random inputs", () => {
  const sectionIds = tdsRowsFor("2025-26").map((row) => row.id);
  const rawInputs = fc.record({
    fy: fc.constantFrom(...TDS_YEARS),
    section: fc.constantFrom(...sectionIds),
    payee: fc.constantFrom("individual", "huf", "company", "other"),
    amount: fc.integer({ min: 0, max: 200_000_000 }).map(String),
    pan: fc.constantFrom("0", "1"),
    senior: fc.constantFrom("0", "1"),
    specified: fc.constantFrom("0", "1"),
    yearTotal: fc.integer({ min: 0, max: 500_000 }).map(String),
    months: fc.integer({ min: 1, max: 12 }).map(String),
    premiums: fc.integer({ min: 0, max: 2_000_000 }).map(String),
    stampValue: fc.integer({ min: 0, max: 100_000_000 }).map(String),
  });

  test("given any valid inputs, then TDS is a whole number of rupees from 0 to the sum paid, and net = paid − TDS ≥ 0", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        const tdsAmount = figure(result, "tds");
        if (typeof tdsAmount !== "number") return; // 194P
        const net = figure(result, "net") as number;
        expect(Number.isInteger(tdsAmount) && tdsAmount >= 0).toBe(true);
        expect(Number.isFinite(net) && net >= 0).toBe(true);
        const paid = raw.section === "194-IB" ? Number(raw.amount) * Number(raw.months) : Number(raw.amount);
        expect(tdsAmount + net).toBe(paid);
      }),
      { numRuns: 500 },
    );
  });

  test("given a larger amount and everything else the same, then TDS never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 20_000_000 }), (raw, extra) => {
        const before = figure(run(raw).result, "tds");
        const after = figure(run({ ...raw, amount: String(Number(raw.amount) + extra) }).result, "tds");
        if (typeof before === "number") expect(after as number).toBeGreaterThanOrEqual(before);
      }),
      { numRuns: 400 },
    );
  });

  test("given no PAN instead of PAN, then TDS never falls", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const withPan = figure(run({ ...raw, pan: "1" }).result, "tds");
        const withoutPan = figure(run({ ...raw, pan: "0" }).result, "tds");
        if (typeof withPan === "number") expect(withoutPan as number).toBeGreaterThanOrEqual(withPan);
      }),
      { numRuns: 400 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(tds.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe("tds calculator: the tax year 2026-27 under the Income-tax Act, 2025", () => {
  test("given no fy, then the calculator opens on the tax year 2026-27 and offers FY 2025-26 too", () => {
    expect(tds.fields.fy.defaultRaw).toBe("2026-27");
    expect(tds.fields.fy.options.map((option) => [option.value, option.label])).toEqual([
      ["2025-26", "FY 2025-26 (AY 2026-27)"],
      ["2026-27", "Tax year 2026-27"],
    ]);
  });

  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, string | number> }>([
    {
      scenario: "professional fees ₹55,000 (393, was 194J(b)), defaults: ₹5,500",
      raw: {},
      // 55,000 > 50,000 → 10% × 55,000 = 5,500; net 49,500
      expected: { applies: "Yes", threshold: "Above ₹50,000 in the year", rate: 10, tds: 5_500, net: 49_500 },
    },
    {
      scenario: "professional fees exactly ₹50,000: not above the limit, nil",
      raw: { amount: "50000" },
      expected: { applies: "No", tds: 0, net: 50_000 },
    },
    {
      scenario: "professional fees ₹50,001: 10% = 5,000.10 → ₹5,000",
      raw: { amount: "50001" },
      expected: { tds: 5_000, net: 45_001 },
    },
    {
      scenario: "office rent ₹75,000 a month paid by a company (was 194-I(b)): 10%, ₹7,500",
      raw: { section: "194-I-b", amount: "75000", payee: "company" },
      // 75,000 > 50,000 a month → 10% × 75,000 = 7,500; 75,000 − 7,500 = 67,500
      expected: { tds: 7_500, net: 67_500, rate: 10 },
    },
    {
      scenario: "office rent ₹50,001 for a month: 10% = 5,000.10 → ₹5,000",
      raw: { section: "194-I-b", amount: "50001" },
      expected: { applies: "Yes", tds: 5_000 },
    },
    {
      scenario: "house rent ₹55,000 a month for 10 months (was 194-IB): 2% of 5,50,000, ₹11,000",
      raw: { section: "194-IB", amount: "55000", months: "10" },
      // 55,000 × 10 = 5,50,000; 2% = 11,000; 5,50,000 − 11,000 = 5,39,000
      expected: { tds: 11_000, net: 539_000 },
    },
    {
      scenario: "contractor ₹40,000 in one payment to an individual (was 194C): 1%, ₹400",
      raw: { section: "194C", amount: "40000", payee: "individual" },
      // 40,000 > 30,000 single payment → 1% × 40,000 = 400
      expected: { tds: 400, rate: 1, net: 39_600 },
    },
    {
      scenario: "contractor ₹40,000 in one payment to a company: 2%, ₹800",
      raw: { section: "194C", amount: "40000", payee: "company" },
      // 2% × 40,000 = 800
      expected: { tds: 800, rate: 2, net: 39_200 },
    },
    {
      scenario: "contractor: exactly ₹30,000 with the year at exactly ₹1,00,000: nil",
      raw: { section: "194C", amount: "30000", yearTotal: "100000" },
      expected: { applies: "No", tds: 0 },
    },
    {
      scenario: "contractor: ₹10,000 taking the year to ₹1,00,001, paid to a firm: 2%, ₹200",
      raw: { section: "194C", amount: "10000", yearTotal: "100001", payee: "other" },
      // year's total 1,00,001 > 1,00,000 → 2% × 10,000 = 200
      expected: { applies: "Yes", tds: 200 },
    },
    {
      scenario: "flat at exactly ₹50 lakh (was 194-IA): s.393(1)(a) taxes only above the limit, nil",
      raw: { section: "194-IA", amount: "5000000" },
      expected: { applies: "No", tds: 0, threshold: "Above ₹50,00,000 (consideration or stamp duty value)" },
    },
    {
      scenario: "flat at ₹50,00,001: 1% = 50,000.01 → ₹50,000",
      raw: { section: "194-IA", amount: "5000001" },
      expected: { applies: "Yes", tds: 50_000, net: 4_950_001 },
    },
    {
      scenario: "brokerage ₹20,000 (was 194H): not above the limit, nil",
      raw: { section: "194H", amount: "20000" },
      expected: { applies: "No", tds: 0 },
    },
    {
      scenario: "brokerage ₹30,000: 2%, ₹600",
      raw: { section: "194H", amount: "30000" },
      // 30,000 > 20,000 → 2% × 30,000 = 600
      expected: { tds: 600, net: 29_400 },
    },
    {
      scenario: "insurance commission ₹30,000 to a company (was 194D): 10%, ₹3,000",
      raw: { section: "194D", amount: "30000", payee: "company" },
      expected: { tds: 3_000, rate: 10 },
    },
    {
      scenario: "bank FD interest ₹75,000 to a 45-year-old (was 194A): 10%, ₹7,500",
      raw: { section: "194A-bank", amount: "75000" },
      // 75,000 > 50,000 → 10% × 75,000 = 7,500
      expected: { tds: 7_500, net: 67_500 },
    },
    {
      scenario: "bank FD interest exactly ₹1,00,000 to a senior citizen: not above the limit, nil",
      raw: { section: "194A-bank", amount: "100000", senior: "1" },
      expected: { applies: "No", tds: 0 },
    },
    {
      scenario: "interest ₹15,000 from a company deposit: 10%, ₹1,500",
      raw: { section: "194A-other", amount: "15000" },
      expected: { tds: 1_500 },
    },
    {
      scenario: "EPF withdrawal ₹80,000 before five years (392, was 192A): 10%, ₹8,000",
      raw: { section: "192A", amount: "80000" },
      expected: { tds: 8_000, net: 72_000 },
    },
    {
      scenario: "salary ₹15,00,000 (392, was 192), new regime: ₹97,500 for the year",
      raw: { section: "192", amount: "1500000" },
      // 15,00,000 − 75,000 (s.19) = 14,25,000; 5% × 4L + 10% × 4L + 15% × 2,25,000 = 20,000 + 40,000 + 33,750 = 93,750; + 4% cess = 97,500
      expected: { applies: "Yes", tds: 97_500, net: 1_402_500 },
    },
    {
      scenario: "salary ₹12,75,000: taxable ₹12,00,000, no tax after the s.156 rebate, nil",
      raw: { section: "192", amount: "1275000" },
      // 12,75,000 − 75,000 = 12,00,000 ≤ 12 lakh → rebate wipes the 60,000 slab tax
      expected: { applies: "No", tds: 0 },
    },
  ])("2026-27 by default: $scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given FY 2025-26, a flat at exactly ₹50 lakh bears TDS from the limit itself (s.194-IA(2): none only below it), ₹50,000", () => {
    const { result } = run({ fy: "2025-26", section: "194-IA", amount: "5000000" });
    // 1% × 50,00,000 = 50,000
    expect([figure(result, "applies"), figure(result, "tds"), figure(result, "threshold")]).toEqual(["Yes", 50_000, "₹50,00,000 or more (consideration or stamp duty value)"]);
  });

  test.each<[TdsYear, RawInputs, number, number]>([
    // s.206AA (errata): the highest of the section's rate, the rate in force and 20%; never twice the rate
    ["2026-27", { amount: "55000", pan: "0" }, 20, 11_000], // max(10, 10, 20) = 20% × 55,000
    ["2025-26", { amount: "55000", pan: "0" }, 20, 11_000],
    ["2026-27", { section: "194C", amount: "40000", pan: "0" }, 20, 8_000], // max(1, 20) = 20% × 40,000 = 8,000
    ["2025-26", { section: "194C", amount: "40000", pan: "0" }, 20, 8_000],
    ["2026-27", { section: "194B", amount: "20000", pan: "0" }, 30, 6_000], // max(30, 20) = 30% × 20,000; twice would be 60% = 12,000
    ["2025-26", { section: "194B", amount: "20000", pan: "0" }, 30, 6_000],
    ["2026-27", { section: "194BA", amount: "1000", pan: "0" }, 30, 300], // 30% × 1,000, not 60%
    ["2026-27", { section: "194-O", amount: "400000", pan: "0" }, 5, 20_000], // proviso: 5% (not 20%) × 4,00,000; the ₹5 lakh limit needs PAN
    ["2026-27", { section: "194Q", amount: "7000000", payee: "company", pan: "0" }, 5, 1_00_000], // 5% × (70L − 50L) = 5% × 20,00,000
  ])("given %s %j without PAN, then the rate is %s% and the TDS ₹%s", (fy, raw, rate, amount) => {
    const { result } = run({ fy, ...raw });
    expect(figure(result, "rate")).toBe(rate);
    expect(figure(result, "tds")).toBe(amount);
  });

  test("given the default year, then the group, the first step and the breakdown name section 393 of the 2025 Act", () => {
    const result = run({}).result!;
    expect(result.groups[0]!.title).toBe("Section 393 (was 194J(b))");
    expect(result.breakdown[0]!.title).toBe("How the TDS under section 393 (was 194J(b)) is worked out");
    expect(result.breakdown[0]!.steps[0]!.label).toBe("Section 393 of the Income-tax Act, 2025 (was section 194J(b) of the 1961 Act)");
    expect(result.breakdown[0]!.steps[0]!.reference).toBe("Income-tax Act, 2025, s.393 (was s.194J of the Income-tax Act, 1961)");
  });

  test("given fy=2025-26, then the group and the first step name section 194J(b) of the 1961 Act", () => {
    const result = run({ fy: "2025-26" }).result!;
    expect(result.groups[0]!.title).toBe("Section 194J(b)");
    expect(result.breakdown[0]!.steps[0]!.label).toBe("Section 194J(b) of the Income-tax Act, 1961");
    expect(result.breakdown[0]!.steps[0]!.reference).toBe("Income-tax Act, 1961, s.194J");
  });

  test.each([
    ["192", "Section 392 of the Income-tax Act, 2025 (was section 192 of the 1961 Act)"],
    ["192A", "Section 392 of the Income-tax Act, 2025 (was section 192A of the 1961 Act)"],
    ["194-IB", "Section 393 of the Income-tax Act, 2025 (was section 194-IB of the 1961 Act)"],
  ])("given section=%s in 2026-27, then the first step reads %p", (section, label) => {
    expect(run({ section, amount: "1500000" }).result!.breakdown[0]!.steps[0]!.label).toBe(label);
  });

  test("given salary in 2026-27, then the rebate step cites section 156, and section 87A in FY 2025-26", () => {
    const labels = (fy: string) => run({ fy, section: "192", amount: "1500000" }).result!.breakdown[0]!.steps.map((step) => step.label);
    expect(labels("2026-27")).toContain("Tax for the year (new regime, after the section 156 rebate, with cess)");
    expect(labels("2025-26")).toContain("Tax for the year (new regime, after the section 87A rebate, with cess)");
  });

  test.each([
    ["2026-27", "Rate without PAN (the s.206AA rule, kept by the 2025 Act)"],
    ["2025-26", "Rate without PAN (s.206AA)"],
  ])("given %s without PAN, then the no-PAN step is named %p", (fy, label) => {
    const steps = run({ fy, pan: "0" }).result!.breakdown[0]!.steps;
    expect(steps.map((step) => step.label)).toContain(label);
  });

  test.each([
    ["194", /dividend threshold .* ₹10,000/],
    ["194S", /crypto \(VDA\) thresholds .* ₹10,000, or ₹50,000/],
  ])("given section=%s in 2026-27, then the UNSURE threshold is shown as an assumption note", (section, text) => {
    const notes = run({ section, amount: "20000" }).result!.notes ?? [];
    expect(notes.some((note) => /^Assumption: /.test(note) && text.test(note))).toBe(true);
    const notes2025 = run({ fy: "2025-26", section, amount: "20000" }).result!.notes ?? [];
    expect(notes2025.some((note) => /^Assumption: /.test(note) && text.test(note))).toBe(false);
  });

  test.each<[RawInputs, number]>([
    // links shared before 2026-27 carry fy=2025-26 and the same section keys
    [{ fy: "2025-26", section: "194J-b", payee: "individual", amount: "55000", pan: "1" }, 5_500], // 10% × 55,000
    [{ fy: "2025-26", section: "194-I-b", payee: "company", amount: "60000", pan: "1" }, 6_000], // 10% × 60,000
    [{ fy: "2025-26", section: "194C", payee: "company", amount: "35000", yearTotal: "35000", pan: "1" }, 700], // 2% × 35,000
    [{ fy: "2025-26", section: "194A-bank", amount: "60000", senior: "1" }, 0], // within ₹1,00,000
    [{ fy: "2025-26", section: "194-IB", amount: "60000", months: "12" }, 14_400], // 2% × 7,20,000
  ])("given the old link %j, then it still resolves, TDS ₹%s", (raw, amount) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    expect(figure(result, "tds")).toBe(amount);
  });

  test("given every section key of FY 2025-26 with fy=2026-27, then it resolves to the same payment", () => {
    const previous = tdsRowsFor("2025-26");
    expect(tdsRowsFor("2026-27").map((row) => row.id)).toEqual(previous.map((row) => row.id));
    for (const row of previous) {
      const { errors, result } = run({ fy: "2026-27", section: row.id });
      expect([row.id, errors]).toEqual([row.id, {}]);
      expect(result!.breakdown[0]!.steps[0]!.text).toBe(row.nature);
    }
  });

  test("given the picker, then it lists both numbers for 2026-27 and the 1961 section for FY 2025-26", () => {
    const label = (fy: TdsYear, id: string) => sectionOptionsFor(fy).find((option) => option.value === id)?.label;
    expect(label("2026-27", "194J-b")).toBe("393 (was 194J(b)): Fees for professional services, other royalty, non-compete fees");
    expect(label("2026-27", "192")).toBe("392 (was 192): Salary");
    expect(label("2026-27", "194-IB")).toBe("393 (was 194-IB): Rent paid by an individual or HUF not liable to tax audit");
    expect(label("2025-26", "194J-b")).toBe("194J(b): Fees for professional services, other royalty, non-compete fees");
    // the field shows the default year's labels (a choice field's options are fixed)
    expect(tds.fields.section.options).toEqual(sectionOptionsFor("2026-27"));
  });
});

describe("tds calculator: the section picker speaks the chosen year's Act", () => {
  const field = tds.fields.section;
  test("for tax year 2026-27 it names section 393 with the 1961 number beside it; for FY 2025-26 the 1961 number alone", () => {
    const label = (fy: string) => field.labelsFor?.({ fy }).find((option) => option.value === "194J-b")?.label ?? "";
    expect(label("2026-27")).toMatch(/^393 \(was 194J\(b\)\): /);
    expect(label("2025-26")).toMatch(/^194J\(b\): /);
    // An unknown year labels as the default year, and the values never change with the year.
    expect(label("1999-00")).toBe(label("2026-27"));
    expect(field.labelsFor?.({ fy: "2025-26" }).map((option) => option.value)).toEqual(field.options.map((option) => option.value));
  });
});
