import { translatable, type Catalogues } from "@/lib/i18n/catalogue";
import { FIRST_TAX_YEAR_UNDER_2025_ACT, sectionWithFormer } from "@/lib/tax";
import { hindiCitation } from "@/lib/tax/income-tax-steps-text";
import { PROVISION_SECTIONS } from "@/lib/tax/sections";
import { agricultureMeta } from "./meta";

/*
 * Every word the agricultural-income calculator shows, in English and Hindi. Section names
 * from lib/tax come in English; the Hindi messages cite them in Hindi.
 */

/** "section 156 (section 87A of the 1961 Act)", the rebate as cited whatever the year. */
const enRebateWithFormer = sectionWithFormer("rebate", FIRST_TAX_YEAR_UNDER_2025_ACT);
export const hiRebateWithFormer = `${hindiCitation(PROVISION_SECTIONS.rebate.act2025)} (1961 के अधिनियम की ${hindiCitation(PROVISION_SECTIONS.rebate.act1961)})`;

const en = {
  description: agricultureMeta.description,
  keywords: agricultureMeta.keywords,
  cite: (english: string) => english,
  groupYear: "Year and regime",
  groupIncome: "Income",
  ageHelp: "Age on the last day of the year; it changes the old regime's tax-free limit.",
  income: "Total income other than agricultural income",
  incomeHelp: "Your taxable income from salary, business, interest, rent and so on, after deductions (salary after the standard deduction).",
  agri: "Net agricultural income",
  agriHelp: "Receipts from farming (crops, rent of farm land) less the expenses of earning them (section 2(1A)).",
  /** the year mid-sentence */
  year: (label: string, fy: string) => (label.startsWith("Tax year") ? `tax year ${fy}` : label),
  stepTotalIncome: (rounding: number) => `Total income, without agricultural income (rounded to the nearest ₹${rounding})`,
  stepAgri: "Net agricultural income (exempt, but used for the rate)",
  stepAgriReference: "Income-tax Act, 1961, s.10(1) (exempt) and s.2(1A) (definition)",
  stepTaxOnAggregate: (aggregate: string) => `Tax on ${aggregate} (income plus agricultural income)`,
  stepTaxOnExemption: (amount: string, limit: string) => `Less: tax on ${amount} (agricultural income plus the ${limit} exemption limit)`,
  stepNoIntegration: "Partial integration does not apply (agricultural income up to ₹5,000, or other income within the exemption limit)",
  notApplied: "Not applied",
  stepIncomeTax: "Income-tax",
  stepRebate: "Less: rebate",
  stepSurcharge: (rate: number) => `Surcharge at ${rate}%`,
  stepMarginalRelief: "Less: marginal relief on surcharge",
  stepCess: (rate: number) => `Health and education cess at ${rate}%`,
  stepTaxPayable: (rounding: number) => `Tax payable (rounded to the nearest ₹${rounding})`,
  taxWithoutAgri: "Tax if you had no agricultural income",
  extraTax: "Tax added by partial integration",
  noteAboveLimit: (limit: string, rebate: string, maximum: string, atLimit: string) =>
    `Your income is above ${limit}, and the ${rebate} marginal relief caps the tax (before cess) at your income above that limit. That relief compares the tax, which partial integration has raised, with total income, which leaves agricultural income out; it is not limited to ${maximum}. So here your agricultural income raises the tax less than the rates alone would.${
      atLimit ? ` With the same agricultural income, someone with exactly ${limit} would pay ${atLimit}, more than you.` : ""
    } This is the result of the law as written.`,
  noteWithinLimit: (limit: string, maximum: string, justAboveIncome: string, justAboveTax: string) =>
    `Your income is within ${limit}, but the rebate is at most ${maximum}, less than the tax partial integration gives, so tax is payable. Oddly, just above the limit the marginal relief is not capped at ${maximum}: with the same agricultural income, ${justAboveIncome} of income would pay ${justAboveTax}. This is the result of the law as written.`,
  summaryExtra: (year: string, tax: string, extra: string) =>
    `Your tax for ${year} is ${tax}: your agricultural income adds ${extra} by raising the rate on your other income.`,
  summaryNone: (year: string, tax: string) => `Your tax for ${year} is ${tax}: your agricultural income adds nothing to it.`,
  noteExempt: (minimum: string) =>
    `Agricultural income is exempt (section 10(1)), but when it is over ${minimum} and your other income is over the basic exemption limit, it is added to your income to find the rate (“partial integration”, Finance Act, section 2(2)). The tax on agricultural income plus the exemption limit is then taken off.`,
  noteResident: (rebate: string) =>
    `We assume you are a resident individual: the ${rebate} rebate and the higher old-regime limits for seniors are for residents. Income at special rates (capital gains, crypto) is not integrated and has its own calculators.`,
  noteNewRegime:
    "In the new regime we apply partial integration with the new regime's exemption limit, as the e-filing utilities do. The Finance Act's wording is written for the old regime's slabs, so this is a reading, not settled law.",
  groupTax: "Your tax",
  taxableIncome: "Total income (agricultural income left out)",
  tax: "Tax payable (with cess)",
  groupEffect: "Effect of agricultural income",
  breakdownIntegration: "Partial integration",
  breakdownTax: "Tax",
  explanation: [
    "Income from agriculture in India, such as the sale of crops you grow or rent from farm land, is exempt from income-tax under section 10(1). But it is not ignored: when your net agricultural income is more than ₹5,000 and your other income is above the basic exemption limit, the Finance Act adds the two together to decide the rate at which your other income is taxed. This is called partial integration.",
    `The method has two steps. First, work out the tax on your other income plus your agricultural income, as if it were all taxable. Then work out the tax on your agricultural income plus the basic exemption limit, and take it off. What is left is the tax on your other income, taxed at the higher rate its combination with agricultural income brings. The rebate of ${enRebateWithFormer}, surcharge and 4% cess then follow as usual, judged on your total income, which does not include agricultural income.`,
    "The rule applies to individuals, HUFs and associations of persons, not to firms or companies. It is written for the old regime's slabs; the e-filing utilities apply it in the new regime too, with the new regime's exemption limit, and this calculator does the same.",
  ] as readonly string[],
  faq: [
    {
      question: "Is agricultural income taxable in India?",
      answer:
        "No, it is exempt under section 10(1). But if it is over ₹5,000 and your other income is above the basic exemption limit, it raises the rate of tax on your other income.",
    },
    {
      question: "I have only agricultural income. Do I pay tax?",
      answer: "No. Partial integration needs other income above the basic exemption limit; with none, there is nothing to tax.",
    },
    {
      question: "Does agricultural income count toward the ₹12 lakh rebate limit?",
      answer: `No. The rebate limit of ${enRebateWithFormer} is judged on total income, which leaves agricultural income out. The rebate is then set against the tax partial integration gives, which can leave tax to pay even below the limit.`,
    },
    {
      question: "What counts as net agricultural income?",
      answer:
        "Rent or revenue from agricultural land in India, and income from growing and selling crops on it, less the expenses of earning it. Dairy and poultry farming are not agriculture, and a gain on selling the land is not agricultural income (on urban land it is a capital gain).",
    },
  ] as readonly { question: string; answer: string }[],
};



export const AGRICULTURE_TEXT: Catalogues<typeof en> = translatable("AGRICULTURE_TEXT", en);
