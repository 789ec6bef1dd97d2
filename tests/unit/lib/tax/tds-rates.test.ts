import { computeTds, type TdsInput } from "@/lib/tax/tds-compute";
import { describeNoPanRate, describeRate, describeThreshold, sectionCitation, sectionLabel } from "@/lib/tax/tds-describe";
import { DEFAULT_TDS_YEAR, TDS_RATES_BY_YEAR, TDS_YEARS, tdsRowsFor, type TdsSectionRow } from "@/lib/tax/tds-rates";
import type { Parameter } from "@/lib/tax/types";

const row = (fy: "2025-26" | "2026-27", id: string) => tdsRowsFor(fy).find((candidate) => candidate.id === id)!;

const base: Omit<TdsInput, "sectionId" | "amount"> = {
  fy: "2026-27",
  payee: "individual",
  panFurnished: true,
  seniorCitizen: false,
  specifiedPayer: false,
  yearTotal: 0,
  months: 12,
  premiums: 0,
  stampValue: 0,
};

function parametersOf(candidate: TdsSectionRow): Parameter<unknown>[] {
  const threshold = candidate.threshold;
  const rates = candidate.rates;
  return [
    ...(threshold.kind === "limit" ? [threshold.limit, threshold.seniorCitizenLimit, threshold.specifiedPayerLimit, threshold.singlePaymentLimit] : []),
    ...(rates.kind === "percent" ? [rates.individualHuf, rates.others, rates.company] : []),
    candidate.noPanRate,
    candidate.noPanCappedAtOneMonth,
  ].filter((parameter) => parameter != null);
}

describe("TDS years", () => {
  test("given the years, then FY 2025-26 is kept and the tax year 2026-27 is the default", () => {
    expect(TDS_YEARS).toEqual(["2025-26", "2026-27"]);
    expect(DEFAULT_TDS_YEAR).toBe("2026-27");
    expect(TDS_RATES_BY_YEAR["2025-26"].act).toBe("Income-tax Act, 1961");
    expect(TDS_RATES_BY_YEAR["2026-27"].act).toBe("Income-tax Act, 2025");
  });
});

