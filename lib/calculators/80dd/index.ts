import { formatInr } from "@/lib/format";
import { DISABILITY_THRESHOLDS } from "@/lib/tax/deduction-80-common";
import {
  SECTION_80DD_RULES,
  section80ddDeduction,
  type DependantRelation,
  type Section80DDClaimant,
  type Section80DDRefusal,
} from "@/lib/tax/deduction-80dd";
import { isTaxYearUnder2025Act, type FinancialYear } from "@/lib/tax/years";
import {
  certificateFigure,
  certificateStep,
  disabilityCategoryLabel,
  disabilityKindField,
  newRegimeGroup,
  newRegimeStep,
  slabField,
  taxSavedFigure,
  taxSavedStep,
  yearField,
  yearInSentence,
} from "../80d/deduction-shared";
import { choice, percent, rupees, toggle } from "../fields";
import { defineCalculator, type CalculatorResult, type InputOf, type Step } from "../types";
import { section80ddMeta } from "./meta";

/** ₹100 crore: far above any year's spending on a dependant. */
const MAX_AMOUNT = 1_000_000_000;

const isHuf = (raw: Record<string, string>) => (raw.claimant ?? "").trim() === "huf";

const RELATION_LABELS: Record<DependantRelation, string> = {
  spouse: "Spouse",
  child: "Son or daughter",
  parent: "Father or mother",
  sibling: "Brother or sister",
  other: "Another relative or person",
};

export const fields = {
  fy: yearField(),
  claimant: choice<Section80DDClaimant>({
    label: "Who claims",
    options: [
      { value: "individual", label: "I do (an individual)" },
      { value: "huf", label: "A Hindu undivided family (HUF)" },
    ],
    default: "individual",
  }),
  resident: toggle({
    label: "The claimant was resident in India during the year",
    help: "Section 80DD is for residents only.",
    default: true,
  }),
  relation: choice<DependantRelation>({
    label: "The person with disability is your",
    options: (Object.keys(RELATION_LABELS) as DependantRelation[]).map((value) => ({ value, label: RELATION_LABELS[value] })),
    default: "parent",
    display: "select",
    visibleWhen: (raw) => !isHuf(raw),
  }),
  member: toggle({
    label: "The person with disability is a member of the HUF",
    default: true,
    visibleWhen: isHuf,
  }),
  dependent: toggle({
    label: "They depend wholly or mainly on the claimant for support and maintenance",
    default: true,
  }),
  claims80u: toggle({
    label: "They claim section 80U for their own disability",
    help: "Someone who claims 80U in their own return is not a dependant for 80DD.",
    default: false,
  }),
  disability: percent({
    label: "Extent of their disability (%)",
    help: "As stated on the disability certificate.",
    default: 50,
    max: 100,
  }),
  kind: disabilityKindField("Their disability"),
  spent: rupees({
    label: "Spent on them during the year",
    help: "Medical treatment, nursing, training or rehabilitation, or premiums paid into an LIC or insurer scheme for their maintenance. Any amount above nil is enough: the deduction does not depend on it.",
    default: 50_000,
    max: MAX_AMOUNT,
  }),
  slab: slabField(),
};

type Input = InputOf<typeof fields>;

function refusalText(refusal: Section80DDRefusal, input: Input, fy: FinancialYear): string {
  const rules = SECTION_80DD_RULES[fy];
  switch (refusal) {
    case "nonResident":
      return "the claimant must be resident in India";
    case "notADependantRelation":
      return input.claimant === "huf"
        ? "an HUF can claim only for one of its members"
        : `only a spouse, child, parent, brother or sister can be your dependant, not ${RELATION_LABELS[input.relation].toLowerCase()}`;
    case "notDependent":
      return "the person must depend wholly or mainly on the claimant for support and maintenance";
    case "claims80U":
      return `a person who claims section 80U for themselves is not a dependant (${rules.dependantConditions.value})`;
    case "belowThreshold":
      return `a disability of ${input.disability}% is below the ${DISABILITY_THRESHOLDS[fy].minimumPercent.value}% the section needs`;
    case "nothingSpent":
      return "the claimant must have spent something on the person's treatment, nursing, training or rehabilitation, or paid into an approved scheme for them, during the year";
  }
}

