import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { breakEvenDeductions, compareRegimes, financialYearLabel, type ComputationStep, type FinancialYear, type IncomeTaxResult } from "@/lib/tax";
import { sectionOf } from "@/lib/tax/sections";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type StepSection } from "../types";
import { fields, fieldsIn } from "./fields";
import { incomeTaxMeta } from "./meta";
import { INCOME_TAX_TEXT } from "./text";

export { fields };

type Text = TranslationOf<(typeof INCOME_TAX_TEXT)["en"]>;

/** "HRA, 80C, 80D, 80CCD(1B)" as the year's Act numbers them. */
function oldRegimeClaims(fy: FinancialYear, t: Text): string {
  return t.oldRegimeClaims(t.cite(sectionOf("hra", fy)), t.cite(sectionOf("80C", fy)), t.cite(sectionOf("80D", fy)), t.cite(sectionOf("80CCD1B", fy)));
}

const toSteps = (steps: ComputationStep[]) => steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference }));

function regimeSection(title: string, result: IncomeTaxResult): StepSection {
  return { title, steps: toSteps(result.steps) };
}

/** The income-tax calculator with every word in the given language; its figures are the same in each. */
export function incomeTaxIn(locale: Locale) {
  const t = messagesFor(INCOME_TAX_TEXT, locale);
  const fullYear = (fy: FinancialYear) => (locale === "en" ? financialYearLabel(fy) : yearLabel(fy, locale));
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? incomeTaxMeta
        : { ...incomeTaxMeta, title: HINDI_TITLES["income-tax"] ?? incomeTaxMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "age"] },
      { title: t.groupIncome, fields: ["salary", "other", "dividend"] },
      { title: t.groupDeductions, fields: ["hra", "ded80c", "ded80d", "ded80ccd1b", "hl"] },
    ],
    compute(input) {
      const engineInput = {
        fy: input.fy,
        age: input.age,
        grossSalary: input.salary,
        otherIncome: input.other,
        dividendIncome: input.dividend,
        exemptHra: input.hra,
        deductions: {
          ded80c: input.ded80c,
          ded80d: input.ded80d,
          ded80ccd1b: input.ded80ccd1b,
          homeLoanInterest: input.hl,
        },
      };
      const comparison = compareRegimes(engineInput, locale);
      const breakEven = breakEvenDeductions(engineInput);
      // "Tax year 2026-27" reads as "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" stays as it is.
      const year = t.year(fullYear(input.fy));

      const summary =
        comparison.better === "equal"
          ? t.summaryEqual(formatInr(comparison.new.totalTax), year)
          : t.summaryBetter(comparison.better, formatInr(comparison.saving), year);

      const breakEvenNote =
        breakEven === null
          ? t.breakEvenNever
          : breakEven === 0
            ? t.breakEvenZero
            : t.breakEvenAmount(oldRegimeClaims(input.fy, t), formatInr(breakEven));

      const income = [
        t.incomeSalary(formatInr(input.salary)),
        ...(input.other > 0 ? [t.incomeOther(formatInr(input.other))] : []),
        ...(input.dividend > 0 ? [t.incomeDividends(formatInr(input.dividend))] : []),
      ].join(", ");
      const rebateSection = t.cite(sectionOf("rebate", input.fy));
      const notes = [t.noteTax(rebateSection), t.noteNewRegime(oldRegimeClaims(input.fy, t)), t.noteOtherCalculators];
      if (input.dividend > 0) notes.push(t.noteDividends);
      const headline = t.headline(fullYear(input.fy), income, formatInr(comparison.new.totalTax), formatInr(comparison.old.totalTax));

      return {
        summary,
        headline,
        groups: [
          {
            title: t.oldRegime,
            highlight: comparison.better === "old",
            badge: comparison.better === "old" ? t.saves(formatInr(comparison.saving)) : undefined,
            figures: [
              { name: "oldTaxableIncome", label: t.taxableIncome, value: comparison.old.taxableIncome, format: "rupees" },
              { name: "oldTax", label: t.taxPayable, value: comparison.old.totalTax, format: "rupees" },
            ],
          },
          {
            title: t.newRegimeOf(t.cite(sectionOf("newRegime", input.fy))),
            highlight: comparison.better === "new",
            badge: comparison.better === "new" ? t.saves(formatInr(comparison.saving)) : undefined,
            figures: [
              { name: "newTaxableIncome", label: t.taxableIncome, value: comparison.new.taxableIncome, format: "rupees" },
              { name: "newTax", label: t.taxPayable, value: comparison.new.totalTax, format: "rupees" },
            ],
          },
          {
            title: t.breakEven,
            figures: [
              {
                name: "breakEven",
                label: t.breakEvenLabel,
                value: breakEven === null ? t.never : breakEven,
                format: "rupees",
                note: breakEvenNote,
              },
            ],
          },
        ],
        breakdown: [regimeSection(t.oldRegime, comparison.old), regimeSection(t.newRegime, comparison.new)],
        notes,
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const incomeTax = incomeTaxIn("en");
