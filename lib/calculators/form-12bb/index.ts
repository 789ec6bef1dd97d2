import { sectionOf } from "@/lib/tax/sections";
import { formatInr } from "@/lib/format";
import { financialYearLabel, isTaxYearUnder2025Act, type ComputationStep } from "@/lib/tax";
import { computeForm12bbTax, type Form12bbTaxResult } from "@/lib/tax/form-12bb-tax";
import { form12bbRulesFor } from "@/lib/tax/form-12bb-rules";
import { formOf, formWithFormer, prescribedFormFor } from "@/lib/tax/forms";
import { HRA_RULES } from "@/lib/tax/hra-rules";
import { landlordPanRequired, RENT_RECEIPT_RULES } from "@/lib/tax/rent-receipt-rules";
import { defineCalculator, type Step, type StepSection } from "../types";
import { explanation, faq } from "./content";
import { fields, type Form12bbInput } from "./fields";
import { form12bbMeta } from "./meta";
import { validateForm12bb } from "./validate";

export { form12bbDeclaration } from "./declaration";
export { fields } from "./fields";

const orList = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`);

const toSteps = (steps: ComputationStep[]): Step[] => steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference }));

/** The engine's lines from total income on: slab tax, rebate, surcharge, cess, tax payable. */
const taxLines = (steps: ComputationStep[]) =>
  steps.slice(
    Math.max(
      0,
      steps.findIndex((step) => step.id === "taxableIncome"),
    ),
  );

/** The tax effect of the claims: the figures the page shows. */
export function taxEffectOf(input: Form12bbInput): Form12bbTaxResult {
  return computeForm12bbTax({
    fy: input.fy,
    age: input.age,
    grossSalary: input.salary,
    otherIncome: input.other,
    basicSalary: input.basic,
    hraReceived: input.hraReceived,
    metro: input.metro,
    rentPaid: input.rent,
    ltc: input.lta,
    homeLoanInterest: input.hl,
    ded80c: input.ded80c,
    ded80ccc: input.ded80ccc,
    ded80ccd1: input.ded80ccd1,
    ded80ccd1b: input.ded80ccd1b,
    ded80d: input.ded80d,
    ded80e: input.ded80e,
    ded80g: input.ded80g,
    ded80tta: input.ded80tta,
  });
}

function claimsSection(effect: Form12bbTaxResult, fy: Form12bbInput["fy"]): StepSection {
  const form = prescribedFormFor("employeeClaims", fy);
  const steps: Step[] = effect.claims.map((claim) => ({
    label: claim.allowed === claim.declared ? claim.label : `${claim.label} (declared ${formatInr(claim.declared)})`,
    amount: claim.allowed,
    reference: claim.reference,
  }));
  if (steps.length === 0) steps.push({ label: "No claims entered", text: "Nil", reference: form.reference });
  return { title: "Claims: what the old regime allows", steps };
}

function hraSection(input: Form12bbInput, effect: Form12bbTaxResult): StepSection {
  const rules = form12bbRulesFor(input.fy);
  const { hra } = effect;
  return {
    title: "HRA exemption: the least of three amounts",
    steps: [
      { label: "(a) HRA received", amount: hra.received, reference: rules.references.hra },
      {
        label: `(b) Rent paid less ${rules.hraRentExcessPercent.value}% of basic salary plus DA`,
        amount: hra.rentLessTenPercent,
        reference: rules.hraRentExcessPercent.reference,
      },
      {
        label: `(c) ${hra.percent}% of basic salary plus DA (${input.metro ? "home in" : "home outside"} ${orList(rules.hraMetroCities.value)})`,
        amount: hra.percentOfSalary,
        reference: (input.metro ? rules.hraMetroPercent : rules.hraOtherPercent).reference,
      },
      { label: "Exempt HRA", amount: hra.exempt, reference: rules.references.hra },
    ],
  };
}

export const form12bb = defineCalculator({
  meta: form12bbMeta,
  fields,
  layout: [
    { title: "Year and salary", fields: ["fy", "age", "salary", "other"] },
    { title: "1. House rent allowance", fields: ["rent", "basic", "hraReceived", "metro", "landlord", "llAddress", "llPan", "llNoPan", "llRelation"] },
    { title: "2. Leave travel concession", fields: ["lta", "ltaDetails"] },
    { title: "3. Interest on a home loan", fields: ["hl", "lenderType", "lender", "lenderAddress", "lenderPan"] },
    {
      title: "4. Chapter VI-A deductions",
      fields: ["ded80c", "ev80c", "ded80ccc", "ded80ccd1", "ded80ccd1b", "ded80d", "ev80d", "ded80e", "ev80e", "ded80g", "ev80g", "ded80tta"],
    },
    { title: "Your details for the form", fields: ["name", "parent", "pan", "address", "designation", "place"] },
  ],
  validate: validateForm12bb,
  compute(input) {
    const effect = taxEffectOf(input);
    const rules = form12bbRulesFor(input.fy);
    const year = financialYearLabel(input.fy).replace(/^Tax year/, "tax year");
    const panRequired = input.rent > 0 && landlordPanRequired(input.rent);
    const panThreshold = formatInr(RENT_RECEIPT_RULES.landlordPanThreshold.value);
    const formName = formOf("employeeClaims", input.fy);

    const summary =
      effect.better === "old"
        ? `With these claims the old regime costs ${formatInr(effect.saving)} less for ${year}: tell your employer you choose the old regime, and give them this ${formName} with the evidence.`
        : effect.better === "new"
          ? `The new regime still costs ${formatInr(effect.saving)} less for ${year}, because it ignores almost all of these claims: ${formName} would not lower your tax.`
          : `Both regimes come to ${formatInr(effect.new.totalTax)} for ${year} with these claims.`;

    const breakdown: StepSection[] = [claimsSection(effect, input.fy)];
    if (input.rent > 0) breakdown.push(hraSection(input, effect));
    breakdown.push(
      { title: "Old regime", steps: [...toSteps(effect.oldIncomeSteps), ...toSteps(taxLines(effect.old.steps))] },
      {
        title: `New regime (${sectionOf("newRegime", input.fy)})`,
        steps: [{ label: `Claims in ${formName}`, text: "Not allowed", reference: rules.references.newRegimeExclusions }, ...toSteps(effect.new.steps)],
      },
    );

    const notes = [
      `The new regime ignores HRA, LTC, interest on a self-occupied house and these Chapter VI-A deductions (${rules.references.newRegimeExclusions}). Your employer deducts tax under the new regime unless you tell them you choose the old one (CBDT Circular 04/2023).`,
      "The HRA exemption assumes the same rent, salary and city all year. The home loan is taken to be for the house you live in. 80D is capped at the most the section allows (your limit plus the parents' senior-citizen limit): the 80D calculator works out the exact figure. 80G is the qualifying amount from your donation receipts.",
      "LTC is exempt for two journeys in a block of four calendar years, up to the economy air fare or first-class AC rail fare by the shortest route; your employer checks the tickets.",
      "Professional tax, the employer's NPS contribution (80CCD(2)) and perquisites are left out: your employer has those figures.",
      "The PDF shows the amounts you declare; the tax figures above use them within their limits. What you type stays in your browser and the PDF is made on your device. The inputs are in this page's address, so anyone you share the link with sees them.",
    ];
    // The HRA city list's UNSURE assumption: the HRA calculator shows the same note.
    if (input.rent > 0 && rules.hraMetroCities.note) notes.push(rules.hraMetroCities.note);
    if (isTaxYearUnder2025Act(input.fy)) {
      notes.push(
        `${financialYearLabel(input.fy)} falls under the Income-tax Act, 2025: the declaration is ${formWithFormer("employeeClaims", input.fy)} under ${prescribedFormFor("employeeClaims", input.fy).rule} of the Income-tax Rules, 2026. It asks for the same four claims and evidence, and also your relationship with the landlord. The deductions are named by the 2025 Act's sections where we have confirmed them, with the 1961 section beside each.`,
      );
    }

    return {
      summary,
      groups: [
        {
          title: "Your claims",
          figures: [
            {
              name: "hraExempt",
              label: "HRA exemption",
              value: effect.hra.exempt,
              format: "rupees",
              note: input.rent > 0 ? `Least of the three amounts of ${HRA_RULES[input.fy].limitsRule.value}` : "No rent entered",
            },
            {
              name: "oldAllowed",
              label: "Claims the old regime allows",
              value: effect.oldRegimeAllowed,
              format: "rupees",
              note: "Exemptions and deductions within their limits",
            },
            {
              name: "panRequired",
              label: "Landlord's PAN required",
              value: panRequired ? "Yes" : "No",
              format: "text",
              note: panRequired ? `Rent for the year is above ${panThreshold}` : `Rent for the year is not above ${panThreshold}`,
            },
          ],
        },
        {
          title: "Old regime",
          highlight: effect.better === "old",
          badge: effect.better === "old" ? `Saves ${formatInr(effect.saving)}` : undefined,
          figures: [
            { name: "oldTaxableIncome", label: "Taxable income", value: effect.old.taxableIncome, format: "rupees" },
            { name: "oldTax", label: "Tax for the year", value: effect.old.totalTax, format: "rupees" },
          ],
        },
        {
          title: `New regime (${sectionOf("newRegime", input.fy)})`,
          highlight: effect.better === "new",
          badge: effect.better === "new" ? `Saves ${formatInr(effect.saving)}` : undefined,
          figures: [
            { name: "newTaxableIncome", label: "Taxable income", value: effect.new.taxableIncome, format: "rupees" },
            { name: "newTax", label: "Tax for the year", value: effect.new.totalTax, format: "rupees" },
          ],
        },
      ],
      breakdown,
      notes,
    };
  },
  explanation,
  faq,
});
