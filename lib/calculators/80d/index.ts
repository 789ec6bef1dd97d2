import { formatInr } from "@/lib/format";
import { messagesFor, type TranslationOf } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales";
import { SECTION_80D_RULES, section80dDeduction, type Section80DSideResult } from "@/lib/tax/deduction-80d";
import { rulesFor } from "@/lib/tax/parameters";
import { isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import { HINDI_TITLES } from "../hindi-titles";
import { rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type InputOf, type Step } from "../types";
import { newRegimeGroup, newRegimeStep, provisionIn, slabField, taxSavedFigure, taxSavedStep, yearField, yearInSentence } from "./deduction-shared";
import { section80dMeta } from "./meta";
import { SECTION_80D_TEXT } from "./text";

type Text = TranslationOf<(typeof SECTION_80D_TEXT)["en"]>;

/** ₹10 crore: far above any year's premium or medical bills. */
const MAX_AMOUNT = 100_000_000;

function fieldsIn(locale: Locale) {
  const t = messagesFor(SECTION_80D_TEXT, locale);
  const amount = { locale, max: MAX_AMOUNT } as const;
  return {
    fy: yearField(locale),
    selfPremium: rupees({ ...amount, label: t.selfPremium, help: t.premiumHelp, default: 18_000 }),
    selfSenior: toggle({ locale, label: t.selfSenior, help: t.seniorHelp, default: false }),
    selfMedical: rupees({ ...amount, label: t.selfMedical, help: t.selfMedicalHelp, default: 0 }),
    selfCheckup: rupees({ ...amount, label: t.selfCheckup, help: t.checkupHelp, default: 5_000 }),
    parentsPremium: rupees({ ...amount, label: t.parentsPremium, help: t.parentsPremiumHelp, default: 42_000 }),
    parentsSenior: toggle({ locale, label: t.parentsSenior, help: t.seniorHelp, default: true }),
    parentsMedical: rupees({ ...amount, label: t.parentsMedical, help: t.medicalHelp, default: 0 }),
    parentsCheckup: rupees({ ...amount, label: t.parentsCheckup, help: t.checkupHelp, default: 0 }),
    cash: rupees({ ...amount, label: t.cash, help: t.cashHelp, default: 0 }),
    slab: slabField(locale),
  };
}

export const fields = fieldsIn("en");

type Input = InputOf<typeof fields>;

interface SideSteps {
  fy: FinancialYear;
  who: string;
  premium: number;
  medical: number;
  checkup: number;
  senior: boolean;
  below60Limit: { value: number; reference: string };
  seniorLimit: { value: number; reference: string };
  result: Section80DSideResult;
  t: Text;
}

function sideSteps({ fy, who, premium, medical, checkup, senior, below60Limit, seniorLimit, result, t }: SideSteps): Step[] {
  const rules = SECTION_80D_RULES[fy];
  const limit = senior ? seniorLimit : below60Limit;
  return [
    { label: t.stepPremium(who), amount: premium, reference: below60Limit.reference },
    {
      label: senior ? t.stepLimitSenior : t.stepLimitNoSenior,
      amount: limit.value,
      reference: limit.reference,
    },
    { label: t.stepPremiumCounted, amount: result.premiumCounted, reference: limit.reference },
    {
      label: t.stepCheckups(formatInr(checkup), formatInr(rules.preventiveCheckup.value)),
      amount: result.checkupCounted,
      reference: rules.preventiveCheckup.reference,
    },
    {
      label: t.stepMedical(formatInr(medical)),
      amount: result.medicalCounted,
      reference: rules.medicalExpenditureRule.reference,
    },
    {
      label: t.stepSideDeduction(who, formatInr(rules.premiumAndMedicalAggregate.value)),
      amount: result.deduction,
      reference: rules.premiumAndMedicalAggregate.reference,
    },
  ];
}

function compute80d(input: Input, locale: Locale): CalculatorResult {
  const t = messagesFor(SECTION_80D_TEXT, locale);
  const rules = SECTION_80D_RULES[input.fy];
  const limits = rulesFor(input.fy).deductionLimits;
  const result = section80dDeduction({
    fy: input.fy,
    self: { premium: input.selfPremium, insuredSenior: input.selfSenior, medical: input.selfMedical, checkup: input.selfCheckup },
    parents: { premium: input.parentsPremium, insuredSenior: input.parentsSenior, medical: input.parentsMedical, checkup: input.parentsCheckup },
  });
  const section = provisionIn(rules.provision.value, locale);
  const year = yearInSentence(input.fy, locale);
  const aggregate = rules.premiumAndMedicalAggregate.value;
  // The most each side can give for the ages entered: the aggregate once a senior citizen is insured or has bills.
  const sideLimit = (senior: boolean, medical: number, below60: number) => (senior || medical > 0 ? aggregate : below60);
  const limit =
    sideLimit(input.selfSenior, input.selfMedical, limits.ded80dSelfBelow60.value) +
    sideLimit(input.parentsSenior, input.parentsMedical, rules.parentsBelow60.value);

  const summary =
    result.deduction > 0
      ? t.summaryDeduction(formatInr(result.deduction), section, year, formatInr(result.self.deduction), formatInr(result.parents.deduction))
      : input.cash > 0
        ? t.summaryCash(section)
        : t.summaryNone(section);

  return {
    summary,
    groups: [
      {
        title: t.oldRegime,
        highlight: result.deduction > 0,
        figures: [
          { name: "selfDeduction", label: t.forSelf, value: result.self.deduction, format: "rupees" },
          { name: "parentsDeduction", label: t.forParents, value: result.parents.deduction, format: "rupees" },
          { name: "deduction", label: t.totalDeduction(section), value: result.deduction, format: "rupees" },
          {
            name: "limit",
            label: t.limit,
            value: limit,
            format: "rupees",
            note: t.limitNote,
          },
          taxSavedFigure(input.fy, result.deduction, input.slab, locale),
        ],
      },
      newRegimeGroup(input.fy, section, result.deduction, locale),
    ],
    breakdown: [
      {
        title: t.groupSelf,
        steps: sideSteps({
          fy: input.fy,
          who: t.whoFamily,
          premium: input.selfPremium,
          medical: input.selfMedical,
          checkup: input.selfCheckup,
          senior: input.selfSenior,
          below60Limit: limits.ded80dSelfBelow60,
          seniorLimit: limits.ded80dSelfSenior,
          result: result.self,
          t,
        }),
      },
      {
        title: t.groupParents,
        steps: sideSteps({
          fy: input.fy,
          who: t.whoParents,
          premium: input.parentsPremium,
          medical: input.parentsMedical,
          checkup: input.parentsCheckup,
          senior: input.parentsSenior,
          below60Limit: rules.parentsBelow60,
          seniorLimit: limits.ded80dParentsMaximum,
          result: result.parents,
          t,
        }),
      },
      {
        title: t.total,
        steps: [
          { label: t.stepCash(formatInr(input.cash)), amount: 0, reference: rules.nonCashPayment.reference },
          { label: t.deductionUnder(section), amount: result.deduction, reference: rules.provision.reference },
          taxSavedStep(input.fy, result.deduction, input.slab, locale),
          newRegimeStep(input.fy, section, locale),
        ],
      },
    ],
    notes: [
      t.noteSenior(t.seniorCitizen(rules.seniorCitizen.value, isTaxYearUnder2025Act(input.fy) ? "2025" : "1961")),
      t.noteCheckup,
      t.noteMedical,
      t.noteMultiYear,
      t.noteNotCovered,
      t.noteEstimate,
      isTaxYearUnder2025Act(input.fy) ? t.note2025 : undefined,
    ].filter((note): note is string => Boolean(note)),
  };
}

/** The section 80D calculator with every word in the given language; its figures are the same in each. */
export function section80dIn(locale: Locale) {
  const t = messagesFor(SECTION_80D_TEXT, locale);
  return defineCalculator({
    locale,
    meta: locale === "en" ? section80dMeta : { ...section80dMeta, title: HINDI_TITLES["80d"] ?? section80dMeta.title, description: t.description, keywords: t.keywords },
    fields: fieldsIn(locale),
    layout: [
      { title: t.groupYear, fields: ["fy"] },
      { title: t.groupSelf, fields: ["selfPremium", "selfSenior", "selfMedical", "selfCheckup"] },
      { title: t.groupParents, fields: ["parentsPremium", "parentsSenior", "parentsMedical", "parentsCheckup"] },
      { title: t.groupCash, fields: ["cash"] },
      { title: t.groupTaxSaved, fields: ["slab"] },
    ],
    compute: (input) => compute80d(input, locale),
    explanation: [...t.explanation],
    faq: [...t.faq],
  });
}

export const section80d = section80dIn("en");
