import fc from "fast-check";
import { taxAudit } from "@/lib/calculators/tax-audit";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import type { CalculatorResult } from "@/lib/calculators/types";
import { AUDIT_RULES_BY_YEAR } from "@/lib/tax/audit-parameters";
import { FINANCIAL_YEARS } from "@/lib/tax";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(taxAudit);


function note(result: CalculatorResult | null, name: string): string | undefined {
  return result?.groups.flatMap((group) => group.figures).find((candidate) => candidate.name === name)?.note;
}

interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number>;
}

const profession = { activity: "profession" } as const;

describe("tax-audit calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: FY 2025-26 trader, turnover 1.5 crore, cash 3% and 4%: no audit (₹10 crore limit)",
      raw: {},
      // 3% ≤ 5% and 4% ≤ 5% → s.44AB(a) provisos: limit ₹10 crore; 1.5 crore ≤ 10 crore → no audit
      expected: { auditRequired: "No", clause: "None", limit: 100_000_000, reportDueDate: "30 September 2026", returnDueDate: "31 August 2026" },
    },
    {
      scenario: "docs/tax-methods.md §20.2 ex. 1: turnover 8 crore, cash receipts 3%, payments 4%: no audit",
      raw: { turnover: "80000000", cashReceipts: "3", cashPayments: "4" },
      expected: { auditRequired: "No", limit: 100_000_000 },
    },
    {
      scenario: "docs/tax-methods.md §20.2 ex. 2: same trader with cash receipts 7%: audit under 44AB(a), penalty up to ₹1,50,000",
      raw: { turnover: "80000000", cashReceipts: "7", cashPayments: "4" },
      // 7% > 5% → limit ₹1 crore; 8 crore > 1 crore → audit. s.271B: 0.5% × 8,00,00,000 = 4,00,000 → capped at 1,50,000
      expected: { auditRequired: "Yes", clause: "Section 44AB(a)", limit: 10_000_000, penalty: 150_000, returnDueDate: "31 October 2026" },
    },
    {
      scenario: "docs/tax-methods.md §20.2 ex. 3: consultant, receipts 60 lakh, cash 2%, 44ADA declaring 30 lakh: no audit",
      raw: { ...profession, turnover: "6000000", cashReceipts: "2", profScheme: "44ADA", profit: "3000000" },
      // 44ADA limit ₹75 lakh (cash ≤ 5%); 50% × 60,00,000 = 30,00,000 declared → scheme met → no audit
      expected: { auditRequired: "No", minimumProfit: 3_000_000, limit: 5_000_000 },
    },
    {
      scenario: "docs/tax-methods.md §20.2 ex. 3: the same consultant on regular books: audit under 44AB(b), penalty up to ₹30,000",
      raw: { ...profession, turnover: "6000000", cashReceipts: "2", profScheme: "books" },
      // 60 lakh > 50 lakh → s.44AB(b); s.271B: 0.5% × 60,00,000 = 30,000
      expected: { auditRequired: "Yes", clause: "Section 44AB(b)", penalty: 30_000 },
    },
    {
      scenario: "docs/tax-methods.md §20.2 ex. 4: consultant, receipts 60 lakh, cash 10%: 44ADA unavailable above 50 lakh, audit",
      raw: { ...profession, turnover: "6000000", cashReceipts: "10", profScheme: "44ADA", profit: "3000000" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(b)" },
    },
    {
      scenario: "business turnover exactly ₹1 crore with cash receipts 7%: no audit (the limit must be exceeded)",
      raw: { turnover: "10000000", cashReceipts: "7" },
      expected: { auditRequired: "No", limit: 10_000_000 },
    },
    {
      scenario: "business turnover ₹1,00,00,001 with cash receipts 7%: audit, penalty up to ₹50,000",
      raw: { turnover: "10000001", cashReceipts: "7" },
      // 0.5% × 1,00,00,001 = 50,000.005 → paise dropped → 50,000 (s.288B)
      expected: { auditRequired: "Yes", penalty: 50_000 },
    },
    {
      scenario: "turnover exactly ₹10 crore, cash receipts and payments exactly 5%: no audit",
      raw: { turnover: "100000000", cashReceipts: "5", cashPayments: "5" },
      expected: { auditRequired: "No", limit: 100_000_000 },
    },
    {
      scenario: "turnover ₹10,00,00,001, cash 5% and 5%: audit under 44AB(a)",
      raw: { turnover: "100000001", cashReceipts: "5", cashPayments: "5" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(a)", penalty: 150_000 },
    },
    {
      scenario: "turnover 2 crore, cash receipts 5.01%: limit falls to ₹1 crore, audit",
      raw: { turnover: "20000000", cashReceipts: "5.01", cashPayments: "1" },
      expected: { auditRequired: "Yes", limit: 10_000_000 },
    },
    {
      scenario: "turnover 2 crore, cash payments 5.5%: limit falls to ₹1 crore, audit, penalty up to ₹1,00,000",
      raw: { turnover: "20000000", cashReceipts: "1", cashPayments: "5.5" },
      // 0.5% × 2,00,00,000 = 1,00,000
      expected: { auditRequired: "Yes", penalty: 100_000 },
    },
    {
      scenario: "profession, books, receipts exactly ₹50 lakh: no audit",
      raw: { ...profession, turnover: "5000000" },
      expected: { auditRequired: "No", limit: 5_000_000 },
    },
    {
      scenario: "profession, books, receipts ₹50,00,001: audit under 44AB(b), penalty up to ₹25,000",
      raw: { ...profession, turnover: "5000001" },
      // 0.5% × 50,00,001 = 25,000.005 → 25,000
      expected: { auditRequired: "Yes", clause: "Section 44AB(b)", penalty: 25_000 },
    },
    {
      scenario: "44ADA at its ₹75 lakh limit, cash 5%, declaring 37.5 lakh: no audit",
      raw: { ...profession, turnover: "7500000", cashReceipts: "5", profScheme: "44ADA", profit: "3750000" },
      expected: { auditRequired: "No", minimumProfit: 3_750_000 },
    },
    {
      scenario: "44ADA receipts ₹75,00,001: scheme unavailable, audit under 44AB(b)",
      raw: { ...profession, turnover: "7500001", cashReceipts: "5", profScheme: "44ADA", profit: "3750001" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(b)" },
    },
    {
      scenario: "44ADA receipts 40 lakh, declaring 15 lakh (< 20 lakh), total income 12 lakh: audit under 44AB(d)",
      raw: { ...profession, turnover: "4000000", cashReceipts: "2", profScheme: "44ADA", profit: "1500000", income: "1200000" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(d)", minimumProfit: 2_000_000 },
    },
    {
      scenario: "44ADA declaring less, total income exactly ₹4,00,000 (new-regime limit FY 2025-26): no audit",
      raw: { ...profession, turnover: "4000000", cashReceipts: "2", profScheme: "44ADA", profit: "1500000", income: "400000" },
      expected: { auditRequired: "No" },
    },
    {
      scenario: "44ADA declaring less, total income ₹4,00,001: audit under 44AB(d)",
      raw: { ...profession, turnover: "4000000", cashReceipts: "2", profScheme: "44ADA", profit: "1500000", income: "400001" },
      expected: { auditRequired: "Yes" },
    },
    {
      scenario: "44ADA declaring less, old regime aged 60 to 79 (limit ₹3 lakh), total income 3.5 lakh: audit",
      raw: { ...profession, turnover: "4000000", cashReceipts: "2", profScheme: "44ADA", profit: "1500000", income: "350000", regime: "old", age: "60to80" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(d)" },
    },
    {
      scenario: "44AD turnover 80 lakh with 30 lakh digital, cash 20%: presumptive profit ₹5,80,000; declaring it, no audit",
      raw: { turnover: "8000000", cashReceipts: "20", cashPayments: "20", bizScheme: "44AD", digital: "3000000", profit: "580000" },
      // 8% × 50,00,000 = 4,00,000; 6% × 30,00,000 = 1,80,000; total 5,80,000
      expected: { auditRequired: "No", minimumProfit: 580_000, limit: 10_000_000 },
    },
    {
      scenario: "44AD declaring ₹5,79,999 (₹1 less), never used 44AD before: no 44AD(4), turnover under ₹1 crore, no audit",
      raw: { turnover: "8000000", cashReceipts: "20", cashPayments: "20", bizScheme: "44AD", digital: "3000000", profit: "579999" },
      expected: { auditRequired: "No" },
    },
    {
      scenario: "44AD declaring less after using it in the last five years, total income 6 lakh: audit under 44AB(e)",
      raw: { turnover: "8000000", cashReceipts: "20", cashPayments: "20", bizScheme: "44AD", digital: "3000000", profit: "500000", past44ad: "used", income: "600000" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(e)" },
    },
    {
      scenario: "44AD declaring less after using it, total income 3.9 lakh (within ₹4 lakh): no audit",
      raw: { turnover: "8000000", cashReceipts: "20", cashPayments: "20", bizScheme: "44AD", digital: "3000000", profit: "500000", past44ad: "used", income: "390000" },
      expected: { auditRequired: "No" },
    },
    {
      scenario: "regular books while locked out of 44AD, turnover 50 lakh, total income 8 lakh: audit under 44AB(e)",
      raw: { turnover: "5000000", cashReceipts: "10", cashPayments: "10", bizScheme: "books", past44ad: "optedOut", income: "800000" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(e)" },
    },
    {
      scenario: "regular books while locked out of 44AD, total income exactly 4 lakh: no audit",
      raw: { turnover: "5000000", cashReceipts: "10", cashPayments: "10", bizScheme: "books", past44ad: "optedOut", income: "400000" },
      expected: { auditRequired: "No" },
    },
    {
      scenario: "choosing 44AD while locked out: the scheme is closed, audit under 44AB(e) on income of 8 lakh",
      raw: { turnover: "5000000", cashReceipts: "10", cashPayments: "10", bizScheme: "44AD", profit: "400000", past44ad: "optedOut", income: "800000" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(e)" },
    },
    {
      scenario: "44AD turnover 1.8 crore, cash 10%, declaring 8% (₹14,40,000): no audit (first proviso to s.44AB)",
      raw: { turnover: "18000000", cashReceipts: "10", cashPayments: "10", bizScheme: "44AD", profit: "1440000" },
      // 44AD limit ₹2 crore (cash > 5%); 8% × 1,80,00,000 = 14,40,000
      expected: { auditRequired: "No", minimumProfit: 1_440_000 },
    },
    {
      scenario: "44AD turnover 1.8 crore, cash 10%, declaring less, 44AD not used before: audit under 44AB(a)",
      raw: { turnover: "18000000", cashReceipts: "10", cashPayments: "10", bizScheme: "44AD", profit: "1400000" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(a)" },
    },
    {
      scenario: "44AD turnover 2.5 crore, cash receipts 3%, payments 8%, declaring 8%: no audit (UNSURE reading, noted)",
      raw: { turnover: "25000000", cashReceipts: "3", cashPayments: "8", bizScheme: "44AD", profit: "2000000" },
      // 44AD limit ₹3 crore (receipts ≤ 5%); 8% × 2,50,00,000 = 20,00,000; 44AB(a) limit ₹1 crore (payments > 5%)
      expected: { auditRequired: "No", minimumProfit: 2_000_000 },
    },
    {
      scenario: "44AD turnover 2.5 crore, cash receipts 6%: 44AD unavailable above ₹2 crore, audit under 44AB(a)",
      raw: { turnover: "25000000", cashReceipts: "6", cashPayments: "8", bizScheme: "44AD", profit: "2000000" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(a)" },
    },
    {
      scenario: "44AE, declaring less than the presumptive income, turnover 40 lakh: audit under 44AB(c)",
      raw: { turnover: "4000000", cashReceipts: "10", cashPayments: "10", bizScheme: "44AE", below44ae: "1" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(c)" },
    },
    {
      scenario: "44AE at the presumptive income, turnover 40 lakh: no audit",
      raw: { turnover: "4000000", cashReceipts: "10", cashPayments: "10", bizScheme: "44AE", below44ae: "0" },
      expected: { auditRequired: "No" },
    },
    {
      scenario: "44AE declaring less with turnover 2 crore and cash 10%: audit under 44AB(a) and (c)",
      raw: { turnover: "20000000", cashReceipts: "10", cashPayments: "10", bizScheme: "44AE", below44ae: "1" },
      expected: { auditRequired: "Yes", clause: "Section 44AB(a) and section 44AB(c)" },
    },
    {
      scenario: "FY 2023-24 audit case: report due 7 October 2024 (Circular 10/2024), return 15 November 2024",
      raw: { fy: "2023-24", turnover: "20000000", cashReceipts: "10" },
      expected: { auditRequired: "Yes", reportDueDate: "7 October 2024", returnDueDate: "15 November 2024" },
    },
    {
      scenario: "FY 2024-25 audit case: report due 10 November 2025, return 10 December 2025 (Circular 15/2025)",
      raw: { fy: "2024-25", turnover: "20000000", cashReceipts: "10" },
      expected: { auditRequired: "Yes", reportDueDate: "10 November 2025", returnDueDate: "10 December 2025" },
    },
    {
      scenario: "FY 2024-25 no audit: the non-audit return was due 16 September 2025",
      raw: { fy: "2024-25" },
      expected: { auditRequired: "No", returnDueDate: "16 September 2025" },
    },
    {
      scenario: "tax year 2026-27 audit case: section 63 of the 2025 Act, report 30 September 2027, fee up to ₹1,50,000",
      raw: { fy: "2026-27", turnover: "20000000", cashReceipts: "10" },
      expected: {
        auditRequired: "Yes",
        clause: "Section 63 of the Income-tax Act, 2025, as s.44AB(a)",
        reportDueDate: "30 September 2027",
        returnDueDate: "31 October 2027",
        penalty: 150_000,
      },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  // An audit case: turnover ₹2 crore with 10% cash receipts → limit ₹1 crore → s.44AB(a).
  const auditCase = { turnover: "20000000", cashReceipts: "10" };

  test.each<{ scenario: string; raw: Record<string, string>; expected: Record<string, string | number | undefined> }>([
    {
      scenario: "tax year 2026-27, report filed on its due date, 30 September 2027: no s.428(c) fee",
      raw: { fy: "2026-27", ...auditCase, reportFiled: "2027-09-30" },
      expected: { auditFee: 0, reportDaysLate: 0, penalty: 150_000 },
    },
    {
      scenario: "tax year 2026-27, report filed 1 October 2027, a day late: ₹75,000",
      raw: { fy: "2026-27", ...auditCase, reportFiled: "2027-10-01" },
      // due 30 Sep 2027; a delay of up to one month (to 30 Oct 2027) → s.428(c) ₹75,000, whatever the turnover
      expected: { auditFee: 75_000, reportDaysLate: 1 },
    },
    {
      scenario: "tax year 2026-27, report filed 30 October 2027, exactly a month late: still ₹75,000",
      raw: { fy: "2026-27", ...auditCase, reportFiled: "2027-10-30" },
      // 1–30 October = 30 days; 30 Sep + 1 month = 30 Oct, so the delay is "up to one month"
      expected: { auditFee: 75_000, reportDaysLate: 30 },
    },
    {
      scenario: "tax year 2026-27, report filed 31 October 2027, more than a month late: ₹1,50,000",
      raw: { fy: "2026-27", ...auditCase, reportFiled: "2027-10-31" },
      expected: { auditFee: 150_000, reportDaysLate: 31 },
    },
    {
      scenario: "tax year 2026-27, no report date given: only the most it can cost, ₹1,50,000",
      raw: { fy: "2026-27", ...auditCase },
      expected: { penalty: 150_000, auditFee: undefined, reportDaysLate: undefined },
    },
    {
      scenario: "FY 2025-26 (1961 Act), report filed 31 October 2026, a month late: s.271B penalty up to 0.5% × 2 crore = ₹1,00,000, no fixed fee",
      raw: { fy: "2025-26", ...auditCase, reportFiled: "2026-10-31" },
      // due 30 Sep 2026; 31 days late; s.271B: 0.5% × 2,00,00,000 = 1,00,000 (below the ₹1,50,000 cap)
      expected: { penalty: 100_000, reportDaysLate: 31, auditFee: undefined },
    },
    {
      scenario: "FY 2024-25, report filed 10 November 2025, the extended date (Circular 15/2025): on time",
      raw: { fy: "2024-25", ...auditCase, reportFiled: "2025-11-10" },
      expected: { reportDaysLate: 0, auditFee: undefined },
    },
    {
      scenario: "no audit required: a report date changes nothing",
      raw: { fy: "2026-27", reportFiled: "2027-12-01" },
      expected: { auditRequired: "No", auditFee: undefined, penalty: undefined },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test.each([
    ["FY 2025-26", { fy: "2025-26", turnover: "20000000", cashReceipts: "10" }, "Penalty under section 271B, up to"],
    ["tax year 2026-27", { fy: "2026-27", turnover: "20000000", cashReceipts: "10" }, "Fee under section 428(c), up to"],
  ])("given an audit case in %s, then the consequence is named by the year's section", (_, raw, label) => {
    const figures = run(raw).result?.groups.flatMap((group) => group.figures) ?? [];
    expect(figures.find((f) => f.name === "penalty")?.label).toBe(label);
  });

  test.each([
    ["2026-09-30", /Enter a date from 1 April 2027/],
    ["30-10-2027", /Write the year first/],
    ["2027-02-30", /February 2027 has only 28 days/],
  ])("given the report date %p for tax year 2026-27, then the field says what is wrong", (reportFiled, message) => {
    const { errors, result } = run({ fy: "2026-27", reportFiled });
    expect(errors.reportFiled).toMatch(message);
    expect(result).toBeNull();
  });

  test("given the defaults, then the summary and the reason say why there is no audit", () => {
    const { result } = run({});
    expect(result?.summary).toBe("No tax audit is required for FY 2025-26 (AY 2026-27).");
    expect(note(result, "auditRequired")).toBe(
      "Turnover of ₹1,50,00,000 is within the ₹10,00,00,000 limit of section 44AB(a), as cash receipts and cash payments are each at most 5%.",
    );
  });

  test("given an audit case, then the summary names the clause and the report's due date", () => {
    const { result } = run({ turnover: "80000000", cashReceipts: "7" });
    expect(result?.summary).toBe("A tax audit is required for FY 2025-26 (AY 2026-27) under section 44AB(a): the audit report is due by 30 September 2026.");
  });

  test("given 44AD between ₹2 crore and ₹3 crore with cash payments above 5%, then the notes show the UNSURE reading", () => {
    const { result } = run({ turnover: "25000000", cashReceipts: "3", cashPayments: "8", bizScheme: "44AD", profit: "2000000" });
    expect(result?.notes?.some((line) => line.startsWith("UNSURE"))).toBe(true);
  });

  test("given compute() called directly with more digital turnover than turnover, then it still answers without figures", () => {
    const read = readInputs({ fields: taxAudit.fields }, { ...defaultRawInputs(taxAudit), bizScheme: "44AD", turnover: "5000000", digital: "6000000", profit: "400000" });
    const result = taxAudit.compute(read.input!);
    expect(result.groups).toEqual([]);
    expect(result.summary).toMatch(/cannot be more than the turnover/);
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const cases: RawInputs[] = [
      { bizScheme: "44AD", past44ad: "used", profit: "100000" },
      { ...profession, profScheme: "44ADA", profit: "100000" },
      { bizScheme: "44AE", below44ae: "1" },
      { fy: "2026-27" },
    ];
    for (const raw of cases) {
      const steps = run(raw).result?.breakdown.flatMap((section) => section.steps) ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(5);
      for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(5);
    }
  });

  test.each(FINANCIAL_YEARS)("FY %s: every audit parameter has a reference, a unit and an effective date within the year", (fy) => {
    const rules = AUDIT_RULES_BY_YEAR[fy];
    const values = [rules.auditSection, rules.reportDueDate, ...Object.values(rules.presumptive), ...Object.values(rules.consequence).filter((v) => typeof v === "object")];
    for (const value of values) {
      expect(value.reference.trim().length).toBeGreaterThan(10);
      expect(["INR", "percent", "date", "text", "flag"]).toContain(value.unit);
      expect(value.effectiveFrom <= `${Number(fy.slice(0, 4)) + 1}-03-31`).toBe(true);
    }
  });
});

describe("tax-audit calculator: input validation", () => {
  test.each([
    ["turnover", "abc", {}, /digits/],
    ["turnover", "-1", {}, /digits/],
    ["turnover", "1.5", {}, /whole rupees/],
    ["cashReceipts", "101", {}, /at most 100%/],
    ["cashReceipts", "5.555", {}, /at most 2 decimal places/],
    ["cashPayments", "x", {}, /percentage/],
    ["activity", "trade", {}, /Choose one of/],
    ["fy", "2022-23", {}, /Choose one of/],
    ["bizScheme", "44ADA", {}, /Choose one of/],
    ["profScheme", "44AD", { activity: "profession" }, /Choose one of/],
    ["past44ad", "maybe", {}, /Choose one of/],
    ["below44ae", "2", { bizScheme: "44AE" }, /Use 1 for yes or 0 for no/],
    ["profit", "ten lakh", { bizScheme: "44AD" }, /digits/],
    ["income", "1e5", { bizScheme: "44AD" }, /digits/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, context, message) => {
    const { result, errors } = run({ ...context, [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test.each<{ scenario: string; raw: RawInputs; field: string; message: string }>([
    {
      scenario: "given 44AD with ₹60 lakh received digitally out of a turnover of ₹50 lakh, then the digital part",
      raw: { bizScheme: "44AD", turnover: "5000000", digital: "6000000", profit: "400000" },
      field: "digital",
      message: "The part received digitally (₹60,00,000) cannot be more than the turnover (₹50,00,000): enter at most ₹50,00,000.",
    },
    {
      scenario: "given 44AD with ₹50,00,001 received digitally out of ₹50,00,000, one rupee over, then the digital part",
      raw: { bizScheme: "44AD", turnover: "5000000", digital: "5000001", profit: "300000" },
      field: "digital",
      message: "The part received digitally (₹50,00,001) cannot be more than the turnover (₹50,00,000): enter at most ₹50,00,000.",
    },
    {
      scenario: "given 44AD with a declared profit of ₹12 lakh on a turnover of ₹10 lakh, then the profit",
      raw: { bizScheme: "44AD", turnover: "1000000", profit: "1200000" },
      field: "profit",
      message: "The profit you declare (₹12,00,000) cannot be more than the turnover (₹10,00,000): check the two figures.",
    },
    {
      scenario: "given 44ADA with a declared income of ₹40,00,001 on gross receipts of ₹40 lakh, then the profit",
      raw: { ...profession, profScheme: "44ADA", turnover: "4000000", profit: "4000001" },
      field: "profit",
      message: "The profit you declare (₹40,00,001) cannot be more than the gross receipts (₹40,00,000): check the two figures.",
    },
  ])("$scenario has the message and no figure is computed", ({ raw, field, message }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({ [field]: message });
    expect(result).toBeNull();
  });

  test.each<{ scenario: string; raw: RawInputs; expected: Record<string, string | number> }>([
    {
      // 6% of the part received digitally: 6% × 50,00,000 = 3,00,000 (s.44AD(1), proviso)
      scenario: "given 44AD with all ₹50 lakh of turnover received digitally, then it is accepted: presumptive profit 6%, ₹3,00,000",
      raw: { bizScheme: "44AD", turnover: "5000000", digital: "5000000", profit: "300000" },
      expected: { minimumProfit: 300_000, auditRequired: "No" },
    },
    {
      // 50% × 40,00,000 = 20,00,000 (s.44ADA(1)); declaring all of it is at least that
      scenario: "given 44ADA declaring all ₹40 lakh of gross receipts as income, then it is accepted: minimum ₹20,00,000, no audit",
      raw: { ...profession, profScheme: "44ADA", turnover: "4000000", profit: "4000000" },
      expected: { minimumProfit: 2_000_000, auditRequired: "No" },
    },
    {
      // the profit field is hidden with regular books, so its default ₹12 lakh is not compared with the turnover
      scenario: "given regular books and a turnover of ₹10 lakh, below the hidden profit's ₹12 lakh default, then no message and no audit",
      raw: { turnover: "1000000", profit: "1200000" },
      expected: { auditRequired: "No" },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given invalid text in fields hidden for these inputs, then they are ignored", () => {
    const { errors, result } = run({ profScheme: "x", profit: "x", digital: "x", below44ae: "x", income: "x", age: "x" });
    expect(errors).toEqual({});
    expect(figure(result, "auditRequired")).toBe("No");
  });
});

describe("tax-audit calculator: properties over random inputs", () => {
  const amount = fc.integer({ min: 0, max: 2_000_000_000 }).map(String);
  const share = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => String(hundredths / 100));
  /** A part of the turnover, in hundredths of a per cent (0 to all of it). */
  const partOf = (turnover: string, hundredths: number) => String(Math.floor((Number(turnover) * hundredths) / 10_000));
  // The profit and the digital part are drawn as parts of the turnover: more than all of it is refused (tested above and below).
  const rawInputs = fc
    .record({
      fy: fc.constantFrom(...FINANCIAL_YEARS),
      activity: fc.constantFrom("business", "profession"),
      turnover: amount,
      cashReceipts: share,
      cashPayments: share,
      bizScheme: fc.constantFrom("books", "44AD", "44AE"),
      profScheme: fc.constantFrom("books", "44ADA"),
      profitPart: fc.integer({ min: 0, max: 10_000 }),
      digitalPart: fc.integer({ min: 0, max: 10_000 }),
      past44ad: fc.constantFrom("no", "used", "optedOut"),
      below44ae: fc.constantFrom("0", "1"),
      income: amount,
      regime: fc.constantFrom("new", "old"),
      age: fc.constantFrom("below60", "60to80", "80plus"),
    })
    .map(({ profitPart, digitalPart, ...raw }) => ({ ...raw, profit: partOf(raw.turnover, profitPart), digital: partOf(raw.turnover, digitalPart) }));

  test("given any valid inputs, then the verdict is Yes or No and every amount is finite and non-negative", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result } = run(raw);
        expect(result).not.toBeNull();
        expect(["Yes", "No"]).toContain(figure(result, "auditRequired"));
        for (const f of result!.groups.flatMap((group) => group.figures)) {
          if (typeof f.value === "number") expect(Number.isFinite(f.value) && f.value >= 0).toBe(true);
        }
        const penalty = figure(result, "penalty");
        if (penalty !== undefined) expect(penalty as number).toBeLessThanOrEqual(150_000);
      }),
      { numRuns: 400 },
    );
  });

  test("given regular books and no past 44AD, then more turnover never removes an audit", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 500_000_000 }), (raw, extra) => {
        const books = { ...raw, bizScheme: "books", profScheme: "books", past44ad: "no" };
        const before = figure(run(books).result, "auditRequired");
        const after = figure(run({ ...books, turnover: String(Number(raw.turnover) + extra) }).result, "auditRequired");
        if (before === "Yes") expect(after).toBe("Yes");
      }),
      { numRuns: 300 },
    );
  });

  test("given regular books and no past 44AD, then a higher cash share never removes an audit", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const books = { ...raw, bizScheme: "books", profScheme: "books", past44ad: "no" };
        const before = figure(run(books).result, "auditRequired");
        const after = figure(run({ ...books, cashReceipts: "100", cashPayments: "100" }).result, "auditRequired");
        if (before === "Yes") expect(after).toBe("Yes");
      }),
      { numRuns: 300 },
    );
  });

  test("given a presumptive profit or a digital part above the turnover, then that field has a message and nothing else does", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom("profit", "digital"), (raw, over, field) => {
        const presumptive = { ...raw, activity: "business", bizScheme: "44AD", [field]: String(Number(raw.turnover) + over) };
        const { result, errors } = run(presumptive);
        expect(Object.keys(errors)).toEqual([field]);
        expect(result).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(taxAudit.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