describe("TDS rates for the tax year 2026-27 (Income-tax Act, 2025, s.392 and s.393)", () => {
  const previous = tdsRowsFor("2025-26");
  const current = tdsRowsFor("2026-27");

  test("given the errata's section map, then salary rows are s.392, the rest s.393, each naming its 1961 section", () => {
    expect(current.map((candidate) => candidate.id)).toEqual(previous.map((candidate) => candidate.id));
    for (const [index, candidate] of current.entries()) {
      const former = previous[index]!;
      const expected = former.section.startsWith("192") ? "392" : "393";
      expect([candidate.id, candidate.section, candidate.formerSection]).toEqual([candidate.id, expected, former.section]);
      expect(candidate.reference).toMatch(new RegExp(`^Income-tax Act, 2025, s\\.${expected} \\(was s\\.\\S+ of the Income-tax Act, 1961\\)$`));
    }
  });

  test("given every value, then it is FY 2025-26's value and date, written once, with a 2025 Act reference", () => {
    for (const [index, candidate] of current.entries()) {
      const now = parametersOf(candidate);
      const before = parametersOf(previous[index]!);
      expect(now.map((parameter) => [parameter.value, parameter.unit, parameter.effectiveFrom])).toEqual(
        before.map((parameter) => [parameter.value, parameter.unit, parameter.effectiveFrom]),
      );
      for (const parameter of now)
        expect(parameter.reference).toMatch(/^Income-tax Act, 2025, s\.39[23](, unchanged from FY 2025-26: Income-tax Act, 1961, s\.|\(1\)\(a\) and its Table)/);
    }
  });

  test.each([
    // id → threshold, individual/HUF, others, no PAN: docs/tax-methods.md §24, kept for 2026-27 by the errata
    ["194J-b", "Above ₹50,000 in the year", "10%", "10%", "20%"],
    ["194J-a", "Above ₹50,000 in the year", "2%", "2%", "20%"],
    ["194-I-b", "Above ₹50,000 a month", "10%", "10%", "20%"],
    ["194-IB", "Above ₹50,000 a month", "2%", "2%", "20%, at most one month's rent"],
    ["194C", "Above ₹30,000 in a single payment or ₹1,00,000 in the year", "1%", "2%", "20%"],
    ["194H", "Above ₹20,000 in the year", "2%", "2%", "20%"],
    ["194D", "Above ₹20,000 in the year", "2%", "2% (10% for a company)", "20%"],
    ["194A-bank", "Above ₹50,000 in the year; ₹1,00,000 for a senior citizen", "10%", "10%", "20%"],
    ["194A-other", "Above ₹10,000 in the year", "10%", "10%", "20%"],
    ["194", "Above ₹10,000 in the year for an individual; every amount for others", "10%", "10%", "20%"],
    ["194S", "Above ₹10,000 in the year; ₹50,000 where the payer is a specified person", "1%", "1%", "20%"],
    ["194B", "Above ₹10,000 in a single transaction", "30%", "30%", "30%"],
    ["194Q", "On the amount above ₹50,00,000 in the year", "0.1%", "0.1%", "5%"],
    ["192", "Income above the exemption limit, after the rebate", "Slab rates", "Not applicable", "Higher of the average rate and 20%"],
    ["192A", "₹50,000 or more in the year", "10%", "Not applicable", "20%"],
    // s.393(1)(a): "exceeds the threshold limit", where s.194-IA(2) exempted only "less than" ₹50 lakh
    ["194-IA", "Above ₹50,00,000 (consideration or stamp duty value)", "1%", "1%", "20%"],
  ])("given 2026-27 %s, then the chart reads %p | %s | %s | %s", (id, threshold, individualHuf, others, noPan) => {
    const candidate = row("2026-27", id);
    expect(describeThreshold(candidate)).toBe(threshold);
    expect(describeRate(candidate, "individualHuf")).toBe(individualHuf);
    expect(describeRate(candidate, "others")).toBe(others);
    expect(describeNoPanRate(candidate, "2026-27")).toBe(noPan);
  });

  test("given the no-PAN rule, then 2026-27 keeps 20% and cites the 2025 Act and s.206AA", () => {
    const rule = TDS_RATES_BY_YEAR["2026-27"].noPanMinimumRate;
    expect(rule.value).toBe(20);
    expect(rule.reference).toMatch(/^Income-tax Act, 2025: without PAN, the highest of the rate in the section, the rate in force, or 20%/);
    expect(rule.reference).toMatch(/206AA/);
  });

  test.each([
    ["194", /dividend/],
    ["194S", /crypto \(VDA\)/],
  ])("given 2026-27 %s, then the UNSURE threshold is an assumption on the row and a note on the limit", (id, subject) => {
    const candidate = row("2026-27", id);
    expect(candidate.assumption).toMatch(/^Assumption: /);
    expect(candidate.assumption).toMatch(subject);
    expect(candidate.threshold.kind === "limit" && candidate.threshold.limit.note).toBe(candidate.assumption);
    expect(row("2025-26", id).assumption).toBeUndefined();
  });

  test("given rows with no UNSURE point, then they carry no assumption", () => {
    const withAssumption = current.filter((candidate) => candidate.assumption).map((candidate) => candidate.id);
    expect(withAssumption).toEqual(["194", "194S"]);
  });
});

describe("TDS section labels by year", () => {
  test.each([
    ["2026-27", "194J-b", "393 (was 194J(b))", "section 393 of the Income-tax Act, 2025 (was section 194J(b) of the 1961 Act)"],
    ["2026-27", "192", "392 (was 192)", "section 392 of the Income-tax Act, 2025 (was section 192 of the 1961 Act)"],
    ["2026-27", "192A", "392 (was 192A)", "section 392 of the Income-tax Act, 2025 (was section 192A of the 1961 Act)"],
    ["2026-27", "194-I-a", "393 (was 194-I(a))", "section 393 of the Income-tax Act, 2025 (was section 194-I(a) of the 1961 Act)"],
    ["2025-26", "194J-b", "194J(b)", "section 194J(b) of the Income-tax Act, 1961"],
    ["2025-26", "192", "192", "section 192 of the Income-tax Act, 1961"],
  ] as const)("given %s %s, then it is labelled %p and cited %p", (fy, id, label, citation) => {
    expect(sectionLabel(row(fy, id))).toBe(label);
    expect(sectionCitation(row(fy, id), fy)).toBe(citation);
  });
});

