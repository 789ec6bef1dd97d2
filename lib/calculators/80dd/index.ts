import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { DISABILITY_THRESHOLDS } from "@/lib/tax/deduction-80-common";
import {
  SECTION_80DD_RULES,
  section80ddDeduction,
  type DependantRelation,
  type Section80DDClaimant,
  type Section80DDRefusal,
} from "@/lib/tax/deduction-80dd";
import { isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
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
import { choice, percent, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type InputOf, type Step } from "../types";
import { section80ddMeta } from "./meta";
import { SECTION_80DD_TEXT } from "./text";

type Text = TranslationOf<(typeof SECTION_80DD_TEXT)["en"]>;

/** ₹100 crore: far above any year's spending on a dependant. */
const MAX_AMOUNT = 1_000_000_000;

const isHuf = (raw: Record<string, string>) => (raw.claimant ?? "").trim() === "huf";

const RELATIONS: readonly DependantRelation[] = ["spouse", "child", "parent", "sibling", "other"];
const actOf = (fy: FinancialYear) => (isTaxYearUnder2025Act(fy) ? "2025" : "1961");

function fieldsIn(locale: Locale) {
  const t = messagesFor(SECTION_80DD_TEXT, locale);
  return {
    fy: yearField(locale),
    claimant: choice<Section80DDClaimant>({
      locale,
      label: t.claimant,
      options: [
        { value: "individual", label: t.claimantOptions.individual },
        { value: "huf", label: t.claimantOptions.huf },
      ],
      default: "individual",
    }),
    resident: toggle({
      locale,
      label: t.resident,
      help: t.residentHelp,
      default: true,
    }),
    relation: choice<DependantRelation>({
      locale,
      label: t.relation,
      options: RELATIONS.map((value) => ({ value, label: t.relationLabels[value] ?? value })),
      default: "parent",
      display: "select",
      visibleWhen: (raw) => !isHuf(raw),
    }),
    member: toggle({
      locale,
      label: t.member,
      default: true,
      visibleWhen: isHuf,
    }),
    dependent: toggle({
      locale,
      label: t.dependent,
      default: true,
    }),
    claims80u: toggle({
      locale,
      label: t.claims80u,
      help: t.claims80uHelp,
      default: false,
    }),
    disability: percent({
      locale,
      label: t.disability,
      help: t.disabilityHelp,
      default: 50,
      max: 100,
    }),
    kind: disabilityKindField(t.kind, locale),
    spent: rupees({
      locale,
      label: t.spent,
      help: t.spentHelp,
      default: 50_000,
      max: MAX_AMOUNT,
    }),
    slab: slabField(locale),
  };
}

export const fields = fieldsIn("en");

type Input = InputOf<typeof fields>;

function refusalText(refusal: Section80DDRefusal, input: Input, fy: FinancialYear, t: Text): string {
  const rules = SECTION_80DD_RULES[fy];
  switch (refusal) {
    case "nonResident":
      return t.refusalNonResident;
    case "notADependantRelation":
      return input.claimant === "huf" ? t.refusalHufMember : t.refusalRelation(t.relationInSentence(t.relationLabels[input.relation] ?? input.relation));
    case "notDependent":
      return t.refusalNotDependent;
    case "claims80U":
      return t.refusalClaims80u(t.dependantConditions(rules.dependantConditions.value, actOf(fy)));
    case "belowThreshold":
      return t.refusalBelowThreshold(input.disability, DISABILITY_THRESHOLDS[fy].minimumPercent.value);
    case "nothingSpent":
      return t.refusalNothingSpent;
  }
}

/** The section 80DD calculator with every word in the given language; its figures are the same in each. */
export function section80ddIn(locale: Locale) {
  const t = messagesFor(SECTION_80DD_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? section80ddMeta
        : { ...section80ddMeta, title: HINDI_TITLES["80dd"] ?? section80ddMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "claimant", "resident"] },
      { title: t.groupPerson, fields: ["relation", "member", "dependent", "claims80u", "disability", "kind"] },
      { title: t.groupSpending, fields: ["spent"] },
      { title: t.groupTaxSaved, fields: ["slab"] },
    ],
    compute: (input) => compute80dd(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

function compute80dd(input: Input, locale: Locale): CalculatorResult {
  const t = messagesFor(SECTION_80DD_TEXT, locale);
  const rules = SECTION_80DD_RULES[input.fy];
  const thresholds = DISABILITY_THRESHOLDS[input.fy];
  const result = section80ddDeduction({
    fy: input.fy,
    claimant: input.claimant,
    resident: input.resident,
    relation: input.relation,
    hufMember: input.member,
    dependent: input.dependent,
    dependantClaims80U: input.claims80u,
    extentPercent: input.disability,
    amountSpent: input.spent,
  });
  const section = provisionIn(rules.provision.value, locale);
  const year = yearInSentence(input.fy, locale);
  const category = disabilityCategoryLabel(input.fy, result.category, locale);
  const reasons = result.refusals.map((refusal) => refusalText(refusal, input, input.fy, t));
  const reasonSentence = t.reasons(reasons);
  const summary =
    result.deduction > 0
      ? t.summaryDeduction(input.claimant === "huf", formatInr(result.deduction), section, year, result.category === "severe")
      : t.summaryNone(section, reasonSentence);

  const amountParameter = result.category === "severe" ? rules.severeDisabilityAmount : rules.disabilityAmount;
  const relationStep: Step =
    input.claimant === "huf"
      ? { label: t.hufMember, text: input.member ? t.yes : t.noNotDependant, reference: rules.dependantConditions.reference }
      : {
          label: t.relationStep(t.relationInSentence(t.relationLabels[input.relation] ?? input.relation)),
          text: rules.individualsDependants.value.includes(input.relation) ? t.canBeDependant : t.notDependantUnderSection,
          reference: rules.individualsDependants.reference,
        };
  return {
    summary,
    groups: [
      {
        title: t.oldRegime,
        highlight: result.deduction > 0,
        figures: [
          {
            name: "deduction",
            label: t.deductionUnder(section),
            value: result.deduction,
            format: "rupees",
            note: result.deduction > 0 ? undefined : t.notAllowed(reasonSentence),
          },
          { name: "category", label: t.category, value: category, format: "text" },
          taxSavedFigure(input.fy, result.deduction, input.slab, locale),
        ],
      },
      newRegimeGroup(input.fy, section, result.deduction, locale),
      { title: t.certificate, figures: [certificateFigure(input.fy, input.kind, locale)] },
    ],
    breakdown: [
      {
        title: t.conditionsOf(section),
        steps: [
          { label: t.stepResident, text: input.resident ? t.yes : t.noNoDeduction, reference: rules.residentsOnly.reference },
          relationStep,
          { label: t.stepDepends, text: input.dependent ? t.yes : t.noNotDependant, reference: rules.dependantConditions.reference },
          { label: t.stepClaims80u, text: input.claims80u ? t.yesNotDependant : t.no, reference: rules.dependantConditions.reference },
          {
            label: t.stepExtent(input.disability, category),
            text: t.stepExtentText(thresholds.minimumPercent.value, thresholds.severePercent.value),
            reference: result.category === "severe" ? thresholds.severePercent.reference : thresholds.minimumPercent.reference,
          },
          { label: t.stepSpent, amount: input.spent, reference: rules.flatAmount.reference },
          certificateStep(input.fy, input.kind, locale),
        ],
      },
      {
        title: t.deduction,
        steps: [
          result.deduction > 0
            ? { label: t.stepFlat(formatInr(input.spent)), amount: result.deduction, reference: amountParameter.reference }
            : { label: t.stepNotMet, amount: 0, reference: amountParameter.reference },
          taxSavedStep(input.fy, result.deduction, input.slab, locale),
          newRegimeStep(input.fy, section, locale),
        ],
      },
    ],
    notes: [
      t.noteFixed,
      t.noteDependant,
      t.noteScheme,
      t.noteEstimate,
      isTaxYearUnder2025Act(input.fy) && rules.flatAmount.note ? t.flatAmountNote(rules.flatAmount.note) : undefined,
    ].filter((note): note is string => Boolean(note)),
  };
}

export const section80dd = section80ddIn("en");
