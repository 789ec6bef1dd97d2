import { formatInr, parseIndianNumber } from "@/lib/format";
import { messagesFor } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { NEW_REGIME_DEDUCTION_RULES } from "@/lib/tax/deduction-80-common";
import { INTEREST_DEDUCTION_RULES, interestDeduction } from "@/lib/tax/deduction-80tta";
import { PRESCRIBED_FORMS } from "@/lib/tax/forms";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, isTaxYearUnder2025Act } from "@/lib/tax/years";
import { newRegimeGroup, newRegimeStep, provisionIn, slabField, taxSavedFigure, taxSavedStep, yearField, yearInSentence } from "../80d/deduction-shared";
import { ageField } from "../common-fields";
import { HINDI_TITLES } from "../hindi-titles";
import { choice, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type InputOf } from "../types";
import { section80ttaMeta } from "./meta";
import { SECTION_80TTA_TEXT } from "./text";

/** ₹100 crore: far above any year's interest. */
const MAX_AMOUNT = 1_000_000_000;

const isIndividual = (raw: Record<string, string>) => (raw.claimant ?? "").trim() !== "huf";
const hasPostOfficeInterest = (raw: Record<string, string>) => isIndividual(raw) && (parseIndianNumber(raw.posb ?? "") ?? 0) > 0;

function fieldsIn(locale: Locale) {
  const t = messagesFor(SECTION_80TTA_TEXT, locale);
  return {
    fy: yearField(locale),
    claimant: choice<"individual" | "huf">({
      locale,
      label: t.claimant,
      options: [
        { value: "individual", label: t.claimantOptions.individual },
        { value: "huf", label: t.claimantOptions.huf },
      ],
      default: "individual",
    }),
    age: ageField({ locale, help: t.ageHelp, visibleWhen: isIndividual }),
    resident: toggle({
      locale,
      label: t.resident,
      help: t.residentHelp,
      default: true,
      visibleWhen: isIndividual,
    }),
    sb: rupees({
      locale,
      label: t.sb,
      help: t.sbHelp,
      default: 14_000,
      max: MAX_AMOUNT,
    }),
    posb: rupees({
      locale,
      label: t.posb,
      help: t.posbHelp,
      default: 0,
      max: MAX_AMOUNT,
      visibleWhen: isIndividual,
    }),
    poJoint: toggle({ locale, label: t.poJoint, default: false, visibleWhen: hasPostOfficeInterest }),
    deposits: rupees({
      locale,
      label: t.deposits,
      help: t.depositsHelp,
      default: 40_000,
      max: MAX_AMOUNT,
    }),
    slab: slabField(locale),
  };
}

export const fields = fieldsIn("en");

type Input = InputOf<typeof fields>;