describe("computeTds for the tax year 2026-27 (hand computations)", () => {
  test.each<[string, Partial<TdsInput> & { sectionId: string; amount: number }, number, number]>([
    // [scenario, input, TDS, net]
    ["professional fees ₹1,20,000: 10% = 12,000", { sectionId: "194J-b", amount: 120_000 }, 12_000, 108_000],
    ["technical fees ₹1,20,000: 2% = 2,400", { sectionId: "194J-a", amount: 120_000 }, 2_400, 117_600],
    ["rent of machinery ₹80,000 a month: 2% = 1,600", { sectionId: "194-I-a", amount: 80_000 }, 1_600, 78_400],
    ["contractor HUF ₹45,000: 1% = 450", { sectionId: "194C", amount: 45_000, payee: "huf" }, 450, 44_550],
    ["contractor company ₹45,000: 2% = 900", { sectionId: "194C", amount: 45_000, payee: "company" }, 900, 44_100],
    ["commission ₹20,001: 2% = 400.02 → 400", { sectionId: "194H", amount: 20_001 }, 400, 19_601],
    ["interest on securities ₹10,000: not above ₹10,000, nil", { sectionId: "193", amount: 10_000 }, 0, 10_000],
    ["bank interest ₹50,001: 10% = 5,000.10 → 5,000", { sectionId: "194A-bank", amount: 50_001 }, 5_000, 45_001],
    ["partner's remuneration ₹20,001 (was 194T): 10% = 2,000.10 → 2,000", { sectionId: "194T", amount: 20_001 }, 2_000, 18_001],
    ["professional fees ₹1,20,000 without PAN: 20% = 24,000", { sectionId: "194J-b", amount: 120_000, panFurnished: false }, 24_000, 96_000],
    ["lottery ₹50,000 without PAN: 30% (higher than 20%) = 15,000", { sectionId: "194B", amount: 50_000, panFurnished: false }, 15_000, 35_000],
  ])("%s", (_scenario, input, tds, net) => {
    const result = computeTds({ ...base, ...input });
    expect([result.tds, result.net]).toEqual([tds, net]);
  });

  test("given a flat at exactly ₹50,00,000, then 2026-27 deducts nothing (s.393(1)(a): above the limit) and FY 2025-26 deducts 1% = ₹50,000", () => {
    const input = { ...base, sectionId: "194-IA", amount: 5_000_000 };
    expect(computeTds({ ...input, fy: "2026-27" }).tds).toBe(0);
    expect(computeTds({ ...input, fy: "2025-26" }).tds).toBe(50_000);
    // stamp value ₹50,00,001 above a ₹48 lakh price: 1% × 50,00,001 = 50,000.01 → 50,000
    expect(computeTds({ ...input, fy: "2026-27", amount: 4_800_000, stampValue: 5_000_001 }).tds).toBe(50_000);
  });

  test("given the same payment in both years, then the TDS is the same (errata: rates and thresholds unchanged)", () => {
    for (const candidate of tdsRowsFor("2025-26")) {
      if (candidate.base === "notComputed") continue;
      for (const amount of [9_999, 10_001, 50_001, 120_000, 7_500_000]) {
        const input = { ...base, sectionId: candidate.id, amount, yearTotal: amount };
        expect([candidate.id, amount, computeTds({ ...input, fy: "2026-27" }).tds]).toEqual([
          candidate.id,
          amount,
          computeTds({ ...input, fy: "2025-26" }).tds,
        ]);
      }
    }
  });
});
