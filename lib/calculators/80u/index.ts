import { formatInr } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { DISABILITY_THRESHOLDS } from "@/lib/tax/deduction-80-common";
import { SECTION_80U_RULES, section80uDeduction } from "@/lib/tax/deduction-80u";
import { isTaxYearUnder2025Act } from "@/lib/tax/years";
import { HINDI_TITLES } from "../hindi-titles";
import {
  certificateFigure,
  certificateStep,
  disabilityCategoryLabel,
  disabilityKindField,
  newRegimeGroup,
  newRegimeStep,
  provisionIn,
  slabField,
  taxSavedFigure,
  taxSavedStep,
  yearField,
  yearInSentence,
} from "../80d/deduction-shared";
import { percent, toggle } from "../fields";
import { defineCalculator, type CalculatorResult } from "../types";
import { section80uMeta } from "./meta";
import { SECTION_80U_TEXT } from "./text";

function fieldsIn(locale: Locale) {
  const t = messagesFor(SECTION_80U_TEXT, locale);
  return {
    fy: yearField(locale),
    resident: toggle({ locale, label: t.resident, help: t.residentHelp, default: true }),
    disability: percent({ locale, label: t.disability, help: t.disabilityHelp, default: 50, max: 100 }),
    kind: disabilityKindField(t.kind, locale),
    slab: slabField(locale),
  };
}

export const fields = fieldsIn("en");

/** The section 80U calculator with every word in the given language; its figures are the same in each. */
export function section80uIn(locale: Locale) {
  const t = messagesFor(SECTION_80U_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? section80uMeta : { ...section80uMeta, title: HINDI_TITLES["80u"] ?? section80uMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "resident"] },
      { title: t.groupDisability, fields: ["disability", "kind"] },
      { title: t.groupTaxSaved, fields: ["slab"] },
    ],
    compute(input): CalculatorResult {
      const rules = SECTION_80U_RULES[input.fy];
      const thresholds = DISABILITY_THRESHOLDS[input.fy];
      const result = section80uDeduction({ fy: input.fy, resident: input.resident, extentPercent: input.disability });
      const section = provisionIn(rules.provision.value, locale);
      const year = yearInSentence(input.fy, locale);
      const category = disabilityCategoryLabel(input.fy, result.category, locale);

      const summary =
        result.refusal === "nonResident"
          ? t.summaryNonResident(section, year)
          : result.refusal === "belowThreshold"
            ? t.summaryBelow(section, input.disability, thresholds.minimumPercent.value)
            : t.summaryDeduction(formatInr(result.deduction), section, year, result.category === "severe", input.disability);

      const amountParameter = result.category === "severe" ? rules.severeDisabilityAmount : rules.disabilityAmount;
      return {
        summary,
        groups: [
          {
            title: t.oldRegime,
            highlight: result.deduction > 0,
            figures: [
              { name: "deduction", label: t.deductionUnder(section), value: result.deduction, format: "rupees" },
              { name: "category", label: t.category, value: category, format: "text" },
              taxSavedFigure(input.fy, result.deduction, input.slab, locale),
            ],
          },
          newRegimeGroup(input.fy, section, result.deduction, locale),
          { title: t.certificate, figures: [certificateFigure(input.fy, input.kind, locale)] },
        ],
        breakdown: [
          {
            title: t.deductionUnder(section),
            steps: [
              { label: t.stepResident, text: input.resident ? t.yes : t.noDeduction, reference: rules.residentsOnly.reference },
              {
                label: t.stepExtent(input.disability, category),
                text: t.stepThresholds(thresholds.minimumPercent.value, thresholds.severePercent.value),
                reference: result.category === "severe" ? thresholds.severePercent.reference : thresholds.minimumPercent.reference,
              },
              ...(result.refusal === null
                ? [{ label: t.stepFlat, amount: result.deduction, reference: amountParameter.reference }]
                : [{ label: t.stepDeduction, amount: 0, reference: rules.disabilityAmount.reference }]),
              certificateStep(input.fy, input.kind, locale),
            ],
          },
          { title: t.worth, steps: [taxSavedStep(input.fy, result.deduction, input.slab, locale), newRegimeStep(input.fy, section, locale)] },
        ],
        notes: [t.noteFixed, t.noteReassess, t.note80dd, t.noteEstimate, isTaxYearUnder2025Act(input.fy) ? t.note2025Act : undefined].filter(
          (note): note is string => Boolean(note),
        ),
      };
    },
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const section80u = section80uIn("en");
