import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { compareRegimes, financialYearLabel, startYearOf, type FinancialYear, type RegimeComparison } from "@/lib/tax";
import { isProposedYear, YEAR_LAW, type LawStatus } from "@/lib/tax/law-status";
import { yearDifferences, type ValueChange } from "@/lib/tax/year-differences";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type FigureGroup, type StepSection } from "../types";
import { fieldsIn } from "./fields";
import { budgetChangesMeta } from "./meta";
import { BUDGET_CHANGES_TEXT } from "./text";
import { csvValue, valueText } from "./values";

export { fields } from "./fields";

type Text = TranslationOf<(typeof BUDGET_CHANGES_TEXT)["en"]>;

/** The budget-changes page with every word in the given language; its figures are the same in each. */
export function budgetChangesIn(locale: Locale) {
  const t = messagesFor(BUDGET_CHANGES_TEXT, locale);
  /** "Tax year 2026-27", "FY 2025-26 (AY 2026-27)" / "कर वर्ष 2026-27". */
  const fullYear = (fy: FinancialYear) => (locale === "en" ? financialYearLabel(fy) : yearLabel(fy, locale));
  /** "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" as it is. */
  const inSentence = (fy: FinancialYear) => t.inSentence(fullYear(fy));

  /** "Proposed: Finance Bill, 2027, clause 2", "Enacted: Finance Act, 2026 (Act No. 4 of 2026)", "Notified: Income-tax Rules, 2026 (G.S.R. 198(E))". */
  const statusText = (status: LawStatus): string => t.status(t.stage[status.stage], t.instrument(status.instrument), status.provision ? t.instrument(status.provision) : "");

  /** The tax of the cheaper regime, the one a person would choose. */
  const cheaper = (comparison: RegimeComparison) => Math.min(comparison.new.totalTax, comparison.old.totalTax);

  function yearGroup(fy: FinancialYear, comparison: RegimeComparison, prefix: "from" | "to"): FigureGroup {
    return {
      title: fullYear(fy),
      figures: [
        { name: `${prefix}NewTax`, label: t.newRegime, value: comparison.new.totalTax, format: "rupees" },
        { name: `${prefix}OldTax`, label: t.oldRegime, value: comparison.old.totalTax, format: "rupees" },
      ],
    };
  }

  function changesTable(from: FinancialYear, to: FinancialYear, changes: readonly ValueChange[]) {
    const rows = changes.map((change) => [change.label, valueText(change.from, change.unit, locale), valueText(change.to, change.unit, locale), statusText(change.status)]);
    return {
      caption: t.tableCaption(inSentence(from), inSentence(to)),
      columns: [t.columnRule, fullYear(from), fullYear(to), t.columnSource],
      rows: rows.length > 0 ? rows : [[t.noChange, "", "", statusText(YEAR_LAW[to].act)]],
      csvFileName: `budget-changes-${from}-to-${to}.csv`,
      // Amounts and rates as plain numbers, as in every CSV of the site; the rest as shown.
      csvRows:
        rows.length > 0
          ? changes.map((change) => [change.label, csvValue(change.from, change.unit, locale), csvValue(change.to, change.unit, locale), statusText(change.status)])
          : undefined,
    };
  }

  const regimeSteps = (fy: FinancialYear, comparison: RegimeComparison, text: Text): StepSection[] => [
    { title: text.newRegimeSteps(fullYear(fy)), steps: comparison.new.steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference })) },
    { title: text.oldRegimeSteps(fullYear(fy)), steps: comparison.old.steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference })) },
  ];

  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? budgetChangesMeta
        : { ...budgetChangesMeta, title: HINDI_TITLES["budget-changes"] ?? budgetChangesMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYears, fields: ["from", "to", "age"] },
      { title: t.groupIncome, fields: ["salary", "other"] },
      { title: t.groupDeductions, fields: ["hra", "ded80c", "ded80d", "hl"] },
    ],
    validate(input) {
      if (startYearOf(input.from) >= startYearOf(input.to)) return { to: t.laterYear };
      return {};
    },
    compute(input) {
      const taxOf = (fy: FinancialYear) =>
        compareRegimes(
          {
            fy,
            age: input.age,
            grossSalary: input.salary,
            otherIncome: input.other,
            dividendIncome: 0,
            exemptHra: input.hra,
            deductions: { ded80c: input.ded80c, ded80d: input.ded80d, ded80ccd1b: 0, homeLoanInterest: input.hl },
          },
          locale,
        );
      const before = taxOf(input.from);
      const after = taxOf(input.to);
      const change = cheaper(after) - cheaper(before);
      const changes = yearDifferences(input.from, input.to, locale);
      const proposed = isProposedYear(input.to);

      const summary =
        change === 0
          ? t.summarySame(proposed, formatInr(cheaper(after)), inSentence(input.to), inSentence(input.from))
          : t.summaryChange(proposed, change < 0, formatInr(Math.abs(change)), formatInr(cheaper(before)), inSentence(input.from), formatInr(cheaper(after)), inSentence(input.to));
      const headline = t.headline(fullYear(input.from), fullYear(input.to), formatInr(input.salary), formatInr(cheaper(before)), formatInr(cheaper(after)));

      return {
        summary,
        headline,
        groups: [
          yearGroup(input.from, before, "from"),
          { ...yearGroup(input.to, after, "to"), highlight: true },
          {
            title: t.changeForYou,
            figures: [
              {
                name: "change",
                label: change <= 0 ? t.taxSaved : t.extraTax,
                value: Math.abs(change),
                format: "rupees",
                note: t.cheaperNote(t.regimeWord[before.better === "old" ? "old" : "new"], inSentence(input.from), t.regimeWord[after.better === "old" ? "old" : "new"], inSentence(input.to)),
              },
              { name: "changedValues", label: t.changedValues, value: changes.length, format: "number" },
            ],
          },
        ],
        breakdown: [...regimeSteps(input.from, before, t), ...regimeSteps(input.to, after, t)],
        tables: [changesTable(input.from, input.to, changes)],
        notes: [...t.notes],
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const budgetChanges = budgetChangesIn("en");
