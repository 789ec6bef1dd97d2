import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import type { Regime } from "@/lib/tax";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import { PROVISION_SECTIONS } from "@/lib/tax/sections";
import { incomeTaxMeta } from "./meta";

/*
 * Every word the income-tax calculator shows, in English and Hindi. Section names come from
 * lib/tax/sections.ts in English; the Hindi messages cite them in Hindi (citeIn). The lines of
 * the computation come from the engine's own catalogue (lib/tax/income-tax-steps-text.ts).
 */

type Provision = keyof typeof PROVISION_SECTIONS;

export const hiCite = hindiCitation;

/** For text shown whatever the year: "section 115BAC of the 1961 Act (section 202 of the 2025 Act)". */
const enBoth = (provision: Provision) =>
  `${PROVISION_SECTIONS[provision].act1961} of the 1961 Act (${PROVISION_SECTIONS[provision].act2025} of the 2025 Act)`;
export const hiBoth = (provision: Provision) =>
  `1961 के अधिनियम की ${hiCite(PROVISION_SECTIONS[provision].act1961)} (2025 के अधिनियम की ${hiCite(PROVISION_SECTIONS[provision].act2025)})`;

const en = {
  description: incomeTaxMeta.description,
  keywords: incomeTaxMeta.keywords,
  cite: (english: string) => english,
  groupYear: "Year and age",
  groupIncome: "Income",
  groupDeductions: "Exemptions and deductions (old regime)",
  ageHelp: "Age on the last day of the year. It changes the old regime's tax-free limit only.",
  salary: "Gross salary (yearly)",
  /** `forms`: "Form 16 (Form 130 from tax year 2026-27)" */
  salaryHelp: (forms: string) => `Salary before any deduction, as in Part B of ${forms}, or pension.`,
  other: "Income from other sources (yearly)",
  otherHelp: "Interest from savings and deposits, and the like. Enter dividends below.",
  hra: "Exempt HRA claimed",
  hraHelp: "The HRA exemption worked out under section 10(13A); old regime only.",
  ded80c: "Section 80C investments",
  ded80cHelp: "EPF, PPF, ELSS, life insurance, home-loan principal, tuition fees; counted up to ₹1,50,000.",
  ded80d: "Section 80D health insurance",
  ded80dHelp: "Premiums and preventive check-ups for you, your family and your parents, within the section's limits.",
  ded80ccd1b: "Section 80CCD(1B) NPS contribution",
  ded80ccd1bHelp: "Your own extra NPS contribution; counted up to ₹50,000.",
  hl: "Home-loan interest (self-occupied)",
  hlHelp: "Interest on a loan for the house you live in, section 24(b); counted up to ₹2,00,000.",
  /** "HRA, 80C, 80D, 80CCD(1B)" as the year's Act numbers them */
  oldRegimeClaims: (hra: string, ded80c: string, ded80d: string, ded80ccd1b: string) => `the HRA exemption (${hra}), ${ded80c}, ${ded80d}, ${ded80ccd1b}`,
  /** the year mid-sentence, from its label ("Tax year 2026-27" reads as "tax year 2026-27") */
  year: (label: string) => label.replace(/^Tax year/, "tax year"),
  summaryEqual: (tax: string, year: string) => `Both regimes come to ${tax} for ${year}.`,
  summaryBetter: (better: Regime, saving: string, year: string) => `The ${better} regime saves you ${saving} for ${year}.`,
  breakEvenNever: "No amount of old-regime deductions would make the old regime cheaper for this income.",
  breakEvenZero: "The old regime already costs no more than the new one, even with no deductions.",
  breakEvenAmount: (claims: string, amount: string) =>
    `The old regime wins once your old-regime exemptions and deductions (${claims}, home-loan interest) together exceed ${amount}.`,
  incomeSalary: (amount: string) => `salary ${amount}`,
  incomeOther: (amount: string) => `other income ${amount}`,
  incomeDividends: (amount: string) => `dividends ${amount}`,
  noteTax: (rebate: string) =>
    `Tax payable is slab tax less the ${rebate} rebate, plus surcharge (with marginal relief) and 4% health and education cess, rounded to the nearest ₹10 (section 288B). Taxable income is rounded to the nearest ₹10 (section 288A).`,
  noteNewRegime: (claims: string) => `The new regime ignores ${claims} and self-occupied home-loan interest, which it does not allow.`,
  noteOtherCalculators: "Capital gains, crypto income and agricultural income have their own calculators.",
  noteDividends:
    "Dividends are taxed at the slab rates. The surcharge on the tax on them is at most 15%, and they are left out of the income that decides whether the 25% or 37% surcharge applies (they still count toward the ₹50 lakh and ₹1 crore bands). Their share of the tax is taken pro rata: slab tax × dividends ÷ slab income, an assumption, as the law gives no rule for the share.",
  headline: (year: string, income: string, newTax: string, oldTax: string) => `${year}, ${income}: new regime ${newTax}, old regime ${oldTax}`,
  oldRegime: "Old regime",
  newRegime: "New regime",
  newRegimeOf: (section: string) => `New regime (${section})`,
  saves: (amount: string) => `Saves ${amount}`,
  taxableIncome: "Taxable income",
  taxPayable: "Tax payable",
  breakEven: "Break-even",
  breakEvenLabel: "Deductions at which the old regime wins",
  never: "Never",
  explanation: [
    `Every resident individual chooses each year between two ways of computing income tax. The old regime has lower basic slabs but allows the long list of exemptions and deductions: HRA under ${enBoth("hra")}, investments under ${enBoth("80C")} up to ₹1,50,000, health insurance under ${enBoth("80D")}, the extra NPS deduction under ${enBoth("80CCD1B")} and home-loan interest under section 24(b). The new regime of ${enBoth("newRegime")}, the default since FY 2023-24, has wider slabs and a larger standard deduction but allows almost none of those deductions.`,
    `For FY 2025-26 and the tax year 2026-27 (the first year under the Income-tax Act, 2025; Budget 2026 kept the rates), the new regime taxes nothing up to ₹4 lakh and then 5% to 30% in ₹4 lakh steps, and its rebate (${enBoth("rebate")}) makes a total income of up to ₹12 lakh tax-free (₹12.75 lakh of salary after the ₹75,000 standard deduction), with marginal relief just above that limit.`,
    "This calculator computes both regimes from the same figures, shows each step with the section behind it, and tells you how much in deductions the old regime would need to beat the new one.",
  ] as readonly string[],
  faq: [
    {
      question: "Which regime should I choose?",
      answer:
        "The one with less tax for your figures. As a rule of thumb the old regime wins only when your exemptions and deductions are large: compare the break-even amount shown above with what you can actually claim.",
    },
    {
      question: "Is income up to ₹12 lakh really tax-free in the new regime?",
      answer: `For a resident individual from FY 2025-26, yes: the rebate (${enBoth("rebate")}) covers the whole tax on total income up to ₹12 lakh. Salaried people also get the ₹75,000 standard deduction, so a salary of ₹12.75 lakh pays no tax. Income taxed at special rates, such as capital gains, follows its own rules.`,
    },
    {
      question: "How are dividends taxed?",
      answer: `At your slab rates, as income from other sources, in both regimes. Two rules soften the surcharge on large incomes: the surcharge on the tax on dividends is at most 15%, and dividends are left out of the income that decides whether the 25% or 37% rate applies (Finance Act, First Schedule; capital gains under ${enBoth("111A")}, ${enBoth("112")} and ${enBoth("112A")} get the same treatment). So ₹2.1 crore of dividends alone, new regime, costs ₹70,32,480 with cess, not the ₹76,44,000 a 25% surcharge would give.`,
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
  ] as readonly { question: string; answer: string }[],
};



export const INCOME_TAX_TEXT: Catalogues<typeof en> = translatable("INCOME_TAX_TEXT", en);
