import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { yearLabel } from "@/lib/i18n/year-label";
import { isTaxYearUnder2025Act, sectionOf } from "@/lib/tax";
import { computePensionTax } from "@/lib/tax/pension-tax";
import { HINDI_TITLES } from "../hindi-titles";
import { defineCalculator, type CalculatorResult, type FigureGroup } from "../types";
import { fields, fieldsIn } from "./fields";
import { pensionMeta } from "./meta";
import { PENSION_TEXT } from "./text";

export { fields };

/** The pension calculator with every word in the given language; its figures are the same in each. */
export function pensionIn(locale: Locale) {
  const t = messagesFor(PENSION_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? pensionMeta : { ...pensionMeta, title: HINDI_TITLES.pension ?? pensionMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "regime"] },
      { title: t.groupPension, fields: ["employer", "pension", "commuted", "commutedPct", "gratuity"] },
      { title: t.groupFamily, fields: ["familyPension"] },
    ],
    compute(input): CalculatorResult {
      const result = computePensionTax(
        {
          fy: input.fy,
          regime: input.regime,
          employer: input.employer,
          pension: input.pension,
          commuted: input.commuted,
          commutedPercent: input.commutedPct,
          gratuityReceived: input.gratuity,
          familyPension: input.familyPension,
        },
        locale,
      );
      // "Tax year 2026-27" reads "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" keeps its capitals.
      const year = t.year(yearLabel(input.fy, locale));
      const government = input.employer === "government";

      const commutedSentence =
        input.commuted === 0
          ? ""
          : result.commutedTaxable === 0
            ? t.commutedAllFree(formatInr(input.commuted))
            : t.commutedPart(formatInr(input.commuted), formatInr(result.commutedExempt), formatInr(result.commutedTaxable));
      const summary = t.summary(commutedSentence, formatInr(result.totalTaxable), year, input.regime);

      const commutedFigures: FigureGroup["figures"] = [
        { name: "exemptCommuted", label: t.exemptCommuted, value: result.commutedExempt, format: "rupees" },
        { name: "taxableCommuted", label: t.taxableCommuted, value: result.commutedTaxable, format: "rupees" },
      ];
      if (result.fullCommutedValue !== null) {
        commutedFigures.push({
          name: "fullValue",
          label: t.fullValue,
          value: result.fullCommutedValue,
          format: "rupees",
          note: t.fullValueNote(formatInr(input.commuted), input.commutedPct, input.gratuity),
        });
      }

      const groups: FigureGroup[] = [
        { title: t.groupCommuted, figures: commutedFigures },
        {
          title: t.groupSalary,
          figures: [
            { name: "standardDeduction", label: t.standardDeduction, value: result.standardDeduction, format: "rupees" },
            { name: "taxablePension", label: t.taxablePension, value: result.taxablePension, format: "rupees" },
          ],
        },
        {
          title: t.groupFamilyResult,
          figures: [
            { name: "familyDeduction", label: t.familyDeduction, value: result.familyPensionDeduction, format: "rupees" },
            { name: "taxableFamilyPension", label: t.taxableFamilyPension, value: result.taxableFamilyPension, format: "rupees" },
          ],
        },
        {
          title: t.total,
          highlight: true,
          figures: [{ name: "totalTaxable", label: t.totalTaxable, value: result.totalTaxable, format: "rupees" }],
        },
      ];

      const notes = [
        t.noteStandardDeduction,
        input.commuted > 0 && !government ? t.noteWorkedBack : undefined,
        result.commutedTaxable > 0 ? t.noteRelief : undefined,
        t.noteAnnuity,
        input.familyPension > 0 ? t.noteFamily : undefined,
        t.notePaise,
        isTaxYearUnder2025Act(input.fy) ? t.note2025Act(t.section(sectionOf("standardDeduction", input.fy))) : undefined,
      ].filter((note): note is string => Boolean(note));

      return {
        summary,
        groups,
        breakdown: [{ title: t.breakdown(year), steps: result.steps.map((step) => ({ ...step })) }],
        notes,
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const pension = pensionIn("en");
