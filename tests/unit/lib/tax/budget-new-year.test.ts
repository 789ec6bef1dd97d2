/**
 * Budget-day rehearsal with a new year (docs/budget-day.md): the one data file of a
 * hypothetical Finance Bill for tax year 2027-28 is added to the proposals, and the whole site
 * takes the year from it: the year's rules (the Bill's values, the rest carried over from
 * 2026-27), every table keyed by year carried forward with its dates moved, the year pickers,
 * every calculator on the new year, and the comparison page listing exactly the Bill's changes.
 */
jest.mock("@/lib/tax/proposals", () => {
  const { nextYearFinanceBill } = jest.requireActual<typeof import("../../fixtures/finance-bill-next-year")>("../../fixtures/finance-bill-next-year");
  return { PROPOSED_YEARS: [nextYearFinanceBill] };
});

// Jest hoists the mock above these imports: the modules load as the site would be built on the day.
import { budgetChanges } from "@/lib/calculators/budget-changes";
import { incomeTax, incomeTaxIn } from "@/lib/calculators/income-tax";
import { defaultRawInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import { CURRENT_FINANCIAL_YEAR, FINANCIAL_YEARS, LATEST_FINANCIAL_YEAR, financialYearLabel, type FinancialYear } from "@/lib/tax";
import { yearLabel } from "@/lib/i18n/year-label";
import { isProposedYear, statusOf } from "@/lib/tax/law-status";
import { rulesFor } from "@/lib/tax/parameters";
import { complianceRulesFor } from "@/lib/tax/parameters/compliance";
import { RETURN_DUE_DATES } from "@/lib/tax/return-due-dates";
import { figure, runnerFor } from "../calculators/run-calculator";

const NEW_YEAR = "2027-28" as FinancialYear;

/** Inputs that must move with the year: a return for 2027-28 can be filed only from 1 April 2028. */
const NEW_YEAR_INPUTS: Readonly<Record<string, Record<string, string>>> = { "section-234f": { filed: "2028-09-15" } };

describe("Budget-day rehearsal: tax year 2027-28 from one file of proposals", () => {
  test("given the file, then the year joins the site as proposed, after the current year, which stays the default", () => {
    expect(FINANCIAL_YEARS.at(-1)).toBe(NEW_YEAR);
    expect(LATEST_FINANCIAL_YEAR).toBe(NEW_YEAR);
    expect(CURRENT_FINANCIAL_YEAR).toBe("2026-27");
    expect(isProposedYear(NEW_YEAR)).toBe(true);
    expect(financialYearLabel(NEW_YEAR)).toBe("Tax year 2027-28 (proposed)");
    expect(incomeTax.fields.fy.options.map((option) => option.label).slice(0, 2)).toEqual(["Tax year 2027-28 (proposed)", "Tax year 2026-27"]);
    expect(defaultRawInputs(incomeTax).fy).toBe("2026-27");
  });

  test("given the year, then each proposed value carries the Bill's clause as its status, the Hindi label says प्रस्तावित, and the years in force are not marked", () => {
    expect(statusOf(rulesFor(NEW_YEAR).regimes.new.standardDeduction, NEW_YEAR)).toMatchObject({ stage: "proposed", instrument: "Finance Bill (rehearsal)", provision: "clause 4" });
    // A value the Bill does not touch is carried over with its own reference, under the year's (proposed) law.
    expect(statusOf(rulesFor(NEW_YEAR).regimes.old.standardDeduction, NEW_YEAR).stage).toBe("proposed");
    expect(yearLabel(NEW_YEAR, "hi")).toBe("कर वर्ष 2027-28 (प्रस्तावित)");
    expect(financialYearLabel("2026-27")).toBe("Tax year 2026-27");
    const current = runnerFor(incomeTax)({ fy: "2026-27", salary: "1500000" }).result;
    expect(current?.summary).not.toMatch(/Proposed/);
    expect(current?.notes?.join(" ")).not.toMatch(/Finance Bill/);
  });

  test("given the year's rules, then the Bill's values are in place and the rest is 2026-27's, carried over", () => {
    expect(rulesFor(NEW_YEAR).regimes.new.standardDeduction).toMatchObject({ value: 100_000, reference: "Finance Bill (rehearsal), clause 4" });
    expect(rulesFor(NEW_YEAR).regimes.new.rebate).toEqual(rulesFor("2026-27").regimes.new.rebate);
    // A table keyed by year is carried forward with its dates a year on: returns due 31 July 2028.
    expect(RETURN_DUE_DATES[NEW_YEAR].nonAudit.value).toBe("2028-07-31");
    expect(complianceRulesFor(NEW_YEAR).lateFilingFee.fee.value).toBe(complianceRulesFor("2026-27").lateFilingFee.fee.value);
  });

  test("given a salary of ₹15,00,000 on the proposed year, then the tax follows the Bill and says it is a proposal", () => {
    // New regime as proposed: 15,00,000 - 1,00,000 = 14,00,000; up to 5L nil, 5-10L 5% = 25,000, 10-14L 10% = 40,000 -> 65,000.
    // Above the ₹12 lakh rebate limit (carried over), and the tax is below the ₹2,00,000 of income above it: no rebate, no relief.
    // Cess 4% = 2,600 -> 67,600.
    const { result } = runnerFor(incomeTax)({ fy: "2027-28", salary: "1500000" });
    expect(figure(result, "newTax")).toBe(67_600);
    expect(result?.summary).toMatch(/^Proposed, not yet law \(as proposed in the Finance Bill \(rehearsal\) for tax year 2027-28\)/);
    expect(result?.headline).toMatch(/^Proposed, not yet law.*Tax year 2027-28 \(proposed\)/);
    expect(result?.notes?.[0]).toBe(
      "The figures for tax year 2027-28 are as proposed in the Finance Bill (rehearsal) (introduced 2027-02-01), not law: Parliament may change them before the Finance Act amends the Income-tax Act, 2025.",
    );
  });

  test("given the comparison of 2026-27 with 2027-28, then it lists exactly the Bill's two changes, as proposed, with their clauses", () => {
    const { result } = runnerFor(budgetChanges)({ salary: "1500000" });
    expect(result?.tables?.[0]?.rows.map((row) => [row[0], row[3]])).toEqual([
      ["New regime: slabs, below 60", "Proposed: Finance Bill (rehearsal), First Schedule, Part I, Paragraph A"],
      ["New regime: standard deduction", "Proposed: Finance Bill (rehearsal), clause 4"],
    ]);
    // 2026-27: ₹97,500 (new regime); 2027-28 as proposed: ₹67,600. The comparison opens on the latest two years.
    expect(figure(result, "change")).toBe(29_900);
  });

  test.each(Object.entries(calculatorsBySlug))("given calculator %s on the new year, then it computes and marks the year as proposed", (slug, calculator) => {
    const raw = defaultRawInputs(calculator);
    const onNewYear = "fy" in raw && calculator.fields.fy?.kind === "choice" && calculator.fields.fy.options.some((option) => option.value === NEW_YEAR) ? { ...raw, fy: NEW_YEAR, ...NEW_YEAR_INPUTS[slug] } : raw;
    const { result, errors } = runnerFor(calculator)(onNewYear);
    expect(Object.values(errors).filter(Boolean)).toEqual([]);
    if (!result) return;
    expect(result.summary.startsWith("Proposed, not yet law")).toBe(Object.values(onNewYear).includes(NEW_YEAR));
  });

  describe("in Hindi (issue #43, item 5)", () => {
    // Every calculator's Hindi words, as their pages load them.
    beforeAll(() => {
      require("@/components/layout/hindi-frame");
      for (const slug of Object.keys(calculatorsBySlug)) require(`@/components/calculators/hindi/${slug}`);
    });

    test("given a salary of ₹15,00,000 on the proposed year, then the Hindi page shows the same tax, and says प्रस्तावित before it and in the year picker", () => {
      const hindi = incomeTaxIn("hi");
      expect(hindi.fields.fy.options.map((option) => option.label).slice(0, 2)).toEqual(["कर वर्ष 2027-28 (प्रस्तावित)", "कर वर्ष 2026-27"]);
      const { result } = runnerFor(hindi)({ fy: "2027-28", salary: "1500000" });
      expect(figure(result, "newTax")).toBe(67_600);
      expect(result?.summary).toMatch(/^प्रस्तावित, अभी कानून नहीं \(कर वर्ष 2027-28 के लिए वित्त विधेयक \(अभ्यास\) में प्रस्तावित\): /);
      expect(result?.notes?.[0]).toBe(
        "कर वर्ष 2027-28 के आँकड़े वित्त विधेयक (अभ्यास) में प्रस्तावित हैं (1 फ़रवरी 2027 को पेश), अभी कानून नहीं: वित्त अधिनियम से आयकर अधिनियम, 2025 में संशोधन होने से पहले संसद इन्हें बदल सकती है।",
      );
    });

    test.each(Object.keys(calculatorsBySlug))("given calculator %s in Hindi on the new year, then its answer starts with प्रस्तावित exactly when the year is proposed", (slug) => {
      const exports = require(`@/lib/calculators/${slug}`) as Record<string, unknown>;
      const make = Object.entries(exports).find(([name, value]) => name.endsWith("In") && typeof value === "function")?.[1] as ((locale: "hi") => typeof incomeTax) | undefined;
      expect(make).toBeDefined();
      const calculator = make!("hi");
      const raw = defaultRawInputs(calculator);
      const fy = calculator.fields.fy as { kind?: string; options?: readonly { value: string }[] } | undefined;
      const onNewYear = "fy" in raw && fy?.kind === "choice" && fy.options?.some((option) => option.value === NEW_YEAR) ? { ...raw, fy: NEW_YEAR, ...NEW_YEAR_INPUTS[slug] } : raw;
      const { result, errors } = runnerFor(calculator)(onNewYear);
      expect(Object.values(errors).filter(Boolean)).toEqual([]);
      if (!result) return;
      expect(result.summary.startsWith("प्रस्तावित, अभी कानून नहीं")).toBe(Object.values(onNewYear).includes(NEW_YEAR));
    });
  });
});