export const section80dd = defineCalculator({
  meta: section80ddMeta,
  fields,
  layout: [
    { title: "Year and claimant", fields: ["fy", "claimant", "resident"] },
    { title: "The person with disability", fields: ["relation", "member", "dependent", "claims80u", "disability", "kind"] },
    { title: "Spending", fields: ["spent"] },
    { title: "Tax saved", fields: ["slab"] },
  ],
  compute(input): CalculatorResult {
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
    const section = rules.provision.value;
    const year = yearInSentence(input.fy);
    const category = disabilityCategoryLabel(input.fy, result.category);
    const reasons = result.refusals.map((refusal) => refusalText(refusal, input, input.fy));
    const reasonSentence = reasons.length > 0 ? `${reasons.join("; ")}.` : "";
    const summary =
      result.deduction > 0
        ? `${input.claimant === "huf" ? "The HUF" : "You"} can deduct ${formatInr(result.deduction)} under ${section} for ${year}, in the old regime only: the flat amount for ${
            result.category === "severe" ? "a dependant with severe disability" : "a dependant with disability"
          }, whatever was spent.`
        : `No deduction under ${section}: ${reasonSentence}`;

    const amountParameter = result.category === "severe" ? rules.severeDisabilityAmount : rules.disabilityAmount;
    const relationStep: Step =
      input.claimant === "huf"
        ? { label: "A member of the HUF", text: input.member ? "Yes" : "No: not a dependant", reference: rules.dependantConditions.reference }
        : {
            label: `Relation: ${RELATION_LABELS[input.relation].toLowerCase()}`,
            text: rules.individualsDependants.value.includes(input.relation) ? "Can be a dependant" : "Not a dependant under the section",
            reference: rules.individualsDependants.reference,
          };
    return {
      summary,
      groups: [
        {
          title: "Old regime",
          highlight: result.deduction > 0,
          figures: [
            {
              name: "deduction",
              label: `Deduction under ${section}`,
              value: result.deduction,
              format: "rupees",
              note: result.deduction > 0 ? undefined : `Not allowed: ${reasonSentence}`,
            },
            { name: "category", label: "Their category", value: category, format: "text" },
            taxSavedFigure(input.fy, result.deduction, input.slab),
          ],
        },
        newRegimeGroup(input.fy, section, result.deduction),
        { title: "Certificate", figures: [certificateFigure(input.fy, input.kind)] },
      ],
      breakdown: [
        {
          title: `Conditions of ${section}`,
          steps: [
            { label: "Claimant resident in India", text: input.resident ? "Yes" : "No: no deduction", reference: rules.residentsOnly.reference },
            relationStep,
            { label: "Depends wholly or mainly on the claimant", text: input.dependent ? "Yes" : "No: not a dependant", reference: rules.dependantConditions.reference },
            { label: "Claims section 80U for themselves", text: input.claims80u ? "Yes: not a dependant" : "No", reference: rules.dependantConditions.reference },
            {
              label: `Extent of disability ${input.disability}%: ${category}`,
              text: `${thresholds.minimumPercent.value}% or more qualifies; ${thresholds.severePercent.value}% or more is severe`,
              reference: result.category === "severe" ? thresholds.severePercent.reference : thresholds.minimumPercent.reference,
            },
            { label: "Spent or paid into an approved scheme during the year", amount: input.spent, reference: rules.flatAmount.reference },
            certificateStep(input.fy, input.kind),
          ],
        },
        {
          title: "Deduction",
          steps: [
            result.deduction > 0
              ? { label: `Flat deduction, whatever was spent (${formatInr(input.spent)} here)`, amount: result.deduction, reference: amountParameter.reference }
              : { label: "Deduction: a condition is not met", amount: 0, reference: amountParameter.reference },
            taxSavedStep(input.fy, result.deduction, input.slab),
            newRegimeStep(input.fy, section),
          ],
        },
      ],
      notes: [
        "The amount is fixed by law once you have spent something on the dependant or paid into an approved scheme; keep the bills or receipts and the certificate, and report the certificate's details in the return.",
        "For an individual, a dependant is a spouse, child, parent, brother or sister who depends wholly or mainly on you; for an HUF, a member who depends on the HUF.",
        "A scheme payment counts only if the scheme (of LIC or another insurer, approved by the CBDT) pays an annuity or lump sum for the dependant on your death, or once you turn 60 and stop paying, and the dependant or a trust for them is the nominee.",
        "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
        isTaxYearUnder2025Act(input.fy) ? rules.flatAmount.note : undefined,
      ].filter((note): note is string => Boolean(note)),
    };
  },
  explanation: [
    "Section 80DD helps a resident individual or HUF that looks after a dependant with a disability. Once you have spent anything on the dependant's medical treatment, nursing, training or rehabilitation during the year, or paid into an approved LIC or insurer scheme for their maintenance, you deduct a fixed ₹75,000, or ₹1,25,000 if the disability is severe (80% or more). The amount does not depend on how much you spent.",
    "An individual's dependant can be a spouse, child, parent, brother or sister; an HUF's, any of its members. The dependant must rely wholly or mainly on the claimant for support and must not claim section 80U for their own disability. A certificate from a medical authority is needed: Form 10-IA for autism, cerebral palsy and multiple disabilities.",
    "The deduction belongs to the old regime; the new regime allows none of it. From tax year 2026-27 the same deduction sits in section 127 of the Income-tax Act, 2025.",
  ],
  faq: [
    {
      question: "I spent only ₹10,000 on my mother's treatment. Is my deduction ₹10,000?",
      answer: "No. If her disability is certified at 40% or more, the deduction is the flat ₹75,000 (₹1,25,000 at 80% or more), whatever you spent, as long as you did spend something or paid into an approved scheme.",
    },
    {
      question: "Can I claim 80DD for my brother?",
      answer: "Yes, if he depends wholly or mainly on you for support and maintenance and does not claim section 80U himself. Brothers, sisters, parents, a spouse and children can all be dependants.",
    },
    {
      question: "My dependant claims section 80U. Can I still claim 80DD for them?",
      answer: "No. A person who claims 80U for their own disability is not a dependant for 80DD in that year. The family should compare which claim saves more.",
    },
    {
      question: "Is section 80DD allowed in the new tax regime?",
      answer: "No. Only the old regime allows it; choose the old regime when you file the return to claim it.",
    },
    {
      question: "Can I claim both 80DD and 80D for the same person?",
      answer: "Yes. 80D covers health-insurance premium (and some medical bills of senior citizens) within its own limits; 80DD is a separate flat deduction for a dependant with disability.",
    },
  ],
});
