import { formatInr } from "@/lib/format";
import { SECTION_80D_RULES, section80dDeduction, type Section80DSideResult } from "@/lib/tax/deduction-80d";
import { rulesFor } from "@/lib/tax/parameters";
import { isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import { rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type Step } from "../types";
import { section80dExplanation, section80dFaq } from "./content";
import { newRegimeGroup, newRegimeStep, slabField, taxSavedFigure, taxSavedStep, yearField, yearInSentence } from "./deduction-shared";
import { section80dMeta } from "./meta";

/** ₹10 crore: far above any year's premium or medical bills. */
const MAX_AMOUNT = 100_000_000;

const PREMIUM_HELP =
  "Paid by cheque, card, UPI or bank transfer, with contributions to CGHS or a notified health scheme. For a policy paid for several years at once, enter this year's share.";
const SENIOR_HELP = "Resident in India and 60 or more at any time during the year. It raises the limit from ₹25,000 to ₹50,000.";
const MEDICAL_HELP = "Only for someone aged 60 or more, resident, with no health insurance; paid other than in cash.";
const CHECKUP_HELP = "Cash allowed. At most ₹5,000 in all, for your family and your parents together.";

export const fields = {
  fy: yearField(),
  selfPremium: rupees({ label: "Premium for you, your spouse and dependent children", help: PREMIUM_HELP, default: 18_000, max: MAX_AMOUNT }),
  selfSenior: toggle({ label: "Someone insured by that premium is a senior citizen", help: SENIOR_HELP, default: false }),
  selfMedical: rupees({
    label: "Medical bills of a senior citizen in your family with no health insurance",
    help: `You, your spouse or a dependent child. ${MEDICAL_HELP}`,
    default: 0,
    max: MAX_AMOUNT,
  }),
  selfCheckup: rupees({ label: "Preventive health check-ups for your family", help: CHECKUP_HELP, default: 5_000, max: MAX_AMOUNT }),
  parentsPremium: rupees({
    label: "Premium for your parents",
    help: `Your father and mother, dependent on you or not (not parents-in-law). ${PREMIUM_HELP}`,
    default: 42_000,
    max: MAX_AMOUNT,
  }),
  parentsSenior: toggle({ label: "A parent insured by that premium is a senior citizen", help: SENIOR_HELP, default: true }),
  parentsMedical: rupees({ label: "Medical bills of a parent with no health insurance", help: MEDICAL_HELP, default: 0, max: MAX_AMOUNT }),
  parentsCheckup: rupees({ label: "Preventive health check-ups for your parents", help: CHECKUP_HELP, default: 0, max: MAX_AMOUNT }),
  cash: rupees({
    label: "Premium or medical bills paid in cash",
    help: "Not deductible. A check-up paid in cash goes in a check-up field instead.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  slab: slabField(),
};

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
}

function sideSteps({ fy, who, premium, medical, checkup, senior, below60Limit, seniorLimit, result }: SideSteps): Step[] {
  const rules = SECTION_80D_RULES[fy];
  const limit = senior ? seniorLimit : below60Limit;
  return [
    { label: `Premium and health-scheme contributions for ${who}`, amount: premium, reference: below60Limit.reference },
    {
      label: senior ? "Limit on premium and check-ups, a senior citizen insured" : "Limit on premium and check-ups, no senior citizen insured",
      amount: limit.value,
      reference: limit.reference,
    },
    { label: "Premium counted", amount: result.premiumCounted, reference: limit.reference },
    {
      label: `Preventive check-ups counted (${formatInr(checkup)} paid; ${formatInr(rules.preventiveCheckup.value)} at most for both sides, within the limit)`,
      amount: result.checkupCounted,
      reference: rules.preventiveCheckup.reference,
    },
    {
      label: `Medical bills of an uninsured senior citizen counted (${formatInr(medical)} paid)`,
      amount: result.medicalCounted,
      reference: rules.medicalExpenditureRule.reference,
    },
    {
      label: `Deduction for ${who} (premium, check-ups and medical bills together at most ${formatInr(rules.premiumAndMedicalAggregate.value)})`,
      amount: result.deduction,
      reference: rules.premiumAndMedicalAggregate.reference,
    },
  ];
}

export const section80d = defineCalculator({
  meta: section80dMeta,
  fields,
  layout: [
    { title: "Year", fields: ["fy"] },
    { title: "You, your spouse and children", fields: ["selfPremium", "selfSenior", "selfMedical", "selfCheckup"] },
    { title: "Your parents", fields: ["parentsPremium", "parentsSenior", "parentsMedical", "parentsCheckup"] },
    { title: "Paid in cash", fields: ["cash"] },
    { title: "Tax saved", fields: ["slab"] },
  ],
  compute(input): CalculatorResult {
    const rules = SECTION_80D_RULES[input.fy];
    const limits = rulesFor(input.fy).deductionLimits;
    const result = section80dDeduction({
      fy: input.fy,
      self: { premium: input.selfPremium, insuredSenior: input.selfSenior, medical: input.selfMedical, checkup: input.selfCheckup },
      parents: { premium: input.parentsPremium, insuredSenior: input.parentsSenior, medical: input.parentsMedical, checkup: input.parentsCheckup },
    });
    const section = rules.provision.value;
    const year = yearInSentence(input.fy);
    const aggregate = rules.premiumAndMedicalAggregate.value;
    // The most each side can give for the ages entered: the aggregate once a senior citizen is insured or has bills.
    const sideLimit = (senior: boolean, medical: number, below60: number) => (senior || medical > 0 ? aggregate : below60);
    const limit =
      sideLimit(input.selfSenior, input.selfMedical, limits.ded80dSelfBelow60.value) +
      sideLimit(input.parentsSenior, input.parentsMedical, rules.parentsBelow60.value);

    const summary =
      result.deduction > 0
        ? `You can deduct ${formatInr(result.deduction)} under ${section} for ${year}, in the old regime only: ${formatInr(result.self.deduction)} for your family and ${formatInr(result.parents.deduction)} for your parents.`
        : input.cash > 0
          ? `No deduction under ${section}: premium and medical bills paid in cash do not count; only a check-up may be paid in cash.`
          : `No deduction under ${section} for these figures: enter the health-insurance premium, check-ups or a senior citizen's medical bills you paid.`;

    return {
      summary,
      groups: [
        {
          title: "Old regime",
          highlight: result.deduction > 0,
          figures: [
            { name: "selfDeduction", label: "For you, your spouse and children", value: result.self.deduction, format: "rupees" },
            { name: "parentsDeduction", label: "For your parents", value: result.parents.deduction, format: "rupees" },
            { name: "deduction", label: `Total deduction under ${section}`, value: result.deduction, format: "rupees" },
            {
              name: "limit",
              label: "Most you could deduct, for the ages entered",
              value: limit,
              format: "rupees",
              note: "₹25,000 a side, ₹50,000 for a side with a senior citizen insured or with a senior citizen's medical bills.",
            },
            taxSavedFigure(input.fy, result.deduction, input.slab),
          ],
        },
        newRegimeGroup(input.fy, section, result.deduction),
      ],
      breakdown: [
        {
          title: "You, your spouse and children",
          steps: sideSteps({
            fy: input.fy,
            who: "your family",
            premium: input.selfPremium,
            medical: input.selfMedical,
            checkup: input.selfCheckup,
            senior: input.selfSenior,
            below60Limit: limits.ded80dSelfBelow60,
            seniorLimit: limits.ded80dSelfSenior,
            result: result.self,
          }),
        },
        {
          title: "Your parents",
          steps: sideSteps({
            fy: input.fy,
            who: "your parents",
            premium: input.parentsPremium,
            medical: input.parentsMedical,
            checkup: input.parentsCheckup,
            senior: input.parentsSenior,
            below60Limit: rules.parentsBelow60,
            seniorLimit: limits.ded80dParentsMaximum,
            result: result.parents,
          }),
        },
        {
          title: "Total",
          steps: [
            { label: `Paid in cash, ${formatInr(input.cash)}: not deductible`, amount: 0, reference: rules.nonCashPayment.reference },
            { label: `Deduction under ${section}`, amount: result.deduction, reference: rules.provision.reference },
            taxSavedStep(input.fy, result.deduction, input.slab),
            newRegimeStep(input.fy, section),
          ],
        },
      ],
      notes: [
        `A senior citizen here is ${rules.seniorCitizen.value}.`,
        "The ₹5,000 for check-ups is one allowance for both sides; it counts only where the premium leaves room within the limit, and goes first to your family's side.",
        "Medical bills count only for a senior citizen with no health insurance; for anyone insured, only the premium counts.",
        "A premium paid in one go for a policy of several years is deducted in equal shares over those years (section 80D(4A) of the 1961 Act); enter this year's share.",
        "Premium for parents-in-law, brothers, sisters or a working child's own policy does not count. An HUF (₹25,000 or ₹50,000 for its members) is not covered here.",
        "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
        isTaxYearUnder2025Act(input.fy)
          ? "From tax year 2026-27 the deduction is in section 126 of the Income-tax Act, 2025, with the same limits as section 80D of the 1961 Act."
          : undefined,
      ].filter((note): note is string => Boolean(note)),
    };
  },
  explanation: section80dExplanation,
  faq: section80dFaq,
});
