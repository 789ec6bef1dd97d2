import fc from "fast-check";
import { section234f } from "@/lib/calculators/section-234f";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { FILING_PROVISIONS, RETURN_DUE_DATE_CHANGES, returnDueDate, updatedReturnLastDate } from "@/lib/tax/late-fee-dates";
import { REVISED_RETURN_RULES } from "@/lib/tax/late-fee-revised";
import { FINANCIAL_YEARS, RETURN_DUE_DATES } from "@/lib/tax";
import { runnerFor, figure } from "./run-calculator";

const run = runnerFor(section234f);


interface Example {
  scenario: string;
  raw: RawInputs;
  expected: Record<string, string | number>;
}

describe("section-234f calculator: worked examples (hand computations in comments)", () => {
  test.each<Example>([
    {
      scenario: "defaults: FY 2025-26, total income 8 lakh, filed 15 Sep 2026: ₹5,000",
      raw: {},
      // due 31 July 2026 (s.139(1)); 1 Aug → 15 Sep = 31 + 15 = 46 days late; 8,00,000 > 5,00,000 → ₹5,000
      expected: { fee: 5_000, dueDate: "31 July 2026", daysLate: 46, requiredToFile: "Yes", belatedLastDate: "31 December 2026", pastBelatedDate: "No" },
    },
    {
      scenario: "docs/tax-methods.md §19: income 8,20,000, AY 2025-26, filed 10 Oct 2025: ₹5,000 (due date extended to 16 Sep)",
      raw: { fy: "2024-25", income: "820000", filed: "2025-10-10" },
      // due 31 July 2025 → 15 Sep → 16 Sep 2025 (CBDT); 17–30 Sep = 14 days + 10 days of October = 24 days late
      expected: { fee: 5_000, dueDate: "16 September 2025", daysLate: 24, belatedLastDate: "31 December 2025" },
    },
    {
      scenario: "docs/tax-methods.md §19: income 4,60,000 filed late: ₹1,000",
      raw: { income: "460000", filed: "2026-08-20" },
      // 4,60,000 > 4,00,000 new-regime exemption limit (FY 2025-26) → must file; 4,60,000 ≤ 5,00,000 → ₹1,000
      expected: { fee: 1_000, requiredToFile: "Yes", daysLate: 20 },
    },
    {
      scenario: "docs/tax-methods.md §19: income 2,10,000, no other reason, filed voluntarily in December: ₹0",
      raw: { income: "210000", filed: "2026-12-10" },
      // 2,10,000 ≤ 4,00,000 and no seventh-proviso trigger → not required to file → no fee
      expected: { fee: 0, requiredToFile: "No", daysLate: 132, pastBelatedDate: "No" },
    },
    {
      scenario: "filed on the due date itself, 31 July 2026: ₹0",
      raw: { filed: "2026-07-31" },
      expected: { fee: 0, daysLate: 0 },
    },
    {
      scenario: "filed one day after the due date, 1 August 2026, income 8 lakh: ₹5,000",
      raw: { filed: "2026-08-01" },
      expected: { fee: 5_000, daysLate: 1 },
    },
    {
      scenario: "total income exactly ₹5,00,000, filed late: ₹1,000 (the limit is included)",
      raw: { income: "500000" },
      expected: { fee: 1_000 },
    },
    {
      scenario: "total income ₹5,00,001, filed late: ₹5,000",
      raw: { income: "500001" },
      expected: { fee: 5_000 },
    },
    {
      scenario: "income before deductions exactly at the ₹4,00,000 limit (FY 2025-26, new): not required, ₹0",
      raw: { income: "300000", deductions: "100000" },
      // 3,00,000 + 1,00,000 = 4,00,000, not above the limit → no obligation → no fee
      expected: { fee: 0, requiredToFile: "No" },
    },
    {
      scenario: "income before deductions ₹4,00,001: required, and total income 3,00,001 ≤ 5 lakh → ₹1,000",
      raw: { income: "300001", deductions: "100000" },
      expected: { fee: 1_000, requiredToFile: "Yes" },
    },
    {
      scenario: "deductions added back: total income 3,50,000 after ₹1,00,000 of 80C → 4,50,000 > 4 lakh → ₹1,000",
      raw: { income: "350000", deductions: "100000" },
      expected: { fee: 1_000, requiredToFile: "Yes" },
    },
    {
      scenario: "FY 2024-25, old regime, aged 80 or more, income 4,80,000: within the ₹5 lakh limit, ₹0",
      raw: { fy: "2024-25", regime: "old", age: "80plus", income: "480000", filed: "2025-10-01" },
      expected: { fee: 0, requiredToFile: "No" },
    },
    {
      scenario: "FY 2024-25, new regime, income 4,80,000 filed 1 Oct 2025: above the ₹3 lakh limit, ₹1,000",
      raw: { fy: "2024-25", regime: "new", income: "480000", filed: "2025-10-01" },
      // due 16 Sep 2025; 17–30 Sep = 14 days + 1 = 15 days late
      expected: { fee: 1_000, requiredToFile: "Yes", daysLate: 15 },
    },
    {
      scenario: "FY 2025-26, old regime, aged 60 to 79, income 2,90,000: within the ₹3 lakh limit, ₹0",
      raw: { regime: "old", age: "60to80", income: "290000" },
      expected: { fee: 0, requiredToFile: "No" },
    },
    {
      scenario: "income 2 lakh but a seventh-proviso trigger (say ₹2.4 lakh on foreign travel), filed late: ₹1,000",
      raw: { income: "200000", mustFile: "1" },
      expected: { fee: 1_000, requiredToFile: "Yes" },
    },
    {
      scenario: "FY 2025-26 business without audit: due 31 August 2026 (Finance Act 2026), filed that day: ₹0",
      raw: { category: "business", filed: "2026-08-31" },
      expected: { fee: 0, dueDate: "31 August 2026", daysLate: 0 },
    },
    {
      scenario: "FY 2025-26 business without audit, filed 1 September 2026, income 8 lakh: ₹5,000",
      raw: { category: "business", filed: "2026-09-01" },
      expected: { fee: 5_000, daysLate: 1 },
    },
    {
      scenario: "FY 2024-25 business without audit: the general date, 16 Sep 2025, applies; filed 17 Sep: ₹5,000",
      raw: { fy: "2024-25", category: "business", filed: "2025-09-17" },
      expected: { fee: 5_000, dueDate: "16 September 2025", daysLate: 1 },
    },
    {
      scenario: "FY 2024-25 audit case: due 10 Dec 2025 (Circular 15/2025), filed 20 Nov 2025: ₹0",
      raw: { fy: "2024-25", category: "audit", filed: "2025-11-20" },
      expected: { fee: 0, dueDate: "10 December 2025", daysLate: 0 },
    },
    {
      scenario: "FY 2024-25 audit case filed 11 Dec 2025: ₹5,000, still within the belated-return date",
      raw: { fy: "2024-25", category: "audit", filed: "2025-12-11" },
      expected: { fee: 5_000, daysLate: 1, pastBelatedDate: "No" },
    },
    {
      scenario: "FY 2023-24 audit case: due 15 Nov 2024 (Circular 13/2024), filed 16 Nov 2024: ₹5,000",
      raw: { fy: "2023-24", category: "audit", filed: "2024-11-16" },
      expected: { fee: 5_000, dueDate: "15 November 2024", daysLate: 1 },
    },
    {
      scenario: "FY 2023-24 filed 15 Jan 2025: belated return still allowed (Circular 21/2024); due 31 July 2024 → ₹5,000",
      raw: { fy: "2023-24", filed: "2025-01-15" },
      // Aug 31 + Sep 30 + Oct 31 + Nov 30 + Dec 31 + 15 = 168 days
      expected: { fee: 5_000, daysLate: 168, belatedLastDate: "15 January 2025", pastBelatedDate: "No" },
    },
    {
      scenario: "FY 2023-24 filed 16 Jan 2025: past the belated-return date",
      raw: { fy: "2023-24", filed: "2025-01-16" },
      expected: { fee: 5_000, pastBelatedDate: "Yes" },
    },
    {
      scenario: "FY 2025-26 filed 1 Jan 2027: past 31 Dec 2026, updated return only; fee ₹5,000 still due",
      raw: { filed: "2027-01-01" },
      expected: { fee: 5_000, pastBelatedDate: "Yes", daysLate: 154 },
    },
    {
      scenario: "tax year 2026-27 (Income-tax Act, 2025), filed 10 Aug 2027, income 8 lakh: ₹5,000 under s.428(a)",
      raw: { fy: "2026-27", filed: "2027-08-10" },
      expected: { fee: 5_000, dueDate: "31 July 2027", daysLate: 10, belatedLastDate: "31 December 2027" },
    },
    {
      scenario: "tax year 2026-27 business without audit: due 31 August 2027, filed 10 Aug 2027: ₹0",
      raw: { fy: "2026-27", category: "business", filed: "2027-08-10" },
      expected: { fee: 0, dueDate: "31 August 2027" },
    },
    {
      scenario: "FY 2025-26 transfer-pricing case: due 30 November 2026, filed 1 December 2026, income 8 lakh: ₹5,000",
      raw: { category: "transferPricing", filed: "2026-12-01" },
      // s.139(1), Explanation 2(aa): 30 Nov 2026; 1 Dec is 1 day late; 8,00,000 > 5,00,000 → ₹5,000
      expected: { fee: 5_000, dueDate: "30 November 2026", daysLate: 1, pastBelatedDate: "No" },
    },
    {
      scenario: "FY 2024-25 transfer-pricing case: 30 November 2025 (Circular 15/2025 moved only audit cases to 10 Dec), filed 5 Dec: ₹5,000",
      raw: { fy: "2024-25", category: "transferPricing", filed: "2025-12-05" },
      // 1–5 December = 5 days late
      expected: { fee: 5_000, dueDate: "30 November 2025", daysLate: 5 },
    },
    {
      scenario: "tax year 2026-27 audit case: due 31 October 2027 (s.263(1)), filed that day: ₹0",
      raw: { fy: "2026-27", category: "audit", filed: "2027-10-31" },
      expected: { fee: 0, dueDate: "31 October 2027", daysLate: 0 },
    },
    {
      scenario: "tax year 2026-27 transfer-pricing case: due 30 November 2027",
      raw: { fy: "2026-27", category: "transferPricing", filed: "2027-11-30" },
      expected: { fee: 0, dueDate: "30 November 2027" },
    },
    {
      scenario: "an original return also shows the last date to revise it: FY 2025-26 → 31 March 2027",
      raw: {},
      expected: { revisedLastDate: "31 March 2027", belatedLastDate: "31 December 2026" },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test("given the defaults, then the summary states the days late, the due date and the fee", () => {
    const { result } = run({});
    expect(result?.summary).toBe("Filed 46 days after the due date of 31 July 2026: the late fee under section 234F is ₹5,000.");
  });

  test("given tax year 2026-27, then the fee is cited under section 428(a) of the Income-tax Act, 2025", () => {
    const { result } = run({ fy: "2026-27", filed: "2027-08-10" });
    expect(result?.summary).toContain("section 428(a) of the Income-tax Act, 2025");
  });

  test("given a return after the belated-return date, then the summary points to an updated return until 31 March 2031", () => {
    const { result } = run({ filed: "2027-01-01" });
    // AY 2026-27 ends 31 March 2027; + 48 months (s.139(8A)) = 31 March 2031
    expect(result?.summary).toContain("only an updated return under section 139(8A) is possible (until 31 March 2031)");
  });

  test("given a date after the updated-return window of FY 2023-24 (31 March 2029), then the summary says only a notice return is left", () => {
    const { result } = run({ fy: "2023-24", filed: "2029-04-01" });
    expect(result?.summary).toContain("a return can then be filed only in answer to a notice");
    expect(figure(result, "pastBelatedDate")).toBe("Yes");
  });

  test.each([
    ["FY 2025-26 filed 31 March 2026, its last day", { filed: "2026-03-31" }, "Enter a date from 1 April 2026: a return for FY 2025-26 (AY 2026-27) can be filed only after the year ends."],
    ["FY 2024-25 filed 1 April 2024, its first day", { fy: "2024-25", filed: "2024-04-01" }, "Enter a date from 1 April 2025: a return for FY 2024-25 (AY 2025-26) can be filed only after the year ends."],
    ["tax year 2026-27 filed 15 September 2026", { fy: "2026-27", filed: "2026-09-15" }, "Enter a date from 1 April 2027: a return for tax year 2026-27 can be filed only after the year ends."],
  ])("given %s, before the year ended, then the filing date has the message and no figure is computed", (_scenario, raw, message) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({ filed: message });
    expect(result).toBeNull();
  });

  test("given a filing date on 1 April 2026, the day FY 2025-26's returns open, then it is accepted: filed on time, ₹0", () => {
    const { result, errors } = run({ filed: "2026-04-01" });
    expect(errors).toEqual({});
    expect(figure(result, "fee")).toBe(0);
    expect(figure(result, "daysLate")).toBe(0);
  });

  test("given compute() called directly with a filing date before the year ended, then it still answers without figures", () => {
    const read = readInputs({ fields: section234f.fields }, { ...defaultRawInputs(section234f), filed: "2026-03-31" });
    const result = section234f.compute(read.input!);
    expect(result.groups).toEqual([]);
    expect(result.summary).toBe("A return for FY 2025-26 (AY 2026-27) can be filed only after the year ends, from 1 April 2026: check the filing date.");
  });

  test("given every step of the breakdown, then each names the rule behind it", () => {
    const { result } = run({ regime: "old", age: "60to80", deductions: "150000", filed: "2027-01-10" });
    const steps = result?.breakdown.flatMap((section) => section.steps) ?? [];
    expect(steps.length).toBeGreaterThanOrEqual(10);
    for (const step of steps) expect(step.reference?.trim().length).toBeGreaterThan(10);
  });
});

describe("section-234f calculator: revised returns (s.139(5) with s.234-I; s.263(5) with s.428(b))", () => {
  test.each<Example>([
    {
      scenario: "FY 2025-26 revised on 15 January 2027, total income 8 lakh: after 31 Dec 2026 → ₹5,000 under s.234-I",
      raw: { kind: "revised", filed: "2027-01-15" },
      // last date: 12 months from 31 March 2026 = 31 March 2027; free until 31 Dec 2026 (9 months); 8,00,000 > 5,00,000 → ₹5,000
      expected: { revisedFee: 5_000, revisedLastDate: "31 March 2027", revisedFeeFrom: "1 January 2027", pastRevisedDate: "No" },
    },
    {
      scenario: "FY 2025-26 revised on 15 January 2027, total income 4,50,000: ₹1,000",
      raw: { kind: "revised", filed: "2027-01-15", income: "450000" },
      // 4,50,000 ≤ 5,00,000 → ₹1,000
      expected: { revisedFee: 1_000 },
    },
    {
      scenario: "FY 2025-26 revised on 31 December 2026, the last free day: ₹0",
      raw: { kind: "revised", filed: "2026-12-31" },
      expected: { revisedFee: 0, pastRevisedDate: "No" },
    },
    {
      scenario: "FY 2025-26 revised on 31 March 2027, income exactly ₹5,00,000: ₹1,000 (the limit is included)",
      raw: { kind: "revised", filed: "2027-03-31", income: "500000" },
      expected: { revisedFee: 1_000, pastRevisedDate: "No" },
    },
    {
      scenario: "FY 2025-26 revised on 1 April 2027: too late to revise, no fee figure to pay",
      raw: { kind: "revised", filed: "2027-04-01" },
      expected: { revisedFee: 0, pastRevisedDate: "Yes" },
    },
    {
      scenario: "FY 2024-25 revised on 20 December 2025: within 31 December 2025, and no fee that year",
      raw: { fy: "2024-25", kind: "revised", filed: "2025-12-20" },
      // s.139(5) before Finance Act 2026: three months before the end of AY 2025-26 = 31 December 2025; no s.234-I yet
      expected: { revisedFee: 0, revisedLastDate: "31 December 2025", revisedFeeFrom: "No fee for this year", pastRevisedDate: "No" },
    },
    {
      scenario: "FY 2024-25 revised on 5 January 2026: past 31 December 2025",
      raw: { fy: "2024-25", kind: "revised", filed: "2026-01-05" },
      expected: { revisedFee: 0, pastRevisedDate: "Yes" },
    },
    {
      scenario: "tax year 2026-27 revised on 10 February 2028, income 12 lakh: ₹5,000 under s.428(b)",
      raw: { fy: "2026-27", kind: "revised", filed: "2028-02-10", income: "1200000" },
      // last date 31 March 2028; free until 31 December 2027; 12,00,000 > 5,00,000 → ₹5,000
      expected: { revisedFee: 5_000, revisedLastDate: "31 March 2028", revisedFeeFrom: "1 January 2028" },
    },
  ])("$scenario", ({ raw, expected }) => {
    const { result, errors } = run(raw);
    expect(errors).toEqual({});
    for (const [name, value] of Object.entries(expected)) expect([name, figure(result, name)]).toEqual([name, value]);
  });

  test.each([
    ["FY 2025-26", { kind: "revised", filed: "2027-01-15" }, "the fee under section 234-I is ₹5,000"],
    ["tax year 2026-27", { fy: "2026-27", kind: "revised", filed: "2028-02-10" }, "the fee under section 428(b) of the Income-tax Act, 2025 is ₹5,000"],
  ])("given a late revision in %s, then the summary names the year's fee section", (_, raw, text) => {
    expect(run(raw).result?.summary).toContain(text);
  });

  test("given a revised return, then the original-return fields are hidden and bad text in them is ignored", () => {
    const { result, errors } = run({ kind: "revised", category: "nonsense", regime: "x", deductions: "abc" });
    expect(errors).toEqual({});
    expect(figure(result, "fee")).toBeUndefined();
    expect(figure(result, "revisedFee")).toBe(0);
  });

  test.each(FINANCIAL_YEARS)("FY %s: the revised-return rules are dated and sourced", (fy) => {
    const rules = REVISED_RETURN_RULES[fy];
    const values = [rules.provision, rules.lastDate, ...(rules.fee ? Object.values(rules.fee) : [])];
    for (const value of values) {
      expect(value.reference.trim().length).toBeGreaterThan(10);
      expect(value.effectiveFrom >= `${fy.slice(0, 4)}-04-01`).toBe(true);
    }
    // The fee exists from FY 2025-26 (AY 2026-27) on.
    expect(rules.fee !== null).toBe(fy >= "2025-26");
  });
});

describe("section-234f calculator: dates as data", () => {
  test.each(FINANCIAL_YEARS.flatMap((fy) => (["general", "business", "audit", "transferPricing"] as const).map((category) => ({ fy, category }))))(
    "FY $fy, $category: the due date is a dated, sourced parameter; general and audit are years.ts's, the others no earlier than the general date (a business case before 2025-26 has it)",
    ({ fy, category }) => {
      const due = returnDueDate(fy, category);
      expect(due.reference.length).toBeGreaterThan(10);
      expect(due.unit).toBe("date");
      if (category === "general") expect(due).toBe(RETURN_DUE_DATES[fy].nonAudit);
      else if (category === "audit") expect(due).toBe(RETURN_DUE_DATES[fy].audit);
      else expect(due.value >= RETURN_DUE_DATES[fy].nonAudit.value).toBe(true);
    },
  );

  test.each(FINANCIAL_YEARS)("FY %s: every filing provision and extension has a reference and an effective date within the year", (fy) => {
    const values = [...Object.values(FILING_PROVISIONS[fy]), ...Object.values(RETURN_DUE_DATE_CHANGES[fy])];
    for (const value of values) {
      expect(value.reference.trim().length).toBeGreaterThan(10);
      expect(value.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(value.effectiveFrom >= `${fy.slice(0, 4)}-04-01`).toBe(true);
    }
  });

  test.each([
    // end of the assessment year + 48 months (s.139(8A) as amended by Finance Act 2025; s.263(6) of the 2025 Act)
    ["2023-24", "2029-03-31"],
    ["2024-25", "2030-03-31"],
    ["2025-26", "2031-03-31"],
    ["2026-27", "2032-03-31"],
  ] as const)("FY %s: an updated return can be filed until %s", (fy, last) => {
    expect(updatedReturnLastDate(fy)).toBe(last);
  });
});

describe("section-234f calculator: input validation", () => {
  test.each([
    ["filed", "15-09-2026", /Write the year first, as YYYY-MM-DD: 2026-09-15/],
    ["filed", "5/9/2026", /2026-09-05/],
    ["filed", "2026/09/15", /YYYY-MM-DD/],
    ["filed", "15 Sep 2026", /YYYY-MM-DD/],
    ["filed", "2026-9-15", /YYYY-MM-DD/],
    ["filed", "2026-13-01", /month .* 01 to 12/],
    ["filed", "2026-00-10", /month .* 01 to 12/],
    ["filed", "2026-09-00", /day .* 01 or more/],
    ["filed", "2026-02-29", /February 2026 has only 28 days/],
    ["filed", "2026-09-31", /September 2026 has only 30 days/],
    ["filed", "2024-03-31", /from 1 April 2024 to 31 March 2032/],
    ["filed", "2032-04-01", /from 1 April 2024 to 31 March 2032/],
    ["income", "abc", /digits/],
    ["income", "-5000", /digits/],
    ["income", "12.5", /whole rupees/],
    ["deductions", "1e6", /digits/],
    ["fy", "2022-23", /Choose one of/],
    ["category", "company", /Choose one of/],
    ["regime", "both", /Choose one of/],
    ["mustFile", "yes", /Use 1 for yes or 0 for no/],
  ])("given %s=%p, then that field has a message and no figure is computed", (name, value, message) => {
    const { result, errors } = run({ [name]: value });
    expect(errors[name]).toMatch(message);
    expect(result).toBeNull();
  });

  test("given a leap day in a leap year, then it is a valid date", () => {
    const { errors, result } = run({ fy: "2026-27", filed: "2028-02-29" });
    expect(errors).toEqual({});
    expect(figure(result, "pastBelatedDate")).toBe("Yes");
  });

  test("given the old regime, then an invalid age is reported; given the new regime, then the hidden age is ignored", () => {
    expect(run({ regime: "old", age: "young" }).errors.age).toMatch(/Choose one of/);
    expect(run({ regime: "new", age: "young" }).errors).toEqual({});
  });

  test("given a blank filing date, then the default date is used", () => {
    expect(figure(run({ filed: "  " }).result, "daysLate")).toBe(46);
  });
});

describe("section-234f calculator: properties over random inputs", () => {
  const dates = fc.date({ min: new Date(Date.UTC(2024, 3, 1)), max: new Date(Date.UTC(2032, 2, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const rawInputs = fc.record({
    fy: fc.constantFrom(...FINANCIAL_YEARS),
    category: fc.constantFrom("general", "business", "audit"),
    filed: dates,
    income: fc.integer({ min: 0, max: 50_000_000 }).map(String),
    deductions: fc.integer({ min: 0, max: 1_000_000 }).map(String),
    regime: fc.constantFrom("new", "old"),
    age: fc.constantFrom("below60", "60to80", "80plus"),
    mustFile: fc.constantFrom("0", "1"),
  });

  test("given any valid inputs, then a date before the year ended is the only message, and otherwise the fee is ₹0, ₹1,000 or ₹5,000 and days late are a whole number ≥ 0", () => {
    fc.assert(
      fc.property(rawInputs, (raw) => {
        const { result, errors } = run(raw);
        // returns open on 1 April after the year (s.139(1)); ISO dates compare as text
        const beforeYearEnded = raw.filed < `${Number(raw.fy.slice(0, 4)) + 1}-04-01`;
        expect(Object.keys(errors)).toEqual(beforeYearEnded ? ["filed"] : []);
        if (beforeYearEnded) return;
        expect([0, 1_000, 5_000]).toContain(figure(result, "fee"));
        const late = figure(result, "daysLate") as number;
        expect(Number.isInteger(late) && late >= 0).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  test("given a later filing date and everything else the same, then the fee never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 400 }), (raw, extraDays) => {
        const later = new Date(Date.parse(`${raw.filed}T00:00:00Z`) + extraDays * 86_400_000).toISOString().slice(0, 10);
        if (later > "2032-03-31") return;
        const before = run(raw).result;
        const after = run({ ...raw, filed: later }).result;
        if (!before) return; // a date before the year ended
        expect(figure(after, "fee") as number).toBeGreaterThanOrEqual(figure(before, "fee") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given more income and everything else the same, then the fee never falls", () => {
    fc.assert(
      fc.property(rawInputs, fc.integer({ min: 1, max: 2_000_000 }), (raw, extra) => {
        const before = run(raw).result;
        const after = run({ ...raw, income: String(Number(raw.income) + extra) }).result;
        if (!before) return; // a date before the year ended
        expect(figure(after, "fee") as number).toBeGreaterThanOrEqual(figure(before, "fee") as number);
      }),
      { numRuns: 300 },
    );
  });

  test("given any text at all in any field, then reading never throws and never yields NaN", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(section234f.fields)), fc.string()), (raw) => {
        const { result, errors } = run(raw);
        if (result === null) expect(Object.keys(errors).length).toBeGreaterThan(0);
        else for (const f of result.groups.flatMap((g) => g.figures)) expect(Number.isNaN(f.value)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
