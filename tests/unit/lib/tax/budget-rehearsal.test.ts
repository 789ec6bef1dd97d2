/**
 * Budget-day rehearsal (docs/budget-day.md). The day's work is one data file of proposals;
 * this test plays the day with a hypothetical Finance Bill (tests/unit/fixtures): the tax year
 * 2026-27 becomes a proposed year built from its rules and the file, and every calculator, the
 * comparison page and the year labels must handle it: figures from the proposed values, and
 * every screen saying they are proposals.
 */
jest.mock("@/lib/tax/year-law", () => {
  const actual = jest.requireActual<typeof import("@/lib/tax/year-law")>("@/lib/tax/year-law");
  const { rehearsalFinanceBill: bill } = jest.requireActual<typeof import("../../fixtures/finance-bill-rehearsal")>("../../fixtures/finance-bill-rehearsal");
  return { ...actual, YEAR_LAW: { ...actual.YEAR_LAW, "2026-27": { ...actual.YEAR_LAW["2026-27"], act: bill.status } } };
});

jest.mock("@/lib/tax/parameters", () => {
  const actual = jest.requireActual<typeof import("@/lib/tax/parameters")>("@/lib/tax/parameters");
  const { applyYearChanges } = jest.requireActual<typeof import("@/lib/tax/year-changes")>("@/lib/tax/year-changes");
  const { rehearsalFinanceBill: bill } = jest.requireActual<typeof import("../../fixtures/finance-bill-rehearsal")>("../../fixtures/finance-bill-rehearsal");
  const byYear = { ...actual.TAX_RULES_BY_YEAR, "2026-27": applyYearChanges(actual.TAX_RULES_BY_YEAR["2026-27"], bill) };
  return { ...actual, TAX_RULES_BY_YEAR: byYear, rulesFor: (fy: keyof typeof byYear) => byYear[fy] };
});

// Jest hoists the mocks above these imports: the modules load as the site would be built on the day.
import { calculatorsBySlug } from "@/lib/calculators/registry";
import { budgetChanges } from "@/lib/calculators/budget-changes";
import { incomeTax } from "@/lib/calculators/income-tax";
import { defaultRawInputs } from "@/lib/calculators/read-inputs";
import { yearLabel } from "@/lib/i18n/year-label";
import { financialYearLabel } from "@/lib/tax";
import { isProposedYear, statusOf } from "@/lib/tax/law-status";
import { rulesFor } from "@/lib/tax/parameters";
import { figure, runnerFor } from "../calculators/run-calculator";

describe("Budget-day rehearsal: a proposed year from one file of proposals", () => {
  test("given the file, then the year is proposed, its label says so, and each proposed value carries the Bill's clause", () => {
    expect(isProposedYear("2026-27")).toBe(true);
    expect(financialYearLabel("2026-27")).toBe("Tax year 2026-27 (proposed)");
    expect(yearLabel("2026-27", "hi")).toBe("कर वर्ष 2026-27 (प्रस्तावित)");
    expect(financialYearLabel("2025-26")).toBe("FY 2025-26 (AY 2026-27)");
    const standardDeduction = rulesFor("2026-27").regimes.new.standardDeduction;
    expect(standardDeduction).toMatchObject({ value: 100_000, reference: "Finance Bill (rehearsal), clause 4" });
    expect(statusOf(standardDeduction, "2026-27")).toMatchObject({ stage: "proposed", instrument: "Finance Bill (rehearsal)", provision: "clause 4" });
    // A value the Bill does not touch is carried over with its own reference and the year's (proposed) status.
    expect(rulesFor("2026-27").regimes.old.standardDeduction.value).toBe(50_000);
  });

  test("given the income-tax calculator on the proposed year, then the figures use the proposed values and every screen says they are proposals", () => {
    // New regime: 15,00,000 - 1,00,000 (proposed) = 14,00,000; 20,000 + 40,000 + 2,00,000 x 15% = 90,000; cess 3,600 -> 93,600.
    const { result } = runnerFor(incomeTax)({ fy: "2026-27", salary: "1500000" });
    expect(figure(result, "newTax")).toBe(93_600);
    expect(result?.summary).toMatch(/^Proposed, not yet law \(as proposed in the Finance Bill \(rehearsal\) for tax year 2026-27\): /);
    expect(result?.headline).toMatch(/^Proposed, not yet law/);
    expect(result?.headline).toContain("Tax year 2026-27 (proposed)");
    expect(result?.notes?.[0]).toBe(
      "The figures for tax year 2026-27 are as proposed in the Finance Bill (rehearsal) (introduced 2027-02-01), not law: Parliament may change them before the Finance Act amends the Income-tax Act, 2025.",
    );
    // The year picker offers it as a proposal.
    expect(incomeTax.fields.fy.options.find((option) => option.value === "2026-27")?.label).toBe("Tax year 2026-27 (proposed)");
  });

  test("given a year in force, then nothing is marked (FY 2025-26 on the same day)", () => {
    const { result } = runnerFor(incomeTax)({ fy: "2025-26", salary: "1500000" });
    expect(result?.summary).not.toMatch(/Proposed/);
    expect(result?.notes?.join(" ")).not.toMatch(/Finance Bill/);
  });

  test("given the comparison page, then it lists exactly the Bill's values as proposed, with their clauses, beside what changed already", () => {
    const { result } = runnerFor(budgetChanges)({ from: "2025-26", to: "2026-27", salary: "1500000" });
    const rows = result?.tables?.[0]?.rows ?? [];
    // Every row of a proposed year is a proposal; those the Bill sets name its clause.
    expect(rows.every((row) => String(row[3]).startsWith("Proposed: Finance Bill (rehearsal)"))).toBe(true);
    const proposed = rows.filter((row) => String(row[3]).includes("clause"));
    expect(proposed).toEqual([
      ["New regime: standard deduction", "₹75,000", "₹1,00,000", "Proposed: Finance Bill (rehearsal), clause 4"],
      ["80C limit", "₹1,50,000", "₹2,00,000", "Proposed: Finance Bill (rehearsal), clause 31"],
      ["Exempt long-term gains on listed equity (112A)", "₹1,25,000", "₹1,50,000", "Proposed: Finance Bill (rehearsal), clause 42"],
    ]);
    // New regime 97,500 (FY 2025-26) -> 93,600 (proposed): the cheaper regime's tax would fall by ₹3,900.
    expect(figure(result, "change")).toBe(3_900);
    expect(result?.summary).toMatch(/^Proposed, not yet law .*would go down by ₹3,900/);
  });

  test.each(Object.entries(calculatorsBySlug))("given calculator %s with its defaults on the day, then it computes, and marks the proposed year if it uses one", (_slug, calculator) => {
    const raw = defaultRawInputs(calculator);
    const { result, errors } = runnerFor(calculator)(raw);
    expect(Object.values(errors).filter(Boolean)).toEqual([]);
    if (!result) return; // look-ups with nothing typed show no result
    const usesProposedYear = Object.values(raw).includes("2026-27");
    expect(result.summary.startsWith("Proposed, not yet law")).toBe(usesProposedYear);
  });
});
