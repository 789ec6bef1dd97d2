import { formatInr } from "@/lib/format";
import { DISABILITY_THRESHOLDS } from "@/lib/tax/deduction-80-common";
import { SECTION_80U_RULES, section80uDeduction } from "@/lib/tax/deduction-80u";
import { isTaxYearUnder2025Act } from "@/lib/tax/years";
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
import { percent, toggle } from "../fields";
import { defineCalculator, type CalculatorResult } from "../types";
import { section80uMeta } from "./meta";

export const fields = {
  fy: yearField(),
  resident: toggle({
    label: "I was resident in India during the year",
    help: "Section 80U is for resident individuals only.",
    default: true,
  }),
  disability: percent({
    label: "Extent of your disability (%)",
    help: "As stated on your disability certificate.",
    default: 50,
    max: 100,
  }),
  kind: disabilityKindField("Kind of disability"),
  slab: slabField(),
};

export const section80u = defineCalculator({
  meta: section80uMeta,
  fields,
  layout: [
    { title: "Year", fields: ["fy", "resident"] },
    { title: "Your disability", fields: ["disability", "kind"] },
    { title: "Tax saved", fields: ["slab"] },
  ],
  compute(input): CalculatorResult {
    const rules = SECTION_80U_RULES[input.fy];
    const thresholds = DISABILITY_THRESHOLDS[input.fy];
    const result = section80uDeduction({ fy: input.fy, resident: input.resident, extentPercent: input.disability });
    const section = rules.provision.value;
    const year = yearInSentence(input.fy);
    const category = disabilityCategoryLabel(input.fy, result.category);

    const summary =
      result.refusal === "nonResident"
        ? `No deduction under ${section}: it is for residents only, so a non-resident cannot claim it for ${year}.`
        : result.refusal === "belowThreshold"
          ? `No deduction under ${section}: a disability of ${input.disability}% is below the ${thresholds.minimumPercent.value}% the section needs.`
          : `You can deduct ${formatInr(result.deduction)} under ${section} for ${year}, in the old regime only: the flat amount for ${
              result.category === "severe" ? "a severe disability" : "a disability"
            } of ${input.disability}%, whatever you spent.`;

    const amountParameter = result.category === "severe" ? rules.severeDisabilityAmount : rules.disabilityAmount;
    return {
      summary,
      groups: [
        {
          title: "Old regime",
          highlight: result.deduction > 0,
          figures: [
            { name: "deduction", label: `Deduction under ${section}`, value: result.deduction, format: "rupees" },
            { name: "category", label: "Your category", value: category, format: "text" },
            taxSavedFigure(input.fy, result.deduction, input.slab),
          ],
        },
        newRegimeGroup(input.fy, section, result.deduction),
        { title: "Certificate", figures: [certificateFigure(input.fy, input.kind)] },
      ],
      breakdown: [
        {
          title: `Deduction under ${section}`,
          steps: [
            { label: "Resident in India during the year", text: input.resident ? "Yes" : "No: no deduction", reference: rules.residentsOnly.reference },
            {
              label: `Extent of disability ${input.disability}%: ${category}`,
              text: `${thresholds.minimumPercent.value}% or more qualifies; ${thresholds.severePercent.value}% or more is severe`,
              reference: result.category === "severe" ? thresholds.severePercent.reference : thresholds.minimumPercent.reference,
            },
            ...(result.refusal === null
              ? [{ label: "Flat deduction, whatever was spent", amount: result.deduction, reference: amountParameter.reference }]
              : [{ label: "Deduction", amount: 0, reference: rules.disabilityAmount.reference }]),
            certificateStep(input.fy, input.kind),
          ],
        },
        { title: "What it is worth", steps: [taxSavedStep(input.fy, result.deduction, input.slab), newRegimeStep(input.fy, section)] },
      ],
      notes: [
        "The amount is fixed by law: you need no bills, only the certificate from a medical authority. Report its details in the return.",
        "If the certificate says the disability must be reassessed after a period, the deduction stops after the year in which the certificate expires until you get a new one.",
        "If you claim this deduction, a family member cannot claim section 80DD for you in the same year.",
        "The tax saved is an estimate at one slab rate; the income-tax calculator gives the exact tax with and without the deduction.",
        isTaxYearUnder2025Act(input.fy)
          ? "From tax year 2026-27 the deduction is in section 154 of the Income-tax Act, 2025, with the same amounts as section 80U of the 1961 Act."
          : undefined,
      ].filter((note): note is string => Boolean(note)),
    };
  },
  explanation: [
    "Section 80U gives a resident individual with a disability a fixed deduction from taxable income: ₹75,000 when a medical authority certifies a disability of 40% or more, and ₹1,25,000 when the disability is severe, 80% or more. The amount does not depend on what you spent on treatment, so no bills are needed.",
    "Disabilities covered include blindness, low vision, leprosy (cured), hearing impairment, locomotor disability, mental illness, intellectual disability, autism, cerebral palsy and multiple disabilities. For autism, cerebral palsy and multiple disabilities the certificate is Form 10-IA from a neurologist (a paediatric neurologist for a child) or a government hospital's civil surgeon or chief medical officer; for the others, the disability certificate issued under the disability law.",
    "The deduction belongs to the old regime. The new regime, the default since FY 2023-24, allows none of the Chapter VI-A deductions such as 80U, so a person with a disability should compare both regimes before filing. From tax year 2026-27 the same deduction sits in section 154 of the Income-tax Act, 2025.",
  ],
  faq: [
    {
      question: "Do I need to show medical bills to claim section 80U?",
      answer: "No. The deduction is a fixed ₹75,000 or ₹1,25,000 whatever you spent. You need a valid disability certificate from a medical authority, whose details go in your return.",
    },
    {
      question: "What is a severe disability?",
      answer: "A disability of 80% or more as certified. It raises the deduction from ₹75,000 to ₹1,25,000. Below 40% there is no deduction under this section.",
    },
    {
      question: "Can I claim section 80U in the new tax regime?",
      answer: "No. The new regime allows no deduction under section 80U (or 80D, 80DD, 80TTA and 80TTB). You must choose the old regime in your return to claim it.",
    },
    {
      question: "Can a non-resident Indian claim section 80U?",
      answer: "No. Only an individual who is resident in India for the year can claim it.",
    },
    {
      question: "Can both section 80U and section 80DD be claimed for the same person?",
      answer: "No. If you claim 80U for your own disability, a family member who supports you cannot claim 80DD for you for that year. You can still claim 80DD yourself for a different dependant with a disability.",
    },
  ],
});
