import { formatInr } from "@/lib/format";
import { breakEvenDeductions, compareRegimes, financialYearLabel, type ComputationStep, type FinancialYear, type IncomeTaxResult } from "@/lib/tax";
import { PROVISION_SECTIONS, sectionOf } from "@/lib/tax/sections";
import { rupees } from "../fields";
import { defineCalculator, type StepSection } from "../types";
import { incomeTaxMeta } from "./meta";
import { MAX_AMOUNT, ageField, dividendField, financialYearField } from "../common-fields";
import { formAcrossYears } from "@/lib/tax/forms";

export const fields = {
  fy: financialYearField(),
  age: ageField({ help: "Age on the last day of the year. It changes the old regime's tax-free limit only." }),
  salary: rupees({
    label: "Gross salary (yearly)",
    help: `Salary before any deduction, as in Part B of ${formAcrossYears("salaryTdsCertificate")}, or pension.`,
    default: 1_500_000,
    max: MAX_AMOUNT,
  }),
  other: rupees({
    label: "Income from other sources (yearly)",
    help: "Interest from savings and deposits, and the like. Enter dividends below.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  dividend: dividendField(),
  hra: rupees({
    label: "Exempt HRA claimed",
    help: "The HRA exemption worked out under section 10(13A); old regime only.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  ded80c: rupees({
    label: "Section 80C investments",
    help: "EPF, PPF, ELSS, life insurance, home-loan principal, tuition fees; counted up to ₹1,50,000.",
    default: 150_000,
    max: MAX_AMOUNT,
  }),
  ded80d: rupees({
    label: "Section 80D health insurance",
    help: "Premiums and preventive check-ups for you, your family and your parents, within the section's limits.",
    default: 25_000,
    max: MAX_AMOUNT,
  }),
  ded80ccd1b: rupees({
    label: "Section 80CCD(1B) NPS contribution",
    help: "Your own extra NPS contribution; counted up to ₹50,000.",
    default: 0,
    max: MAX_AMOUNT,
  }),
  hl: rupees({
    label: "Home-loan interest (self-occupied)",
    help: "Interest on a loan for the house you live in, section 24(b); counted up to ₹2,00,000.",
    default: 0,
    max: MAX_AMOUNT,
  }),
};

/** "HRA, 80C, 80D, 80CCD(1B)" as the year's Act numbers them. */
function oldRegimeClaims(fy: FinancialYear): string {
  return `the HRA exemption (${sectionOf("hra", fy)}), ${sectionOf("80C", fy)}, ${sectionOf("80D", fy)}, ${sectionOf("80CCD1B", fy)}`;
}

/** For text shown whatever the year: "section 115BAC of the 1961 Act (section 202 of the 2025 Act)". */
const bothActs = (provision: keyof typeof PROVISION_SECTIONS) =>
  `${PROVISION_SECTIONS[provision].act1961} of the 1961 Act (${PROVISION_SECTIONS[provision].act2025} of the 2025 Act)`;

const toSteps = (steps: ComputationStep[]) => steps.map((step) => ({ label: step.label, amount: step.amount, reference: step.reference }));

function regimeSection(title: string, result: IncomeTaxResult): StepSection {
  return { title, steps: toSteps(result.steps) };
}

export const incomeTax = defineCalculator({
  meta: incomeTaxMeta,
  fields,
  layout: [
    { title: "Year and age", fields: ["fy", "age"] },
    { title: "Income", fields: ["salary", "other", "dividend"] },
    { title: "Exemptions and deductions (old regime)", fields: ["hra", "ded80c", "ded80d", "ded80ccd1b", "hl"] },
  ],
  compute(input) {
    const engineInput = {
      fy: input.fy,
      age: input.age,
      grossSalary: input.salary,
      otherIncome: input.other,
      dividendIncome: input.dividend,
      exemptHra: input.hra,
      deductions: {
        ded80c: input.ded80c,
        ded80d: input.ded80d,
        ded80ccd1b: input.ded80ccd1b,
        homeLoanInterest: input.hl,
      },
    };
    const comparison = compareRegimes(engineInput);
    const breakEven = breakEvenDeductions(engineInput);
    // "Tax year 2026-27" reads as "tax year 2026-27" mid-sentence; "FY 2025-26 (AY 2026-27)" stays as it is.
    const year = financialYearLabel(input.fy).replace(/^Tax year/, "tax year");

    const summary =
      comparison.better === "equal"
        ? `Both regimes come to ${formatInr(comparison.new.totalTax)} for ${year}.`
        : `The ${comparison.better} regime saves you ${formatInr(comparison.saving)} for ${year}.`;

    const breakEvenNote =
      breakEven === null
        ? "No amount of old-regime deductions would make the old regime cheaper for this income."
        : breakEven === 0
          ? "The old regime already costs no more than the new one, even with no deductions."
          : `The old regime wins once your old-regime exemptions and deductions (${oldRegimeClaims(input.fy)}, home-loan interest) together exceed ${formatInr(breakEven)}.`;

    const income = [
      `salary ${formatInr(input.salary)}`,
      ...(input.other > 0 ? [`other income ${formatInr(input.other)}`] : []),
      ...(input.dividend > 0 ? [`dividends ${formatInr(input.dividend)}`] : []),
    ].join(", ");
    const rebateSection = sectionOf("rebate", input.fy);
    const notes = [
      `Tax payable is slab tax less the ${rebateSection} rebate, plus surcharge (with marginal relief) and 4% health and education cess, rounded to the nearest ₹10 (section 288B). Taxable income is rounded to the nearest ₹10 (section 288A).`,
      `The new regime ignores ${oldRegimeClaims(input.fy)} and self-occupied home-loan interest, which it does not allow.`,
      "Capital gains, crypto income and agricultural income have their own calculators.",
    ];
    if (input.dividend > 0) {
      notes.push(
        "Dividends are taxed at the slab rates. The surcharge on the tax on them is at most 15%, and they are left out of the income that decides whether the 25% or 37% surcharge applies (they still count toward the ₹50 lakh and ₹1 crore bands). Their share of the tax is taken pro rata: slab tax × dividends ÷ slab income, an assumption, as the law gives no rule for the share.",
      );
    }
    const headline = `${financialYearLabel(input.fy)}, ${income}: new regime ${formatInr(comparison.new.totalTax)}, old regime ${formatInr(comparison.old.totalTax)}`;

    return {
      summary,
      headline,
      groups: [
        {
          title: "Old regime",
          highlight: comparison.better === "old",
          badge: comparison.better === "old" ? `Saves ${formatInr(comparison.saving)}` : undefined,
          figures: [
            { name: "oldTaxableIncome", label: "Taxable income", value: comparison.old.taxableIncome, format: "rupees" },
            { name: "oldTax", label: "Tax payable", value: comparison.old.totalTax, format: "rupees" },
          ],
        },
        {
          title: `New regime (${sectionOf("newRegime", input.fy)})`,
          highlight: comparison.better === "new",
          badge: comparison.better === "new" ? `Saves ${formatInr(comparison.saving)}` : undefined,
          figures: [
            { name: "newTaxableIncome", label: "Taxable income", value: comparison.new.taxableIncome, format: "rupees" },
            { name: "newTax", label: "Tax payable", value: comparison.new.totalTax, format: "rupees" },
          ],
        },
        {
          title: "Break-even",
          figures: [
            {
              name: "breakEven",
              label: "Deductions at which the old regime wins",
              value: breakEven === null ? "Never" : breakEven,
              format: "rupees",
              note: breakEvenNote,
            },
          ],
        },
      ],
      breakdown: [regimeSection("Old regime", comparison.old), regimeSection("New regime", comparison.new)],
      notes,
    };
  },
  explanation: [
    `Every resident individual chooses each year between two ways of computing income tax. The old regime has lower basic slabs but allows the long list of exemptions and deductions: HRA under ${bothActs("hra")}, investments under ${bothActs("80C")} up to ₹1,50,000, health insurance under ${bothActs("80D")}, the extra NPS deduction under ${bothActs("80CCD1B")} and home-loan interest under section 24(b). The new regime of ${bothActs("newRegime")}, the default since FY 2023-24, has wider slabs and a larger standard deduction but allows almost none of those deductions.`,
    `For FY 2025-26 and the tax year 2026-27 (the first year under the Income-tax Act, 2025; Budget 2026 kept the rates), the new regime taxes nothing up to ₹4 lakh and then 5% to 30% in ₹4 lakh steps, and its rebate (${bothActs("rebate")}) makes a total income of up to ₹12 lakh tax-free (₹12.75 lakh of salary after the ₹75,000 standard deduction), with marginal relief just above that limit.`,
    "This calculator computes both regimes from the same figures, shows each step with the section behind it, and tells you how much in deductions the old regime would need to beat the new one.",
  ],
  faq: [
    {
      question: "Which regime should I choose?",
      answer:
        "The one with less tax for your figures. As a rule of thumb the old regime wins only when your exemptions and deductions are large: compare the break-even amount shown above with what you can actually claim.",
    },
    {
      question: "Is income up to ₹12 lakh really tax-free in the new regime?",
      answer: `For a resident individual from FY 2025-26, yes: the rebate (${bothActs("rebate")}) covers the whole tax on total income up to ₹12 lakh. Salaried people also get the ₹75,000 standard deduction, so a salary of ₹12.75 lakh pays no tax. Income taxed at special rates, such as capital gains, follows its own rules.`,
    },
    {
      question: "How are dividends taxed?",
      answer: `At your slab rates, as income from other sources, in both regimes. Two rules soften the surcharge on large incomes: the surcharge on the tax on dividends is at most 15%, and dividends are left out of the income that decides whether the 25% or 37% rate applies (Finance Act, First Schedule; capital gains under ${bothActs("111A")}, ${bothActs("112")} and ${bothActs("112A")} get the same treatment). So ₹2.1 crore of dividends alone, new regime, costs ₹70,32,480 with cess, not the ₹76,44,000 a 25% surcharge would give.`,
    },
    {
      question: "Can salaried people switch regimes every year?",
      answer:
        "Yes. A person without business income can choose the regime afresh each year when filing the return. Those with business or professional income can leave the new regime only once.",
    },
    {
      question: "Why is the tax rounded to the nearest ten rupees?",
      answer:
        "Section 288A rounds total income, and section 288B rounds the tax payable, to the nearest multiple of ten rupees. This calculator applies both.",
    },
  ],
});
