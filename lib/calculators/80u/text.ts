import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { section80uMeta } from "./meta";

/*
 * Every word the section 80U calculator shows, in English and Hindi. The shared pieces (year
 * and slab fields, tax saved, new regime, certificate) come from ../80d/deduction-shared in
 * the page's language. Messages with figures are functions of them; the Hindi is written for
 * a Hindi reader (docs/hindi-terms.md), not word for word.
 */

const en = {
  description: section80uMeta.description,
  keywords: section80uMeta.keywords,
  groupYear: "Year",
  groupDisability: "Your disability",
  groupTaxSaved: "Tax saved",
  resident: "I was resident in India during the year",
  residentHelp: "Section 80U is for resident individuals only.",
  disability: "Extent of your disability (%)",
  disabilityHelp: "As stated on your disability certificate.",
  kind: "Kind of disability",
  summaryNonResident: (section: string, year: string) =>
    `No deduction under ${section}: it is for residents only, so a non-resident cannot claim it for ${year}.`,
  summaryBelow: (section: string, percent: number, minimum: number) =>
    `No deduction under ${section}: a disability of ${percent}% is below the ${minimum}% the section needs.`,
  summaryDeduction: (deduction: string, section: string, year: string, severe: boolean, percent: number) =>
    `You can deduct ${deduction} under ${section} for ${year}, in the old regime only: the flat amount for ${severe ? "a severe disability" : "a disability"} of ${percent}%, whatever you spent.`,
  oldRegime: "Old regime",
  deductionUnder: (section: string) => `Deduction under ${section}`,
  category: "Your category",
  certificate: "Certificate",
  stepResident: "Resident in India during the year",
  yes: "Yes",
  noDeduction: "No: no deduction",
  stepExtent: (percent: number, category: string) => `Extent of disability ${percent}%: ${category}`,
  stepThresholds: (minimum: number, severe: number) => `${minimum}% or more qualifies; ${severe}% or more is severe`,
  stepFlat: "Flat deduction, whatever was spent",
  stepDeduction: "Deduction",
  worth: "What it is worth",
  noteFixed: "The amount is fixed by law: you need no bills, only the certificate from a medical authority. Report its details in the return.",
  noteReassess:
    "If the certificate says the disability must be reassessed after a period, the deduction stops after the year in which the certificate expires until you get a new one.",
  note80dd: "If you claim this deduction, a family member cannot claim section 80DD for you in the same year.",
  noteEstimate: "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
  note2025Act: "From tax year 2026-27 the deduction is in section 154 of the Income-tax Act, 2025, with the same amounts as section 80U of the 1961 Act.",
  explanation: [
    "Section 80U gives a resident individual with a disability a fixed deduction from taxable income: ₹75,000 when a medical authority certifies a disability of 40% or more, and ₹1,25,000 when the disability is severe, 80% or more. The amount does not depend on what you spent on treatment, so no bills are needed.",
    "Disabilities covered include blindness, low vision, leprosy (cured), hearing impairment, locomotor disability, mental illness, intellectual disability, autism, cerebral palsy and multiple disabilities. For autism, cerebral palsy and multiple disabilities the certificate is Form 10-IA from a neurologist (a paediatric neurologist for a child) or a government hospital's civil surgeon or chief medical officer; for the others, the disability certificate issued under the disability law.",
    "The deduction belongs to the old regime. The new regime, the default since FY 2023-24, allows none of the Chapter VI-A deductions such as 80U, so a person with a disability should compare both regimes before filing. From tax year 2026-27 the same deduction sits in section 154 of the Income-tax Act, 2025.",
  ] as readonly string[],
  faq: [
    {
      question: "Do I need to show medical bills to claim section 80U?",
      answer:
        "No. The deduction is a fixed ₹75,000 or ₹1,25,000 whatever you spent. You need a valid disability certificate from a medical authority, whose details go in your return.",
    },
    {
      question: "What is a severe disability?",
      answer:
        "A disability of 80% or more as certified. It raises the deduction from ₹75,000 to ₹1,25,000. Below 40% there is no deduction under this section.",
    },
    {
      question: "Can I claim section 80U in the new tax regime?",
      answer:
        "No. The new regime allows no deduction under section 80U (or 80D, 80DD, 80TTA and 80TTB). You must choose the old regime in your return to claim it.",
    },
    {
      question: "Can a non-resident Indian claim section 80U?",
      answer: "No. Only an individual who is resident in India for the year can claim it.",
    },
    {
      question: "Can both section 80U and section 80DD be claimed for the same person?",
      answer:
        "No. If you claim 80U for your own disability, a family member who supports you cannot claim 80DD for you for that year. You can still claim 80DD yourself for a different dependant with a disability.",
    },
  ] as readonly { question: string; answer: string }[],
};



export const SECTION_80U_TEXT: Catalogues<typeof en> = translatable("SECTION_80U_TEXT", en);