function compute80tta(input: Input, locale: Locale): CalculatorResult {
  const t = messagesFor(SECTION_80TTA_TEXT, locale);
  const noTds = PRESCRIBED_FORMS.noTdsDeclaration;
  const rules = INTEREST_DEDUCTION_RULES[input.fy];
  const individual = input.claimant === "individual";
  const result = interestDeduction({
    fy: input.fy,
    claimant: input.claimant,
    age: individual ? input.age : "below60",
    resident: individual ? input.resident : true,
    savingsInterest: input.sb,
    postOfficeSavingsInterest: individual ? input.posb : 0,
    postOfficeJoint: input.poJoint,
    timeDepositInterest: input.deposits,
  });
  const senior = result.section === "80TTB";
  const provision = senior ? rules.seniorProvision : rules.savingsProvision;
  const limitParameter = senior ? rules.seniorDepositInterestLimit : rules.savingsInterestLimit;
  const section = provisionIn(provision.value, locale);
  const year = yearInSentence(input.fy, locale);
  const exemptLimit = input.poJoint ? rules.postOfficeSavingsExemptJoint : rules.postOfficeSavingsExemptSingle;

  const covered = senior ? t.coveredSenior : t.coveredSavings;
  const depositsLeftOut = !senior && input.deposits > 0 ? t.depositsLeftOut(formatInr(input.deposits)) : "";
  const summary =
    result.deduction > 0
      ? t.summaryDeduction(individual, formatInr(result.deduction), section, year, covered, formatInr(result.limit), depositsLeftOut)
      : t.summaryNone(section, year, covered, depositsLeftOut);

  const newRegime = newRegimeGroup(input.fy, section, result.deduction, locale);
  const seniorText = !individual
    ? t.seniorHuf
    : senior
      ? t.seniorYes
      : input.age !== "below60"
        ? t.seniorNonResident
        : t.seniorNo;

  return {
    summary,
    groups: [
      {
        title: t.oldRegime,
        highlight: result.deduction > 0,
        figures: [
          { name: "section", label: t.sectionApplies, value: senior ? "80TTB" : "80TTA", format: "text", note: section },
          { name: "deduction", label: t.deductionUnder(section), value: result.deduction, format: "rupees" },
          { name: "taxableInterest", label: t.taxableInterest, value: result.taxableInterestOld, format: "rupees" },
          taxSavedFigure(input.fy, result.deduction, input.slab, locale),
        ],
      },
      {
        ...newRegime,
        figures: [
          ...newRegime.figures,
          { name: "newRegimeTaxableInterest", label: t.newRegimeTaxable, value: result.taxableInterestNew, format: "rupees" },
        ],
      },
      {
        title: t.bothRegimes,
        figures: [
          {
            name: "poExempt",
            label: t.poExempt,
            value: result.postOfficeExempt,
            format: "rupees",
            note: t.poExemptNote,
          },
        ],
      },
    ],
    breakdown: [
      {
        title: t.groupInterest,
        steps: [
          { label: t.stepSavings, amount: input.sb, reference: rules.savingsInterestLimit.reference },
          ...(individual
            ? [
                { label: t.stepPostOffice, amount: input.posb, reference: exemptLimit.reference },
                {
                  label: t.stepPostOfficeExempt(formatInr(exemptLimit.value), input.poJoint),
                  amount: result.postOfficeExempt,
                  reference: exemptLimit.reference,
                },
              ]
            : []),
          { label: t.stepDeposits, amount: input.deposits, reference: rules.seniorDepositInterestLimit.reference },
        ],
      },
      {
        title: t.deductionUnder(section),
        steps: [
          { label: t.stepSenior, text: seniorText, reference: rules.seniorCitizen.reference },
          { label: t.stepCovered(covered), amount: result.eligibleInterest, reference: limitParameter.reference },
          { label: t.stepLimit, amount: result.limit, reference: limitParameter.reference },
          { label: t.stepDeduction, amount: result.deduction, reference: limitParameter.reference },
          { label: t.stepTaxableOld, amount: result.taxableInterestOld, reference: limitParameter.reference },
        ],
      },
      {
        title: t.worth,
        steps: [
          taxSavedStep(input.fy, result.deduction, input.slab, locale),
          newRegimeStep(input.fy, section, locale),
          {
            label: t.stepTaxableNew,
            amount: result.taxableInterestNew,
            reference: NEW_REGIME_DEDUCTION_RULES[input.fy].allows.reference,
          },
        ],
      },
    ],
    notes: [
      t.noteSenior(t.seniorCitizen(rules.seniorCitizen.value, isTaxYearUnder2025Act(input.fy) ? "2025" : "1961")),
      t.noteNotCovered,
      t.noteFirm,
      t.noteTds(t.formAcross(noTds.rules1962.name, noTds.rules2026.name, FIRST_TAX_YEAR_UNDER_2025_ACT)),
      t.noteEstimate,
      isTaxYearUnder2025Act(input.fy) ? t.note2025 : undefined,
      individual && result.postOfficeExempt > 0 && exemptLimit.note ? t.postOfficeNote(exemptLimit.note) : undefined,
    ].filter((note): note is string => Boolean(note)),
  };
}

/** The section 80TTA and 80TTB calculator with every word in the given language; its figures are the same in each. */
export function section80ttaIn(locale: Locale) {
  const t = messagesFor(SECTION_80TTA_TEXT, locale);
  return defineCalculator({
    locale,
    meta:
      locale === "en"
        ? section80ttaMeta
        : { ...section80ttaMeta, title: HINDI_TITLES["80tta"] ?? section80ttaMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy", "claimant", "age", "resident"] },
      { title: t.groupInterest, fields: ["sb", "posb", "poJoint", "deposits"] },
      { title: t.groupTaxSaved, fields: ["slab"] },
    ],
    compute: (input) => compute80tta(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const section80tta = section80ttaIn("en");
