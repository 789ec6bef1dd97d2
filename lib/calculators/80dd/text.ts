import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { DependantRelation, Section80DDClaimant } from "@/lib/tax/deduction-80dd";
import { section80ddMeta } from "./meta";

/*
 * Every word the section 80DD calculator shows, in English and Hindi. Messages with figures
 * are functions of them; the Hindi is written for a Hindi reader (docs/hindi-terms.md).
 */

export type Act = "1961" | "2025";

const en = {
  description: section80ddMeta.description,
  keywords: section80ddMeta.keywords,
  groupYear: "Year and claimant",
  groupPerson: "The person with disability",
  groupSpending: "Spending",
  groupTaxSaved: "Tax saved",
  claimant: "Who claims",
  claimantOptions: { individual: "I do (an individual)", huf: "A Hindu undivided family (HUF)" } as Readonly<Record<Section80DDClaimant, string>>,
  resident: "The claimant was resident in India during the year",
  residentHelp: "Section 80DD is for residents only.",
  relation: "The person with disability is your",
  relationLabels: {
    spouse: "Spouse",
    child: "Son or daughter",
    parent: "Father or mother",
    sibling: "Brother or sister",
    other: "Another relative or person",
  } as Readonly<Record<DependantRelation, string>>,
  /** A relation's label mid-sentence. */
  relationInSentence: (label: string) => label.toLowerCase(),
  member: "The person with disability is a member of the HUF",
  dependent: "They depend wholly or mainly on the claimant for support and maintenance",
  claims80u: "They claim section 80U for their own disability",
  claims80uHelp: "Someone who claims 80U in their own return is not a dependant for 80DD.",
  disability: "Extent of their disability (%)",
  disabilityHelp: "As stated on the disability certificate.",
  kind: "Their disability",
  spent: "Spent on them during the year",
  spentHelp:
    "Medical treatment, nursing, training or rehabilitation, or premiums paid into an LIC or insurer scheme for their maintenance. Any amount above nil is enough: the deduction does not depend on it.",
  refusalNonResident: "the claimant must be resident in India",
  refusalHufMember: "an HUF can claim only for one of its members",
  refusalRelation: (relation: string) => `only a spouse, child, parent, brother or sister can be your dependant, not ${relation}`,
  refusalNotDependent: "the person must depend wholly or mainly on the claimant for support and maintenance",
  refusalClaims80u: (conditions: string) => `a person who claims section 80U for themselves is not a dependant (${conditions})`,
  refusalBelowThreshold: (extent: number, minimum: number) => `a disability of ${extent}% is below the ${minimum}% the section needs`,
  refusalNothingSpent:
    "the claimant must have spent something on the person's treatment, nursing, training or rehabilitation, or paid into an approved scheme for them, during the year",
  /** The rules' dependant conditions in words: English reads the rule's own text. */
  dependantConditions: (english: string, _act: Act) => english,
  reasons: (reasons: readonly string[]) => (reasons.length > 0 ? `${reasons.join("; ")}.` : ""),
  summaryDeduction: (huf: boolean, amount: string, section: string, year: string, severe: boolean) =>
    `${huf ? "The HUF" : "You"} can deduct ${amount} under ${section} for ${year}, in the old regime only: the flat amount for ${
      severe ? "a dependant with severe disability" : "a dependant with disability"
    }, whatever was spent.`,
  summaryNone: (section: string, reasons: string) => `No deduction under ${section}: ${reasons}`,
  hufMember: "A member of the HUF",
  relationStep: (relation: string) => `Relation: ${relation}`,
  canBeDependant: "Can be a dependant",
  notDependantUnderSection: "Not a dependant under the section",
  yes: "Yes",
  no: "No",
  noNotDependant: "No: not a dependant",
  noNoDeduction: "No: no deduction",
  yesNotDependant: "Yes: not a dependant",
  oldRegime: "Old regime",
  deductionUnder: (section: string) => `Deduction under ${section}`,
  notAllowed: (reasons: string) => `Not allowed: ${reasons}`,
  category: "Their category",
  certificate: "Certificate",
  conditionsOf: (section: string) => `Conditions of ${section}`,
  stepResident: "Claimant resident in India",
  stepDepends: "Depends wholly or mainly on the claimant",
  stepClaims80u: "Claims section 80U for themselves",
  stepExtent: (extent: number, category: string) => `Extent of disability ${extent}%: ${category}`,
  stepExtentText: (minimum: number, severe: number) => `${minimum}% or more qualifies; ${severe}% or more is severe`,
  stepSpent: "Spent or paid into an approved scheme during the year",
  deduction: "Deduction",
  stepFlat: (spent: string) => `Flat deduction, whatever was spent (${spent} here)`,
  stepNotMet: "Deduction: a condition is not met",
  noteFixed:
    "The amount is fixed by law once you have spent something on the dependant or paid into an approved scheme; keep the bills or receipts and the certificate, and report the certificate's details in the return.",
  noteDependant:
    "For an individual, a dependant is a spouse, child, parent, brother or sister who depends wholly or mainly on you; for an HUF, a member who depends on the HUF.",
  noteScheme:
    "A scheme payment counts only if the scheme (of LIC or another insurer, approved by the CBDT) pays an annuity or lump sum for the dependant on your death, or once you turn 60 and stop paying, and the dependant or a trust for them is the nominee.",
  noteEstimate: "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
  /** The 2025 Act's flat-amount note from the rules: English reads it as given. */
  flatAmountNote: (english: string) => english,
  explanation: [
    "Section 80DD helps a resident individual or HUF that looks after a dependant with a disability. Once you have spent anything on the dependant's medical treatment, nursing, training or rehabilitation during the year, or paid into an approved LIC or insurer scheme for their maintenance, you deduct a fixed ₹75,000, or ₹1,25,000 if the disability is severe (80% or more). The amount does not depend on how much you spent.",
    "An individual's dependant can be a spouse, child, parent, brother or sister; an HUF's, any of its members. The dependant must rely wholly or mainly on the claimant for support and must not claim section 80U for their own disability. A certificate from a medical authority is needed: Form 10-IA for autism, cerebral palsy and multiple disabilities.",
    "The deduction belongs to the old regime; the new regime allows none of it. From tax year 2026-27 the same deduction sits in section 127 of the Income-tax Act, 2025.",
  ] as readonly string[],
  faq: [
    {
      question: "I spent only ₹10,000 on my mother's treatment. Is my deduction ₹10,000?",
      answer:
        "No. If her disability is certified at 40% or more, the deduction is the flat ₹75,000 (₹1,25,000 at 80% or more), whatever you spent, as long as you did spend something or paid into an approved scheme.",
    },
    {
      question: "Can I claim 80DD for my brother?",
      answer:
        "Yes, if he depends wholly or mainly on you for support and maintenance and does not claim section 80U himself. Brothers, sisters, parents, a spouse and children can all be dependants.",
    },
    {
      question: "My dependant claims section 80U. Can I still claim 80DD for them?",
      answer:
        "No. A person who claims 80U for their own disability is not a dependant for 80DD in that year. The family should compare which claim saves more.",
    },
    {
      question: "Is section 80DD allowed in the new tax regime?",
      answer: "No. Only the old regime allows it; choose the old regime when you file the return to claim it.",
    },
    {
      question: "Can I claim both 80DD and 80D for the same person?",
      answer:
        "Yes. 80D covers health-insurance premium (and some medical bills of senior citizens) within its own limits; 80DD is a separate flat deduction for a dependant with disability.",
    },
  ] as readonly { question: string; answer: string }[],
};

export const DEPENDANT_CONDITIONS_HI: Readonly<Record<Act, string>> = {
  "1961": "भरण-पोषण के लिए पूरी तरह या मुख्य रूप से दावेदार पर निर्भर, और धारा 80U का दावा न करने वाला",
  "2025": "भरण-पोषण के लिए पूरी तरह या मुख्य रूप से दावेदार पर निर्भर, और धारा 154 (80U) का दावा न करने वाला",
};



export const SECTION_80DD_TEXT: Catalogues<typeof en> = translatable("SECTION_80DD_TEXT", en);
